import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint refuses what docs/ARCHITECTURE.md says never happens: a query outside a repository, a client error
 * built by hand, one module reaching another's repository or console files or a module it is not listed as using. Each rule runs, as `npm run lint`
 * runs it, on a scratch tree holding one offending file and one that keeps the rule, so the rule is shown to
 * fire where it should and only there.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
let scratch: string;

const files: Record<string, string> = {
  'src/server/db/database.ts': 'export type Db = { selectFrom(table: string): unknown };\n',
  // Breaks every rule.
  'src/server/modules/purchases/service.ts': [
    "import { sql } from 'kysely';",
    "import type { Db } from '../../db/database.ts';",
    "import { importCatalogue } from '../shop/admin-service.ts';",
    "import { findItem } from '../shop/repository.ts';",
    '',
    "export const query = (db: Db) => db.selectFrom('shop_items');",
    'export const reply = (r: { status(code: number): void }) => r.status(409);',
    'export const used = [sql, importCatalogue, findItem];',
    '',
  ].join('\n'),
  // Keeps every rule: a repository may query, a module may use another's service.
  'src/server/modules/shop/repository.ts': [
    "import { sql } from 'kysely';",
    "import type { Db } from '../../db/database.ts';",
    '',
    "export const findItem = (db: Db) => [db.selectFrom('shop_items'), sql`select 1`];",
    '',
  ].join('\n'),
  'src/server/modules/shop/admin-service.ts': 'export const importCatalogue = 1;\n',
  'src/server/modules/cart/service.ts': [
    "import { findItem } from '../shop/repository.ts';",
    "import { topSales } from '../shop/service.ts';",
    '',
    'export const used = [findItem, topSales];',
    '',
  ].join('\n'),
  'src/server/modules/shop/service.ts': 'export const topSales = 1;\n',
  // A module MODULE_USES lists as using none.
  'src/server/modules/dashboard/service.ts': "export { topSales } from '../shop/service.ts';\n",
  // Only for an import to resolve to: the rule names kysely by where it is installed.
  'node_modules/kysely/package.json': '{ "name": "kysely", "exports": "./dist/index.js" }\n',
  'node_modules/kysely/dist/index.js': 'export const sql = 1;\n',
};

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'ran-layer-lint-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(scratch, name)), { recursive: true });
    await writeFile(path.join(scratch, name), text);
  }
  // The project's own rules, read where they are: the Biome plugins by absolute path, and no VCS (no git here).
  const biome = JSON.parse(await readFile(path.join(root, 'biome.json'), 'utf8'));
  const overrides = biome.overrides
    .filter((o: { plugins?: string[] }) => o.plugins)
    .map((o: { includes: string[]; plugins: string[] }) => ({
      includes: o.includes,
      plugins: o.plugins.map((p) => path.join(root, p)),
    }));
  await writeFile(
    path.join(scratch, 'biome.json'),
    JSON.stringify({ root: true, formatter: { enabled: false }, linter: { enabled: true }, overrides }),
  );
  await writeFile(path.join(scratch, 'package.json'), '{ "type": "module" }\n');
});

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** The command's output, whether it passed or failed. */
async function output(command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  try {
    const { stdout, stderr } = await run(command, args, { cwd: scratch, env: { ...process.env, ...env } });
    return stdout + stderr;
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return stdout + stderr;
  }
}

// Each rule reads the whole scratch tree through its tool's start-up, which a busy machine makes slow.
describe('the layer rules of the lint', { timeout: 120_000 }, () => {
  it('Biome refuses a query builder and a hand-built client error outside a repository, there only', async () => {
    const text = await output(path.join(root, 'node_modules/.bin/biome'), [
      'lint',
      '--max-diagnostics=50',
      'src',
    ]);
    expect(text).toMatch(/purchases\/service\.ts:6:\d+ plugin[\s\S]*A Kysely query outside a repository/);
    expect(text).toMatch(/purchases\/service\.ts:7:\d+ plugin[\s\S]*A client error built by hand/);
    expect(text.match(/A Kysely query outside a repository/g)).toHaveLength(1);
    expect(text).not.toMatch(/(shop|cart)\/[a-z-]+\.ts:\d+:\d+ plugin/);
  });

  it("dependency-cruiser refuses kysely's sql, another module's repository or console file, an unlisted use", async () => {
    const text = await output(
      path.join(root, 'node_modules/.bin/depcruise'),
      ['--config', path.join(root, '.dependency-cruiser.cjs'), 'src'],
      { NODE_OPTIONS: `--import ${path.join(root, 'scripts/depcruise-typescript.ts')}` },
    );
    const errors = text.split('\n').filter((line) => line.includes('error '));
    expect(errors.map((line) => line.trim()).sort()).toEqual([
      'error kysely-only-in-repositories: src/server/modules/purchases/service.ts → node_modules/kysely/dist/index.js',
      'error module-uses-none: src/server/modules/dashboard/service.ts → src/server/modules/shop/service.ts',
      'error module-uses-purchases: src/server/modules/purchases/service.ts → src/server/modules/shop/admin-service.ts',
      'error module-uses-purchases: src/server/modules/purchases/service.ts → src/server/modules/shop/repository.ts',
      'error modules-meet-through-services: src/server/modules/cart/service.ts → src/server/modules/shop/repository.ts',
      'error modules-meet-through-services: src/server/modules/purchases/service.ts → src/server/modules/shop/admin-service.ts',
      'error modules-meet-through-services: src/server/modules/purchases/service.ts → src/server/modules/shop/repository.ts',
    ]);
  });
});
