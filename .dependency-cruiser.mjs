// The allowed import directions (decisions 011 and 058), checked by `npm run lint`: no import
// cycle, no app importing the other app, and in the server, features (apps/server/src/features/)
// that meet only through each other's index.ts, on a platform (apps/server/src/platform/) that
// knows no feature. Tests may import whatever they test, so the direction rules skip them.

const server = '^apps/server/src/';
const web = '^apps/web/src/';
const tests = '(\\.test\\.tsx?$|^apps/server/test/|^apps/web/src/testing/)';

const features = `${server}features/`;
const platform = `${server}platform/`;
/** The composition: server.ts starts app.ts, which builds services.ts and registers api.ts. */
const top = `${server}(server|app|api|services)\\.ts$`;

/** Route files of a feature: `*-route.ts`, `*-routes.ts`, and a feature's routes/ folder. */
const routeFiles = '(-routes?\\.ts$|/routes/)';
/** Repository files: `*-repository.ts` and a feature's repositories/ folder (SQL lives there). */
const repositoryFiles = '(-repository\\.ts$|/repositories/)';

/** Modules only the listed importers (and the tests) may import. */
function onlyFrom(name, path, importers) {
  return {
    name,
    severity: 'error',
    from: { pathNot: [importers, tests] },
    to: { path },
  };
}

export default {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'An import cycle ties modules together that should depend one way (decision 011).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'resolvable',
      comment: 'An import the checker cannot resolve would escape every rule below.',
      severity: 'error',
      from: {},
      // MUI's icon modules drawn as plain SVG (apps/web/plain-mui-icons.ts) exist only in the build.
      to: { couldNotResolve: true, pathNot: '^@mui/icons-material/\\w+\\?plain$' },
    },
    {
      name: 'no-test-code-in-production',
      severity: 'error',
      from: { pathNot: tests },
      to: { path: tests },
    },
    // Packages: domain imports nothing of ours, contract only domain, the apps never each other.
    {
      name: 'domain-imports-nothing-of-ours',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(packages/(?!domain/)|apps/)' },
    },
    {
      name: 'contract-imports-only-domain',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^(packages/(?!(contract|domain)/)|apps/)' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    // Server: server.ts → app.ts → api.ts, services.ts → features → platform.
    {
      name: 'platform-imports-no-feature',
      comment: 'platform/ is what every feature stands on; it knows none of them (decision 058).',
      severity: 'error',
      from: { path: platform, pathNot: tests },
      to: { path: `${server}(features/|demo/|[^/]+\\.ts$)` },
    },
    {
      name: 'feature-imports-other-features-by-index',
      comment:
        'A feature imports its own files, platform/, the packages, and another feature only ' +
        "through that feature's index.ts (decision 058).",
      severity: 'error',
      from: { path: `${features}([^/]+)/`, pathNot: tests },
      to: { path: features, pathNot: [`${features}$1/`, `${features}[^/]+/index\\.ts$`] },
    },
    {
      name: 'feature-not-own-index',
      comment: "A feature's own files import each other directly: its index.ts is for the others.",
      severity: 'error',
      from: { path: `${features}([^/]+)/`, pathNot: [tests, `${features}[^/]+/index\\.ts$`] },
      to: { path: `${features}$1/index\\.ts$` },
    },
    {
      name: 'feature-not-top-or-demo',
      severity: 'error',
      from: { path: features, pathNot: tests },
      to: { path: [top, `${server}demo/`] },
    },
    {
      name: 'outside-a-feature-only-its-index',
      comment: 'The top, demo/ and platform/ reach a feature through its index.ts (decision 058).',
      severity: 'error',
      from: { path: server, pathNot: [features, tests] },
      to: { path: features, pathNot: `${features}[^/]+/index\\.ts$` },
    },
    // Inside a feature: routes → services → repositories, told apart by their file names.
    {
      name: 'feature-routes-only-from-routes',
      comment:
        'Only routes (and the index, and the integration API that registers its routes) import ' +
        'route files: a service or repository never reaches back up.',
      severity: 'error',
      from: {
        path: features,
        pathNot: [tests, routeFiles, '/index\\.ts$', '/integration/integration-api\\.ts$'],
      },
      to: { path: `${features}.*${routeFiles}` },
    },
    {
      name: 'feature-repositories-only-repositories',
      comment: 'A repository imports other repositories and platform/, never a service or route.',
      severity: 'error',
      from: { path: `${features}.*${repositoryFiles}`, pathNot: tests },
      to: { path: features, pathNot: `${features}.*${repositoryFiles}` },
    },
    onlyFrom('server-app-is-the-top', `${server}(app|api|services)\\.ts$`, top),
    onlyFrom(
      'server-demo-seed-only-from-server-and-benches',
      `${server}demo/`,
      `^(bench/|scripts/|${server}(server\\.ts$|demo/))`,
    ),
    // Web: shared (components, hooks, lib) → features → app; a feature never imports another.
    {
      name: 'web-shared-not-features-or-app',
      severity: 'error',
      from: { path: `${web}(components|hooks|lib|locales)/`, pathNot: tests },
      to: { path: `${web}(features|app)/` },
    },
    {
      name: 'web-feature-not-app',
      severity: 'error',
      from: { path: `${web}features/`, pathNot: tests },
      to: { path: `${web}app/` },
    },
    {
      name: 'web-feature-not-other-feature',
      comment: 'Features meet in app/ (see apps/web/src/app/documents-source.tsx).',
      severity: 'error',
      from: { path: `${web}features/([^/]+)/`, pathNot: tests },
      to: { path: `${web}features/`, pathNot: `${web}features/$1/` },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API, which dependency-cruiser's default TypeScript parser needs;
    // swc parses the sources (type-only imports included) instead.
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-ssr|data)/' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      // The workspaces export their sources by path ("./*": "./src/*.ts", decision 002).
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
