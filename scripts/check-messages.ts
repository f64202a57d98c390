import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type * as TypeScript from '../tools/typescript-6/node_modules/typescript/lib/typescript.d.ts';

/**
 * Part of `npm run lint` (docs/product/languages.md, Checks): fails when
 * - a catalog of src/shared/i18n has no file in another language, or a message exists in one language only;
 * - an id is defined by two areas (one runtime holds them all);
 * - a message does not parse as ICU MessageFormat, or its translation names other arguments;
 * - a Filipino message is the English one word for word and its catalog does not say that is meant
 *   (SAME_AS_ENGLISH);
 * - a converted folder (CONVERTED below) draws a player-facing text that is not a message: JSX text with a
 *   letter in it, or a literal aria-label, title, alt, placeholder or label.
 * `node scripts/check-messages.ts` prints every finding and exits 1 on any.
 */

/** The folders whose every player-facing text is a message; a converted page's folder is added here. */
export const CONVERTED = [
  'src/client/layout',
  'src/client/features/errors',
  'src/client/features/accounts',
  'src/client/features/shop',
  'src/client/features/tickets',
  'src/client/features/votes',
  'src/client/features/home',
  'src/client/features/login',
  'src/client/features/news',
  'src/client/features/policies',
  'src/client/features/rankings',
  'src/client/features/shell-pages',
  'src/client/features/guides',
  'src/client/features/media',
  'src/client/features/downloads',
  'src/client/ui',
  'src/client/router',
];

const ROOT = path.resolve(import.meta.dirname, '..');
const CATALOGS = path.join(ROOT, 'src/shared/i18n');
const LANGUAGES = ['en', 'fil'];
const ATTRIBUTES = new Set(['aria-label', 'title', 'alt', 'placeholder', 'label']);
const LETTER = /\p{L}/u;

interface CatalogModule {
  default: Record<string, string>;
  SAME_AS_ENGLISH?: readonly string[];
}

/** The argument names a compiled message uses, nested plural and select branches included. */
function argumentsOf(compiled: unknown, into = new Set<string>()): Set<string> {
  if (!Array.isArray(compiled)) return into;
  for (const token of compiled) {
    if (!Array.isArray(token)) continue;
    const [name, , branches] = token as [string, string?, Record<string, unknown>?];
    into.add(name);
    for (const branch of Object.values(branches ?? {})) argumentsOf(branch, into);
  }
  return into;
}

export async function catalogProblems(folder = CATALOGS): Promise<string[]> {
  const problems: string[] = [];
  const areas = new Map<string, Set<string>>();
  /** Every id and the area that defines it: one runtime holds every area's messages, so ids are unique. */
  const owners = new Map<string, string>();
  for (const file of readdirSync(folder)) {
    const match = /^([a-z-]+)\.([a-z]+)\.ts$/.exec(file);
    if (!match) continue;
    const [, area = '', language = ''] = match;
    if (!LANGUAGES.includes(language)) problems.push(`${file}: ${language} is not a language of the site`);
    areas.set(area, (areas.get(area) ?? new Set()).add(language));
  }
  for (const [area, languages] of areas) {
    const missing = LANGUAGES.filter((language) => !languages.has(language));
    if (missing.length > 0) {
      problems.push(`${area}: no catalog in ${missing.join(', ')}`);
      continue;
    }
    const load = async (language: string) =>
      (await import(pathToFileURL(path.join(folder, `${area}.${language}.ts`)).href)) as CatalogModule;
    const [en, fil] = await Promise.all([load('en'), load('fil')]);
    const same = new Set(fil.SAME_AS_ENGLISH ?? []);
    const ids = new Set([...Object.keys(en.default), ...Object.keys(fil.default)]);
    for (const id of Object.keys(en.default)) {
      const owner = owners.get(id);
      if (owner) problems.push(`${area}: ${id} is also an id of ${owner}`);
      owners.set(id, area);
    }
    for (const id of ids) {
      const english = en.default[id];
      const filipino = fil.default[id];
      if (english === undefined || filipino === undefined) {
        problems.push(`${area}: ${id} exists in ${english === undefined ? 'fil' : 'en'} only`);
        continue;
      }
      let compiled: [unknown, unknown];
      try {
        compiled = [compileMessage(english), compileMessage(filipino)];
      } catch (error) {
        problems.push(`${area}: ${id} is not ICU MessageFormat (${(error as Error).message})`);
        continue;
      }
      const names = compiled.map((c) => [...argumentsOf(c)].sort().join(','));
      if (names[0] !== names[1])
        problems.push(`${area}: ${id} names {${names[0]}} in en, {${names[1]}} in fil`);
      if (english === filipino && !same.has(id))
        problems.push(`${area}: ${id} is untranslated (or list it in SAME_AS_ENGLISH)`);
      if (english !== filipino && same.has(id))
        problems.push(`${area}: ${id} is in SAME_AS_ENGLISH but differs`);
    }
  }
  return problems;
}

function typescript(): typeof TypeScript {
  // TypeScript 7 ships no JavaScript API; the project's 6.0 carrier does (docs/decisions/0006).
  const carrier = createRequire(import.meta.resolve('typescript-6/package.json'));
  return carrier('typescript') as typeof TypeScript;
}

/** Player-facing texts written in a converted file instead of taken from a message. */
export function untranslatedTexts(file: string, source: string): string[] {
  const ts = typescript();
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: TypeScript.Node, text: string) => {
    const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
    found.push(`${file}:${line + 1}: "${text.trim().slice(0, 60)}" is not a message`);
  };
  const visit = (node: TypeScript.Node) => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && ATTRIBUTES.has(node.name.getText(tree))) {
      const value = node.initializer;
      const literal =
        value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteralLike(value.expression)
          ? value.expression
          : value;
      if (literal && ts.isStringLiteral(literal) && LETTER.test(literal.text)) report(node, literal.text);
      if (literal && ts.isNoSubstitutionTemplateLiteral(literal) && LETTER.test(literal.text))
        report(node, literal.text);
    }
    if (
      ts.isJsxExpression(node) &&
      ts.isJsxElement(node.parent) &&
      node.expression &&
      ts.isStringLiteralLike(node.expression) &&
      LETTER.test(node.expression.text)
    )
      report(node, node.expression.text);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

function convertedFiles(): string[] {
  return CONVERTED.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
      .map((file) => path.join(folder, file)),
  );
}

if (import.meta.main) {
  const problems = [
    ...(await catalogProblems()),
    ...convertedFiles().flatMap((file) =>
      untranslatedTexts(file, readFileSync(path.join(ROOT, file), 'utf8')),
    ),
  ];
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `check-messages: ${problems.length} problem(s); docs/product/languages.md says how to fix them`,
    );
    process.exit(1);
  }
  console.log('check-messages: every catalog in both languages, converted folders clean');
}
