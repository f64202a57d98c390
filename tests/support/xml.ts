/**
 * A small, strict XML 1.0 reader for tests of what the site serves as XML (the news feed): it throws on
 * anything that is not well-formed (an unescaped `<` or `&`, an unknown entity, a tag closed out of order,
 * an unquoted or repeated attribute, a character XML refuses, a prefix no xmlns declares, a second root)
 * and otherwise gives the element tree with entities decoded. No DTDs: the site writes none.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: (XmlElement | string)[];
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the characters XML refuses is the point
const REFUSED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

function decode(raw: string, at: number): string {
  if (REFUSED.test(raw) || raw.toWellFormed() !== raw) throw new Error(`character XML refuses near ${at}`);
  return raw.replace(/&([^;&\s]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw new Error(`bare & near ${at}`);
    if (name in ENTITIES) return ENTITIES[name]!;
    const code = /^#x([0-9a-f]+)$/i.exec(name)?.[1] ?? /^#(\d+)$/.exec(name)?.[1];
    if (code === undefined) throw new Error(`unknown entity &${name}; near ${at}`);
    return String.fromCodePoint(name.startsWith('#x') ? Number.parseInt(code, 16) : Number(code));
  });
}

export function parseXml(text: string): XmlElement {
  let at = 0;
  const fail = (what: string): never => {
    throw new Error(`${what} at ${at}: ${JSON.stringify(text.slice(at, at + 40))}`);
  };
  const skipMisc = () => {
    for (;;) {
      at += /^\s*/.exec(text.slice(at))![0].length;
      if (text.startsWith('<!--', at)) {
        const end = text.indexOf('-->', at + 4);
        if (end < 0) fail('unclosed comment');
        at = end + 3;
      } else return;
    }
  };

  function element(scope: Set<string>): XmlElement {
    at += 1;
    const name = NAME.exec(text.slice(at))?.[0] ?? fail('element name expected');
    at += name.length;
    const attributes: Record<string, string> = {};
    for (;;) {
      const space = /^\s*/.exec(text.slice(at))![0];
      at += space.length;
      if (text.startsWith('/>', at) || text.startsWith('>', at)) break;
      if (!space) fail('space expected between attributes');
      const attribute = /^([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/.exec(text.slice(at));
      if (!attribute) fail('quoted attribute expected');
      const [whole, key, double, single] = attribute!;
      if (key! in attributes) fail(`repeated attribute ${key}`);
      attributes[key!] = decode(double ?? single ?? '', at);
      at += whole.length;
    }
    const inScope = new Set(scope);
    for (const key of Object.keys(attributes)) if (key.startsWith('xmlns:')) inScope.add(key.slice(6));
    for (const used of [name, ...Object.keys(attributes)]) {
      const prefix = used.includes(':') ? used.split(':')[0]! : null;
      if (prefix && prefix !== 'xmlns' && prefix !== 'xml' && !inScope.has(prefix))
        fail(`undeclared prefix ${prefix}`);
    }
    const node: XmlElement = { name, attributes, children: [] };
    if (text.startsWith('/>', at)) {
      at += 2;
      return node;
    }
    at += 1;
    for (;;) {
      if (at >= text.length) fail(`<${name}> not closed`);
      if (text.startsWith('</', at)) {
        const close = /^<\/([A-Za-z_][\w.:-]*)\s*>/.exec(text.slice(at));
        if (close?.[1] !== name) fail(`</${name}> expected`);
        at += close![0].length;
        return node;
      }
      if (text.startsWith('<![CDATA[', at)) {
        const end = text.indexOf(']]>', at);
        if (end < 0) fail('unclosed CDATA');
        node.children.push(text.slice(at + 9, end));
        at = end + 3;
      } else if (text.startsWith('<!--', at)) {
        skipMisc();
      } else if (text.startsWith('<', at)) {
        node.children.push(element(inScope));
      } else {
        const end = text.indexOf('<', at);
        const raw = text.slice(at, end < 0 ? text.length : end);
        if (raw.includes(']]>')) fail(']]> in text');
        node.children.push(decode(raw, at));
        at += raw.length;
      }
    }
  }

  const declaration = /^<\?xml\s+version="1\.[0-9]"(\s+encoding="[\w-]+")?\s*\?>/.exec(text);
  if (declaration) at = declaration[0].length;
  skipMisc();
  if (text[at] !== '<' || !NAME.test(text.slice(at + 1))) fail('root element expected');
  const root = element(new Set());
  skipMisc();
  if (at !== text.length) fail('content after the root element');
  return root;
}

/** The child elements named `name`. */
export const childrenNamed = (node: XmlElement, name: string) =>
  node.children.filter((c): c is XmlElement => typeof c !== 'string' && c.name === name);

/** The one child element named `name` (throws when there is none). */
export function childNamed(node: XmlElement, name: string): XmlElement {
  const found = childrenNamed(node, name)[0];
  if (!found) throw new Error(`<${node.name}> has no <${name}>`);
  return found;
}

/** The text of an element (its text and CDATA children, entities decoded). */
export const textOf = (node: XmlElement): string =>
  node.children.map((c) => (typeof c === 'string' ? c : textOf(c))).join('');
