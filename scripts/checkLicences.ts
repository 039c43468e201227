/**
 * The licence check CI runs (interop/test/licences.test.ts makes it part of `npm test`; run it
 * alone with `npx tsx scripts/checkLicences.ts`). It reads package-lock.json and refuses:
 * - a production package (not marked dev in the lockfile; our own workspaces excluded) whose
 *   licence is not an OSI-approved SPDX expression — the modal and server ship these;
 * - anywhere in the tree, dev or not, a `@walletconnect/*` newer than 2.21.8 or outside the set
 *   sign-client 2.21.8 installs, and any `@reown/*` (docs/design/walletconnect-v2.md §7).
 * The lockfile, not node_modules, is what a fresh install reproduces, so it is the thing checked;
 * node_modules is read only for a licence the lockfile does not record.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isOsiApproved } from './licences/osiLicences.ts'
import { judgeLicence } from './licences/spdx.ts'
import { LAST_OPEN_RELEASE, walletConnectRefusal } from './licences/walletconnectPins.ts'

/** The parts of a package-lock.json (lockfileVersion 2 or 3) the check reads. */
export interface Lockfile {
  lockfileVersion?: number
  packages?: Record<string, LockfileEntry>
}

export interface LockfileEntry {
  name?: string
  version?: string
  license?: unknown
  licenses?: unknown
  dev?: boolean
  devOptional?: boolean
  link?: boolean
}

/** What a package's own package.json says about its licence. */
export type ReadManifest = (packagePath: string) => { license?: unknown; licenses?: unknown } | undefined

export interface LockedPackage {
  /** Its key in the lockfile, e.g. `node_modules/a/node_modules/b`. */
  path: string
  /** The names it answers to: the folder it is installed in and, for an npm alias, the real name. */
  names: string[]
  version: string
  /**
   * Installed by `npm ci --omit=dev`: not marked `dev`. A `devOptional` package counts, since it is
   * also an optional dependency of a production package and is installed with it.
   */
  production: boolean
}

export interface LicenceProblem {
  path: string
  name: string
  version: string
  rule: 'licence' | 'walletconnect'
  detail: string
}

export interface LicenceCheckResult {
  productionPackages: number
  allPackages: number
  problems: LicenceProblem[]
}

/** Every installed package of the lockfile; workspaces (and links to them) are ours and left out. */
export function lockedPackages(lockfile: Lockfile): LockedPackage[] {
  if (!lockfile.packages) throw new Error('package-lock.json has no "packages" (lockfileVersion 2 or 3 is needed)')
  return Object.entries(lockfile.packages)
    .filter(([path, entry]) => path.includes('node_modules/') && !entry.link)
    .map(([path, entry]) => {
      const folderName = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
      const names = entry.name && entry.name !== folderName ? [folderName, entry.name] : [folderName]
      return { path, names, version: entry.version ?? '(no version)', production: !entry.dev }
    })
}

/** Checks the lockfile; `readManifest` supplies a licence the lockfile lacks (node_modules in the real run). */
export function checkLockfile(lockfile: Lockfile, readManifest: ReadManifest = () => undefined): LicenceCheckResult {
  const packages = lockedPackages(lockfile)
  const problems: LicenceProblem[] = []
  for (const pkg of packages) {
    const name = pkg.names.at(-1)!
    for (const candidate of pkg.names) {
      const refusal = walletConnectRefusal(candidate, pkg.version)
      if (refusal) problems.push({ path: pkg.path, name: candidate, version: pkg.version, rule: 'walletconnect', detail: refusal })
    }
    if (!pkg.production) continue
    const entry = lockfile.packages![pkg.path]!
    const licence = licenceExpression(entry) ?? licenceExpression(readManifest(pkg.path) ?? {})
    if (licence === undefined) {
      problems.push({ path: pkg.path, name, version: pkg.version, rule: 'licence', detail: 'no licence in the lockfile nor in its package.json' })
      continue
    }
    const verdict = judgeLicence(licence, isOsiApproved)
    if (!verdict.approved) {
      problems.push({ path: pkg.path, name, version: pkg.version, rule: 'licence', detail: `licence "${licence}": ${verdict.reason}` })
    }
  }
  return { productionPackages: packages.filter((pkg) => pkg.production).length, allPackages: packages.length, problems }
}

/**
 * The licence as one SPDX expression: `license` as a string (or the old `{type}` object), else the
 * deprecated `licenses` array, read as AND — every listed licence must then be approved, since the
 * array does not say whether it offers a choice.
 */
export function licenceExpression(manifest: { license?: unknown; licenses?: unknown }): string | undefined {
  const single = licenceName(manifest.license)
  if (single !== undefined) return single
  if (!Array.isArray(manifest.licenses)) return undefined
  const names = manifest.licenses.map(licenceName)
  if (names.length === 0 || names.some((name) => name === undefined)) return undefined
  return names.length === 1 ? names[0] : names.map((name) => `(${name})`).join(' AND ')
}

function licenceName(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string') return (value as { type: string }).type
  return undefined
}

/** The report printed by the CLI and by the test when it fails. */
export function formatLicenceReport(result: LicenceCheckResult): string {
  const scope =
    `${result.productionPackages} production packages checked for OSI-approved licences; ` +
    `all ${result.allPackages} packages checked against the WalletConnect boundary (nothing newer than ${LAST_OPEN_RELEASE}, no @reown/*)`
  if (result.problems.length === 0) return `Licence check passed: ${scope}.`
  const lines = result.problems.map((problem) => {
    const what = problem.rule === 'licence' ? 'licence' : 'WalletConnect boundary'
    return `  ✗ ${problem.name}@${problem.version} (${problem.path}) — ${what}: ${problem.detail}`
  })
  return [`Licence check FAILED: ${result.problems.length} problem(s); ${scope}.`, ...lines].join('\n')
}

/** The check on a checkout: its package-lock.json, with its node_modules for missing licences. */
export function checkRepository(root: string): LicenceCheckResult {
  const lockfile = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as Lockfile
  return checkLockfile(lockfile, (packagePath) => {
    const manifestPath = join(root, packagePath, 'package.json')
    return existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as { license?: unknown; licenses?: unknown }) : undefined
  })
}

export const REPOSITORY_ROOT = fileURLToPath(new URL('..', import.meta.url))

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = checkRepository(REPOSITORY_ROOT)
  console.log(formatLicenceReport(result))
  process.exit(result.problems.length ? 1 : 0)
}
