/**
 * The licence check (scripts/checkLicences.ts) runs here so CI's single vitest run enforces it:
 * its rules on synthetic lockfiles, then the repository's own package-lock.json.
 */
import { describe, expect, it } from 'vitest'
import { checkLockfile, checkRepository, formatLicenceReport, licenceExpression, REPOSITORY_ROOT, type Lockfile, type LockfileEntry } from '../../scripts/checkLicences.ts'
import { isOsiApproved } from '../../scripts/licences/osiLicences.ts'
import { judgeLicence } from '../../scripts/licences/spdx.ts'
import { compareVersions, walletConnectRefusal } from '../../scripts/licences/walletconnectPins.ts'

const judge = (expression: string) => judgeLicence(expression, isOsiApproved)

/** A lockfile with the root, one workspace (and its link) and the given installed packages. */
function lockfileWith(packages: Record<string, LockfileEntry>): Lockfile {
  return {
    lockfileVersion: 3,
    packages: {
      '': { name: 'foyer', license: 'MIT' },
      'packages/core': { name: '@foyer/core', version: '0.1.0' },
      'node_modules/@foyer/core': { link: true },
      ...packages,
    },
  }
}

describe('SPDX expressions', () => {
  it('an OSI licence id is approved, in any letter case', () => {
    expect(judge('MIT')).toEqual({ approved: true })
    expect(judge('apache-2.0')).toEqual({ approved: true })
    expect(judge('BlueOak-1.0.0')).toEqual({ approved: true })
    expect(judge('GPL-3.0-only')).toEqual({ approved: true })
  })

  it('an OR needs one approved side', () => {
    expect(judge('(MIT OR Apache-2.0)')).toEqual({ approved: true })
    expect(judge('WTFPL OR MIT')).toEqual({ approved: true })
    expect(judge('MIT or CC0-1.0')).toEqual({ approved: true })
    expect(judge('WTFPL OR CC0-1.0')).toEqual({ approved: false, reason: 'not OSI-approved: WTFPL, CC0-1.0' })
  })

  it('an AND needs every side approved', () => {
    expect(judge('(MIT AND Zlib)')).toEqual({ approved: true })
    expect(judge('MIT AND CC-BY-4.0')).toEqual({ approved: false, reason: 'not OSI-approved: CC-BY-4.0' })
  })

  it('AND binds tighter than OR, and parentheses group', () => {
    // MIT OR (WTFPL AND CC0-1.0): approved through MIT.
    expect(judge('MIT OR WTFPL AND CC0-1.0')).toEqual({ approved: true })
    // (MIT OR WTFPL) AND CC0-1.0: refused because of CC0-1.0.
    expect(judge('(MIT OR WTFPL) AND CC0-1.0')).toEqual({ approved: false, reason: 'not OSI-approved: CC0-1.0' })
  })

  it('WITH an exception and "+" (or later) keep the licence they extend', () => {
    expect(judge('GPL-2.0-only WITH Classpath-exception-2.0')).toEqual({ approved: true })
    expect(judge('LGPL-2.1+')).toEqual({ approved: true })
  })

  it('"SEE LICENSE IN …", UNLICENSED, an empty string and broken expressions are refused', () => {
    expect(judge('SEE LICENSE IN LICENSE.md')).toMatchObject({ approved: false, reason: expect.stringContaining('custom licence in a file') })
    expect(judge('UNLICENSED')).toMatchObject({ approved: false, reason: expect.stringContaining('UNLICENSED') })
    expect(judge('')).toMatchObject({ approved: false })
    expect(judge('(MIT OR')).toMatchObject({ approved: false, reason: expect.stringContaining('not an SPDX expression') })
    expect(judge('MIT Apache-2.0')).toMatchObject({ approved: false, reason: expect.stringContaining('not an SPDX expression') })
  })

  it('the deprecated `licenses` array and `{type}` object are read, the array as AND', () => {
    expect(licenceExpression({ licenses: [{ type: 'MIT', url: 'x' }] })).toBe('MIT')
    expect(licenceExpression({ licenses: [{ type: 'MIT' }, { type: 'WTFPL' }] })).toBe('(MIT) AND (WTFPL)')
    expect(licenceExpression({ license: { type: 'ISC' } })).toBe('ISC')
    expect(licenceExpression({})).toBeUndefined()
  })
})

describe('versions', () => {
  it('compare by major, minor, patch as numbers, a pre-release before its release', () => {
    expect(compareVersions('2.21.9', '2.21.8')).toBe(1)
    expect(compareVersions('2.22.0', '2.21.8')).toBe(1)
    expect(compareVersions('2.21.10', '2.21.8')).toBe(1)
    expect(compareVersions('3.0.0', '2.21.8')).toBe(1)
    expect(compareVersions('2.21.8', '2.21.8')).toBe(0)
    expect(compareVersions('2.21.7', '2.21.8')).toBe(-1)
    expect(compareVersions('2.9.99', '2.21.8')).toBe(-1)
    expect(compareVersions('2.21.8-canary.1', '2.21.8')).toBe(-1)
    expect(compareVersions('2.21.9-canary.1', '2.21.8')).toBe(1)
    expect(compareVersions('1.0.0-alpha.2', '1.0.0-alpha.10')).toBe(-1)
  })

  it('a version that is not semver sorts above 2.21.8, so it is refused', () => {
    expect(compareVersions('latest', '2.21.8')).toBe(1)
    expect(walletConnectRefusal('@walletconnect/core', 'next')).toContain('newer than 2.21.8')
  })
})

