/**
 * The import rules of docs/ARCHITECTURE.md ("Layers", "Routes declare, hooks apply", "Client imports"),
 * checked by `npm run lint` (lint:imports). Paths are relative to the repository root; `#shared/...`,
 * `#server/...`, `#client/...` and `#test/...` imports are resolved through package.json "imports", so a
 * rule sees the file an import reaches whichever way it is written. Type-only imports count too.
 * Why dependency-cruiser and how it runs: docs/decisions/0006-import-rules-and-knip.md.
 */
const TEST_FILE = '\\.test\\.tsx?$';
const REPOSITORY = 'repository\\.ts$'; // repository.ts, session-repository.ts, ...
const ROUTES = '^src/server/modules/[^/]+/[^/]*routes\\.ts$'; // routes.ts, profile-routes.ts, ...
/** The one written shortcut: these modules' routes are pass-through reads of their own repository. */
const PASS_THROUGH_READS = '(banners|downloads|clubs|system)';

/**
 * Which modules each module uses (docs/ARCHITECTURE.md, Layers, where each use is explained); a module not
 * listed uses none. An import this list does not allow fails lint, so the text and the code agree.
 */
const MODULE_USES = {
  accounts: ['admin', 'game'],
  banners: ['images'],
  cart: ['purchases', 'shop', 'wallet'],
  characters: ['game', 'wallet'],
  downloads: ['images'],
  media: ['news'],
  news: ['discord'],
  pages: ['news'],
  payments: ['wallet'],
  players: ['accounts', 'game', 'purchases', 'wallet'],
  purchases: ['game', 'wallet'],
  'server-status': ['discord', 'game'],
  shop: ['images'],
  site: ['accounts', 'images', 'news'],
  tickets: ['accounts', 'images'],
  votes: ['wallet'],
  vouchers: ['payments', 'wallet'],
};

module.exports = {
  forbidden: [
    ...Object.entries(MODULE_USES).map(([module, uses]) => ({
      name: `module-uses-${module}`,
      severity: 'error',
      comment: `The ${module} module uses only ${uses.join(', ')} among the modules (MODULE_USES).`,
      from: { path: `^src/server/modules/${module}/` },
      to: {
        path: '^src/server/modules/[^/]+/',
        pathNot: `^src/server/modules/(${[module, ...uses].join('|')})/`,
      },
    })),
    {
      name: 'module-uses-none',
      severity: 'error',
      comment: 'A module that MODULE_USES does not list uses no other module.',
      from: {
        path: '^src/server/modules/([^/]+)/',
        pathNot: `^src/server/modules/(${Object.keys(MODULE_USES).join('|')})/`,
      },
      to: { path: '^src/server/modules/[^/]+/', pathNot: '^src/server/modules/$1/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Imports point one way: no file may reach itself again through its imports.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-imports-only-shared',
      severity: 'error',
      comment:
        'src/shared runs on both sides: it imports only src/shared and zod (its tests may use vitest).',
      from: { path: '^src/shared/', pathNot: TEST_FILE },
      to: { pathNot: ['^src/shared/', '^node_modules/zod/'] },
    },
    {
      name: 'client-not-server',
      severity: 'error',
      comment: 'The client shares code with the server only through src/shared.',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-client',
      severity: 'error',
      comment: 'The server shares code with the client only through src/shared.',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'no-cross-feature',
      severity: 'error',
      comment:
        'A feature folder never imports another; what two features share goes to ui/, session/, api/ or src/shared.',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'client-base-not-features',
      severity: 'error',
      comment: 'layout/, ui/, session/ and api/ sit below the features and never import them.',
      from: { path: '^src/client/(layout|ui|session|api|styles|i18n)/' },
      to: { path: '^src/client/features/' },
    },
    {
      name: 'plugins-and-db-not-modules',
      severity: 'error',
      comment:
        'plugins/ hold HTTP concerns and db/ the database; neither imports modules/ (nor the seed above them).',
      from: { path: '^src/server/(plugins|db)/' },
      to: { path: '^src/server/(modules|seed)/' },
    },
    {
      name: 'modules-not-seed',
      severity: 'error',
      comment: 'The seed sits above modules/ and writes through their services; a module never imports it.',
      from: { path: '^src/server/modules/' },
      to: { path: '^src/server/seed/' },
    },
    {
      name: 'routes-not-repositories',
      severity: 'error',
      comment: 'A route calls its service, so a write and its audit row can share the service transaction.',
      from: { path: ROUTES, pathNot: `^src/server/modules/${PASS_THROUGH_READS}/routes\\.ts$` },
      to: { path: REPOSITORY },
    },
    {
      name: 'pass-through-reads-own-repository-only',
      severity: 'error',
      comment:
        'The allowed shortcut: banners, downloads, clubs and system (health) routes may read their own repository, no other.',
      from: { path: `^src/server/modules/${PASS_THROUGH_READS}/routes\\.ts$` },
      to: { path: REPOSITORY, pathNot: '^src/server/modules/$1/repository\\.ts$' },
    },
    {
      name: 'kysely-only-in-repositories',
      severity: 'error',
      comment:
        'Queries live in repositories: elsewhere in modules/ Kysely is named only as a type (Db, Transaction), ' +
        'so no sql`...` there. lint/queries-in-repositories.grit refuses the query builders themselves.',
      from: { path: '^src/server/modules/', pathNot: REPOSITORY },
      to: { path: '^node_modules/kysely/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'modules-meet-through-services',
      severity: 'error',
      comment:
        'A module uses another through its services and plain helpers, never its repositories, routes or console ' +
        "files (admin-*, ledger-admin-*): those follow the other module's tables and pages and may change with them.",
      from: { path: '^src/server/modules/([^/]+)/' },
      to: {
        path: [
          '^src/server/modules/[^/]+/[^/]*(repository|routes)\\.ts$',
          '^src/server/modules/[^/]+/(ledger-)?admin-[^/]*\\.ts$',
        ],
        pathNot: '^src/server/modules/$1/',
      },
    },
    {
      name: 'src-not-tests',
      severity: 'error',
      comment: 'Site code never depends on test support; only tests (*.test.ts) may.',
      from: { path: '^src/', pathNot: TEST_FILE },
      to: { path: '^tests/' },
    },
    {
      name: 'server-no-dev-dependencies',
      severity: 'error',
      comment: 'The server runs from a production install: it may not import a devDependency at run time.',
      from: { path: '^src/(server|shared)/', pathNot: TEST_FILE },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'Every import resolves (a rule cannot check an import it cannot follow).',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-orphans',
      severity: 'error',
      comment:
        'A file nothing imports and that imports nothing is dead (knip reports the other unused files).',
      // src/client/boot.ts is the page's first script, named by vite.config.ts as an entry of its own.
      from: { orphan: true, pathNot: ['\\.d\\.ts$', '^src/client/boot\\.ts$'] },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a layer may not borrow even a type against the arrows.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      mainFields: ['module', 'main'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
