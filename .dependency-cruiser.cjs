/**
 * The import rules of the repository, checked by `pnpm lint:imports` (part of `pnpm test`):
 * no cycles, no package importing an app, the shop never reaching into the API's source and
 * taking only the API's factory from @cairn/api (shared server code is @cairn/server-kit's),
 * and the API's production modules never importing the demo data (only its seed step, tests,
 * scripts and benches do). tsconfig.depcruise.json resolves @cairn/api to its source, so
 * these rules hold whether or not the API is built.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: split the shared part into a module both sides import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-package-to-app',
      severity: 'error',
      comment: 'Published packages stand alone: they never import an app.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-shop-to-api-source',
      severity: 'error',
      comment: "The shop uses the API through @cairn/api's entries, never its source files.",
      from: { path: '^apps/shop/' },
      to: { path: '^apps/api/src/', pathNot: '^apps/api/src/(index|seed)\\.ts$' },
    },
    {
      name: 'shop-takes-only-the-api-factory',
      severity: 'error',
      comment:
        "The shop creates the API (createApi) only where a server or a test starts it: server/main.ts, server/dev.ts, tests, their fixtures (server/testing/) and e2e journeys; any other shop file imports @cairn/api's types only (`import type`). Config, logger, metrics, Redis, purge bus, cache tags and preview access come from @cairn/server-kit. (A rule cannot see which names an import takes, hence these entry files; the next rule keeps the entry to the factory.)",
      from: {
        path: '^apps/shop/',
        pathNot: [
          '^apps/shop/server/(main|dev)\\.ts$',
          '^apps/shop/server/testing/',
          '\\.test\\.tsx?$',
          '^apps/shop/e2e/',
        ],
      },
      to: { path: '^apps/api/src/index\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-entry-is-the-factory',
      severity: 'error',
      comment:
        "@cairn/api's entry exports createApi and its types (the webhook signature the shop's journeys use, the demo outbox's mail type), nothing shared: shared server code lives in @cairn/server-kit, which both apps import.",
      from: { path: '^apps/api/src/index\\.ts$' },
      to: {
        pathNot:
          '^apps/api/src/(app|db/database|cache/storyblok-webhook|commerce/mail/demo-outbox-routes)\\.ts$',
      },
    },
    {
      name: 'no-demo-data-in-production',
      severity: 'error',
      comment:
        'The runtime reads the database; only the seed step (src/seed.ts, src/seed/), tests and scripts use @cairn/demo-data.',
      from: {
        path: '^apps/(api|shop)/(src|server)/',
        pathNot: [
          '^apps/api/src/seed\\.ts$',
          '^apps/api/src/seed/',
          '\\.test\\.tsx?$',
          '/testing/',
        ],
      },
      to: { path: '(^tools/demo-data/|node_modules/@cairn/demo-data/)' },
    },
    {
      name: 'no-tools-in-packages',
      severity: 'error',
      comment:
        'Published packages never depend on the private tools, except in their scripts and tests.',
      from: { path: '^packages/[^/]+/src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '(^tools/|node_modules/@cairn/(demo-data|testing)/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(/dist/|/node_modules/|routeTree\\.gen\\.ts$|storybook-static)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    combinedDependencies: true,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
