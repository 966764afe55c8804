/**
 * The import rules of the repository, checked by `pnpm lint:imports` (part of `pnpm test`):
 * no cycles, no package importing an app, the shop never reaching into the API's source, and
 * the API's production modules never importing the demo data (only its seed step, tests,
 * scripts and benches do).
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
      to: { path: '^apps/api/src/' },
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
      comment: 'Published packages never depend on the private tools, except in their scripts.',
      from: { path: '^packages/[^/]+/src/' },
      to: { path: '(^tools/|node_modules/@cairn/(demo-data|testing)/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(/dist/|/node_modules/|routeTree\\.gen\\.ts$|storybook-static)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
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
