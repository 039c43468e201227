import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * TypeScript 7, the native compiler (devDependency `typescript-native`), as a script Node runs: the
 * typecheck of `npm test` (scripts/test.ts) and the packages' build (scripts/packages/buildPackages.ts)
 * use it, the same checks and output at a fraction of TypeScript 5's time. TypeScript 5 stays for
 * the tools that use its API. Found as Node finds the package, wherever npm placed it.
 */
export const NATIVE_TSC: string = (() => {
  const manifest = createRequire(import.meta.url).resolve('typescript-native/package.json')
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { tsc: string } }
  return join(dirname(manifest), bin.tsc)
})()
