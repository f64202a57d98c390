import type { Language } from '#shared/languages.ts';

/**
 * Formats a message as Lingui's compiler left it (docs/decisions/0079-message-formatter.md): plain text,
 * `{name}`, and plural and select with `#` for the number, each language's plural rules from the browser's
 * Intl.PluralRules and its numbers from Intl.NumberFormat. What Lingui's runtime does for these, in a
 * fraction of its size (the first chunk carries it); format.test.ts checks both give the same text for
 * every message of every catalog.
 */
/** Lingui's compiled form: text, or a list of text and `[name, type?, format?]` arguments. */
type CompiledMessageToken = string | [name: string, type?: string, format?: unknown];
type CompiledMessage = CompiledMessageToken[];
export type Compiled = string | CompiledMessage;
type Values = Readonly<Record<string, string | number>>;
type Choices = Readonly<Record<string, CompiledMessage | number | undefined>>;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<Language, Intl.NumberFormat>();

/** Each language's rules, English standing in where the browser lacks the language (as Lingui does). */
function pluralOf(language: Language, ordinal: boolean, value: number): string {
  const key = `${language}:${ordinal}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules([language, 'en'], { type: ordinal ? 'ordinal' : 'cardinal' });
    pluralRules.set(key, rules);
  }
  return rules.select(value);
}

function numberText(language: Language, value: number): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat([language, 'en']);
    numberFormats.set(language, format);
  }
  return format.format(value);
}

const own = (choices: Choices, key: string) =>
  Object.hasOwn(choices, key) ? (choices[key] as CompiledMessage | undefined) : undefined;

function formatTokens(
  tokens: readonly CompiledMessageToken[],
  language: Language,
  values: Values,
  count: number | null,
): string {
  let text = '';
  for (const token of tokens) {
    if (typeof token === 'string') {
      text += token === '#' && count !== null ? numberText(language, count) : token;
      continue;
    }
    const [name, type, format] = token;
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (type === 'plural' || type === 'selectordinal') {
      const choices = format as Choices;
      const offset = typeof choices.offset === 'number' ? choices.offset : 0;
      const n = Number(value);
      const branch =
        own(choices, String(value)) ??
        own(choices, pluralOf(language, type === 'selectordinal', n - offset)) ??
        own(choices, 'other');
      if (branch) text += formatTokens(branch, language, values, n - offset);
    } else if (type === 'select') {
      const choices = format as Choices;
      const branch = own(choices, String(value)) ?? own(choices, 'other');
      if (branch) text += formatTokens(branch, language, values, null);
    } else if (value !== undefined && value !== null) {
      text += value;
    }
  }
  return text;
}

export function formatMessage(message: Compiled, language: Language, values: Values = {}): string {
  return typeof message === 'string' ? message : formatTokens(message, language, values, null);
}
