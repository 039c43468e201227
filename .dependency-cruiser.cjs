/**
 * The import-cycle check `npm test` runs (scripts/importCycles.ts): no module may reach itself
 * through its imports, type-only imports included, across the workspaces too (`@foyer/*` resolves
 * to the packages' sources through their `exports`).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-import-cycle',
      comment: 'A cycle makes load order matter and ties modules that should stand alone; move the shared part into its own module.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|\\.foyer)/' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'], extensions: ['.ts', '.tsx', '.js'] },
  },
}
