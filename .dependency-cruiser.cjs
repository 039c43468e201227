/**
 * The import rules `npm test` checks (scripts/importRules.ts): no module may reach itself through its
 * imports, type-only imports included, across the workspaces too (`@foyer/*` resolves to the packages'
 * sources through their `exports`); and the layers below point one way only.
 *
 * Imports that broke a layer rule when it was written are listed in `.dependency-cruiser-known-violations.json`
 * and tolerated (`--ignore-known`); any new one fails. After fixing some, `npm run import-rules:known`
 * rewrites the list, which should only ever shrink.
 */

/** Core's optional features; everything else in packages/core/src is shared by them. */
const CORE_FEATURES = '^packages/core/src/(swap|onramp|send|receive|names|siwx|nfts|walletFeatures|walletGuide)/'
/** The files that assemble core from its features (and so may name them): the client, the entries, and the lists of the features' views and their behaviours. */
const CORE_ASSEMBLY = '^packages/core/src/(client|index|internal|views/featureViews|views/viewBehaviours)\\.ts$'
/** Every workspace of the root package.json: packages/*, apps/*, hosts/*, e2e, interop, bench. */
const WORKSPACE = '^((packages|apps|hosts)/[^/]+|e2e|interop|bench)/'

module.exports = {
  forbidden: [
    {
      name: 'no-import-cycle',
      comment: 'A cycle makes load order matter and ties modules that should stand alone; move the shared part into its own module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-not-react',
      comment: 'Core is the framework-free layer React builds on: it must not know React or the React package.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: ['^packages/react/', '(^|/)node_modules/(react|react-dom)/'] },
    },
    {
      name: 'packages-not-apps',
      comment: 'Published packages cannot reach the apps (server, web, wallet, devnet) a host does not install; move what both need into a package.',
      severity: 'error',
      from: { path: '^packages/[^/]+/src/' },
      to: { path: '^apps/' },
    },
    {
      name: 'no-relative-import-across-workspaces',
      comment: 'Another workspace is reached by its package name (`@foyer/core`), through its exports, never by a `../../other/src` path that skips them.',
      severity: 'error',
      from: { path: WORKSPACE },
      to: { dependencyTypes: ['local'], path: WORKSPACE, pathNot: '^$1/' },
    },
    {
      name: 'kernel-stands-alone',
      comment: "The server's kernel is what its modules build on: kernel files import only kernel files, Node's built-ins and packages (npm or @foyer/*), never a module.",
      severity: 'error',
      from: { path: '^apps/server/src/kernel/' },
      to: { pathNot: ['^apps/server/src/kernel/', '^packages/', '(^|/)node_modules/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'core-shared-not-features',
      comment:
        "Core's shared files do not know its features (swap, onramp, send, receive, names, siwx, nfts, walletFeatures, walletGuide): a feature plugs into them; only client.ts, index.ts, internal.ts and views/ (featureViews.ts, viewBehaviours.ts) assemble features.",
      severity: 'error',
      from: { path: '^packages/core/src/', pathNot: [CORE_FEATURES, CORE_ASSEMBLY] },
      to: { path: CORE_FEATURES },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)(dist|\\.foyer)/', '^apps/server/dist-'] },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'], extensions: ['.ts', '.tsx', '.js'] },
  },
}
