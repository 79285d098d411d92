// The allowed import directions (decision 011), checked by `npm run lint`: no import cycle, no
// arrow that runs back up a layer, no feature importing another feature, no app importing the
// other app. Tests may import whatever they test, so the layer rules skip them.

const server = '^apps/server/src/';
const web = '^apps/web/src/';
const tests = '(\\.test\\.tsx?$|^apps/server/test/|^apps/web/src/testing/)';

/** The server's bottom: everything may use it, it uses only itself (and the packages). */
const bottom = `${server}(config\\.ts$|cache/|errors/|scope/|tenancy/|http/|html/|uploads/)`;

/** A server layer may import itself and the layers listed; any other server module is refused. */
function layer(name, from, allowed) {
  return {
    name: `server-${name}`,
    comment: `${from} may import only ${allowed.join(', ')} and the bottom (decision 011).`,
    severity: 'error',
    from: { path: `${server}${from}`, pathNot: tests },
    to: { path: server, pathNot: [bottom, ...allowed.map((to) => `${server}${to}`)] },
  };
}

/** Modules only server.ts and the tests may import. */
function onlyFromTop(name, path, top) {
  return {
    name,
    severity: 'error',
    from: { pathNot: [top, tests] },
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
      to: { couldNotResolve: true },
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
    // Server: server.ts → app.ts (and api.ts) → routes, identity, plugins → services → documents,
    // mail, repositories → db → the bottom (config, cache, errors, scope, tenancy, http, html, uploads).
    layer('bottom', '(config\\.ts$|cache/|errors/|scope/|tenancy/|http/|html/|uploads/)', []),
    layer('db', 'db/', ['db/']),
    layer('repositories', 'repositories/', ['repositories/', 'db/']),
    layer('documents', 'documents/', ['documents/']),
    layer('mail', 'mail/', ['mail/']),
    // monitoring/: the live-monitoring computations (the household simulator), pure but for the
    // clock passed in; services and the demo seed call them (decisions 011 and 047).
    layer('monitoring', 'monitoring/', ['monitoring/']),
    layer('services', 'services/', [
      'services/',
      'repositories/',
      'documents/',
      'mail/',
      'db/',
      'monitoring/',
    ]),
    layer('plugins', 'plugins/', ['plugins/', 'services/']),
    layer('routes', 'routes/', ['routes/', 'services/']),
    layer('identity', 'identity/', ['identity/', 'services/', 'repositories/', 'db/']),
    layer('demo', 'demo/', ['demo/', 'services/', 'repositories/', 'mail/', 'db/', 'monitoring/']),
    onlyFromTop(
      'server-app-is-the-top',
      `${server}(app|api)\\.ts$`,
      `${server}(server|app|api)\\.ts$`,
    ),
    onlyFromTop(
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
