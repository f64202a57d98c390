/**
 * Finds which message of a catalog an English text is, and its values: how the server's answers and the
 * forms' own checks, written in English in the code, are told in the page's language
 * (docs/decisions/0077-api-messages.md). A message without values is found by its text; one with values by
 * its pattern: `{name}` matches any text, `{count, plural, one {# item} other {# items}}` matches each
 * branch, `#` a number as English writes it ("1,200"), and a branch without `#` stands for a count of its
 * kind (`one` 1, `=N` N, any other 2), enough for the other language to choose its own branch.
 *
 * A catalog is read as written (ICU strings, in tests) or as the build compiled it (Lingui's data form):
 * both are walked the same way, so the browser carries no message parser.
 */

type Compiled = Array<string | [string, string?, Record<string, Compiled | string>?]>;
type Values = Record<string, string | number>;
export interface EnglishMatch {
  id: string;
  values: Values;
}

/** An ICU message as the tokens Lingui's compiler makes: text, `[name]`, `[name, 'plural', branches]`. */
function parse(message: string): Compiled {
  let at = 0;
  const read = (inPlural: boolean): Compiled => {
    const out: Compiled = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    while (at < message.length) {
      const char = message[at] as string;
      if (char === '}') break;
      if (char === '#' && inPlural) {
        flush();
        out.push('#');
        at += 1;
        continue;
      }
      if (char !== '{') {
        text += char;
        at += 1;
        continue;
      }
      flush();
      const close = message.slice(at + 1).search(/[,}]/) + at + 1;
      const name = message.slice(at + 1, close).trim();
      at = close + 1;
      if (message[close] === '}') {
        out.push([name]);
        continue;
      }
      const typeEnd = message.indexOf(',', at);
      const type = message.slice(at, typeEnd).trim();
      at = typeEnd + 1;
      const branches: Record<string, Compiled | string> = {};
      for (;;) {
        while (/\s/.test(message[at] ?? '')) at += 1;
        if (message[at] === '}') break;
        const open = message.indexOf('{', at);
        const key = message.slice(at, open).trim();
        at = open + 1;
        branches[key] = read(type === 'plural');
        at += 1; // the branch's '}'
      }
      at += 1; // the argument's '}'
      out.push([name, type, branches]);
    }
    flush();
    return out;
  };
  return read(false);
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What each capturing group of a pattern stands for. */
type Group =
  | { kind: 'value'; name: string }
  | { kind: 'count'; name: string }
  | { kind: 'branch'; name: string; count: number };

function countOf(key: string): number {
  if (key.startsWith('=')) return Number(key.slice(1));
  return key === 'one' ? 1 : key === 'zero' ? 0 : 2;
}

function patternOf(tokens: Compiled | string, groups: Group[], plural: string | null): string {
  let source = '';
  // A compiled branch of text only is a string, as is a compiled message without values.
  for (const token of typeof tokens === 'string' ? [tokens] : tokens) {
    if (typeof token === 'string') {
      if (token === '#' && plural) {
        groups.push({ kind: 'count', name: plural });
        source += '(\\d[\\d,]*)';
      } else source += literal(token);
      continue;
    }
    const [name, type, branches] = token;
    if (!type || !branches) {
      groups.push({ kind: 'value', name });
      source += '(.+?)';
      continue;
    }
    // Lingui's compiled plural also carries its `offset` among the branches.
    const kept = Object.entries(branches).filter(([key, branch]) => key !== 'offset' && branch !== undefined);
    const options = kept.map(([key, branch]) => {
      groups.push({ kind: 'branch', name, count: countOf(key) });
      // The group opens before its branch's own groups, so it is pushed first.
      return `(${patternOf(branch, groups, type === 'plural' ? name : null)})`;
    });
    source += `(?:${options.join('|')})`;
  }
  return source;
}

interface Pattern {
  id: string;
  regex: RegExp;
  groups: Group[];
}

/**
 * A matcher over a catalog's English messages: the text's id and values, or null for a text the catalog
 * does not have (which is then shown as it is).
 */
export function englishMatcher(
  catalog: Readonly<Record<string, unknown>>,
): (text: string) => EnglishMatch | null {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [id, message] of Object.entries(catalog)) {
    const tokens = typeof message === 'string' ? parse(message) : (message as Compiled);
    if (tokens.every((token) => typeof token === 'string')) {
      exact.set(tokens.join(''), id);
      continue;
    }
    const groups: Group[] = [];
    patterns.push({ id, regex: new RegExp(`^${patternOf(tokens, groups, null)}$`, 's'), groups });
  }
  // The longer pattern first: "…item bank. Not bought, …" is tried before "…item bank.".
  patterns.sort((a, b) => b.regex.source.length - a.regex.source.length);
  return (text) => {
    const id = exact.get(text);
    if (id) return { id, values: {} };
    for (const pattern of patterns) {
      const found = pattern.regex.exec(text);
      if (!found) continue;
      const values: Values = {};
      pattern.groups.forEach((group, index) => {
        const captured = found[index + 1];
        if (captured === undefined) return;
        if (group.kind === 'value') values[group.name] = captured;
        else if (group.kind === 'count') values[group.name] = Number(captured.replaceAll(',', ''));
        else values[group.name] ??= group.count;
      });
      return { id: pattern.id, values };
    }
    return null;
  };
}