describe('the WalletConnect boundary', () => {
  it('allows exactly the packages and versions sign-client 2.21.8 installs', () => {
    expect(walletConnectRefusal('@walletconnect/sign-client', '2.21.8')).toBeUndefined()
    expect(walletConnectRefusal('@walletconnect/safe-json', '1.0.2')).toBeUndefined()
    expect(walletConnectRefusal('@walletconnect/logger', '2.1.2')).toBeUndefined()
    expect(walletConnectRefusal('viem', '9.9.9')).toBeUndefined()
  })

  it('refuses any 2.x newer than 2.21.8, any @reown/*, an unknown sibling and a drifted utility', () => {
    expect(walletConnectRefusal('@walletconnect/core', '2.21.9')).toContain('newer than 2.21.8')
    expect(walletConnectRefusal('@walletconnect/sign-client', '2.22.0')).toContain('newer than 2.21.8')
    expect(walletConnectRefusal('@reown/appkit', '1.0.0')).toContain('@reown')
    expect(walletConnectRefusal('@walletconnect/modal', '2.6.2')).toContain('not one of')
    expect(walletConnectRefusal('@walletconnect/safe-json', '1.0.3')).toContain('expected 1.0.2')
    expect(walletConnectRefusal('@walletconnect/sign-client', '2.21.7')).toContain('expected 2.21.8')
  })

  it('a lockfile with a 2.21.9 package is refused even as a dev dependency, naming it', () => {
    const result = checkLockfile(
      lockfileWith({
        'node_modules/@walletconnect/sign-client': { version: '2.21.8', license: 'Apache-2.0', dev: true },
        'node_modules/@walletconnect/sign-client/node_modules/@walletconnect/core': { version: '2.21.9', license: 'Apache-2.0', dev: true },
      }),
    )
    expect(result.problems).toEqual([
      {
        path: 'node_modules/@walletconnect/sign-client/node_modules/@walletconnect/core',
        name: '@walletconnect/core',
        version: '2.21.9',
        rule: 'walletconnect',
        detail: 'newer than 2.21.8, the last Apache-2.0 release',
      },
    ])
    expect(formatLicenceReport(result)).toContain('✗ @walletconnect/core@2.21.9')
  })

  it('an npm alias of a newer @walletconnect package is caught by its real name', () => {
    const result = checkLockfile(lockfileWith({ 'node_modules/wc': { name: '@walletconnect/core', version: '2.23.0', license: 'Apache-2.0', dev: true } }))
    expect(result.problems.map((problem) => `${problem.name}@${problem.version}`)).toEqual(['@walletconnect/core@2.23.0'])
  })

  it('a @reown package anywhere is refused', () => {
    const result = checkLockfile(lockfileWith({ 'node_modules/@reown/walletkit': { version: '1.2.0', license: 'Apache-2.0', dev: true } }))
    expect(result.problems).toMatchObject([{ name: '@reown/walletkit', rule: 'walletconnect' }])
  })
})

describe('production licences in a lockfile', () => {
  it('refuses a production package licensed "SEE LICENSE IN LICENSE.md" or UNLICENSED, naming package, version and licence', () => {
    const result = checkLockfile(
      lockfileWith({
        'node_modules/ok': { version: '1.0.0', license: 'MIT' },
        'node_modules/custom': { version: '2.3.4', license: 'SEE LICENSE IN LICENSE.md' },
        'node_modules/ok/node_modules/private': { version: '0.0.1', license: 'UNLICENSED' },
      }),
    )
    expect(result.problems.map(({ name, version, rule }) => `${rule} ${name}@${version}`)).toEqual(['licence custom@2.3.4', 'licence private@0.0.1'])
    const report = formatLicenceReport(result)
    expect(report).toMatch(/^Licence check FAILED: 2 problem/)
    expect(report).toContain('custom@2.3.4 (node_modules/custom) — licence: licence "SEE LICENSE IN LICENSE.md"')
    expect(report).toContain('private@0.0.1 (node_modules/ok/node_modules/private) — licence: licence "UNLICENSED"')
  })

  it('does not judge the licences of dev packages, nor our own workspaces', () => {
    const result = checkLockfile(lockfileWith({ 'node_modules/tool': { version: '1.0.0', license: 'UNLICENSED', dev: true } }))
    expect(result).toEqual({ productionPackages: 0, allPackages: 1, problems: [] })
  })

  it('judges a devOptional package as production (it is installed as an optional dependency)', () => {
    const result = checkLockfile(lockfileWith({ 'node_modules/opt': { version: '1.0.0', license: 'UNLICENSED', devOptional: true } }))
    expect(result.problems).toMatchObject([{ name: 'opt', rule: 'licence' }])
  })

  it('reads a licence the lockfile lacks from the package.json, and refuses a package with none anywhere', () => {
    const lockfile = lockfileWith({
      'node_modules/old': { version: '0.3.1' },
      'node_modules/bare': { version: '1.0.0' },
    })
    const manifests: Record<string, { licenses: unknown }> = { 'node_modules/old': { licenses: [{ type: 'MIT' }] } }
    const result = checkLockfile(lockfile, (path) => manifests[path])
    expect(result.problems).toEqual([{ path: 'node_modules/bare', name: 'bare', version: '1.0.0', rule: 'licence', detail: 'no licence in the lockfile nor in its package.json' }])
  })
})

describe("the repository's package-lock.json", () => {
  it('passes: every production licence is OSI-approved and no @walletconnect/@reown package crosses the boundary', () => {
    const result = checkRepository(REPOSITORY_ROOT)
    console.log(formatLicenceReport(result))
    expect(result.productionPackages).toBeGreaterThan(0)
    expect(result.problems, formatLicenceReport(result)).toEqual([])
  })
})
