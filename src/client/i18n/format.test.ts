import { readdirSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { type CompiledMessage, compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '#shared/i18n/format.ts';
import type { Language } from '#shared/languages.ts';

/**
 * format.ts against Lingui's own runtime, which it stands in for in the browser (docs/decisions/0079):
 * every message of every catalog, in its language, with every branch of its plurals and selects, must come
 * out the same from both.
 */
const FOLDER = path.resolve(import.meta.dirname, '../../..', 'src/shared/i18n');
const CATALOG = /^([a-z-]+)\.(en|fil)\.ts$/;
const COUNTS = [0, 1, 2, 3, 4, 11, 21, 1000, 1234567];

type Token = CompiledMessage[number];
type Values = Record<string, string | number>;

/** Each argument of a message and the values worth trying for it: counts, every branch key, and text. */
function argumentsOf(tokens: readonly Token[], into = new Map<string, Set<string | number>>()) {
  for (const token of tokens) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    const tried = into.get(name) ?? new Set<string | number>();
    into.set(name, tried);
    if (type === 'plural' || type === 'selectordinal') for (const n of COUNTS) tried.add(n);
    else if (type === 'select')
      for (const key of [...Object.keys(format as object), 'unheard-of']) tried.add(key);
    else tried.add(`<${name}>`);
    if (type && format && typeof format === 'object')
      for (const branch of Object.values(format)) if (Array.isArray(branch)) argumentsOf(branch, into);
  }
  return into;
}

/** Every combination would explode on long messages: each argument walks its values with the others fixed. */
function samples(tokens: readonly Token[]): Values[] {
  const args = [...argumentsOf(tokens)].map(([name, tried]) => [name, [...tried]] as const);
  const base: Values = Object.fromEntries(args.map(([name, tried]) => [name, tried[0] ?? '']));
  const out: Values[] = [base];
  for (const [name, tried] of args) for (const value of tried) out.push({ ...base, [name]: value });
  return out;
}

const catalogs = readdirSync(FOLDER).flatMap((file) => {
  const match = CATALOG.exec(file);
  return match ? [{ file, language: match[2] as Language }] : [];
});

describe('the message formatter', () => {
  it('reads every catalog', () => {
    expect(catalogs.length).toBeGreaterThan(30);
  });

  it.each(catalogs)('gives what Lingui gives for every message of $file', async ({ file, language }) => {
    const { default: catalog } = (await import(path.join(FOLDER, file))) as {
      default: Record<string, string>;
    };
    const compiled = Object.fromEntries(
      Object.entries(catalog).map(([id, message]) => [id, compileMessage(message)]),
    );
    const lingui = setupI18n({ locale: language, messages: { [language]: compiled } });
    let compared = 0;
    for (const [id, message] of Object.entries(compiled)) {
      for (const values of samples(message)) {
        expect(formatMessage(message, language, values), `${id} ${JSON.stringify(values)}`).toBe(
          lingui._(id, values),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });
});
