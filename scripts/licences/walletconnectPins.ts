/**
 * The WalletConnect licence boundary (docs/design/walletconnect-v2.md §7): 2.21.8 is the last
 * Apache-2.0 release of the Sign SDK, so no `@walletconnect/*` newer than it and nothing under
 * `@reown/*` may enter the tree, not even as a test dependency. Only the exact set sign-client
 * 2.21.8 installs is allowed; anything else (a new sibling, a drifted 1.x utility) needs a look
 * at its licence first and an entry here.
 */

/** The last open release of the 2.x Sign SDK line. */
export const LAST_OPEN_RELEASE = '2.21.8'

/** Every `@walletconnect/*` package sign-client 2.21.8 installs, at its version (§7's table). */
export const ALLOWED_WALLETCONNECT_VERSIONS: Readonly<Record<string, string>> = {
  '@walletconnect/sign-client': '2.21.8',
  '@walletconnect/core': '2.21.8',
  '@walletconnect/utils': '2.21.8',
  '@walletconnect/types': '2.21.8',
  '@walletconnect/relay-auth': '1.1.0',
  '@walletconnect/relay-api': '1.0.11',
  '@walletconnect/jsonrpc-provider': '1.0.14',
  '@walletconnect/jsonrpc-types': '1.0.4',
  '@walletconnect/jsonrpc-utils': '1.0.8',
  '@walletconnect/jsonrpc-ws-connection': '1.0.16',
  '@walletconnect/keyvaluestorage': '1.1.1',
  '@walletconnect/logger': '2.1.2',
  '@walletconnect/heartbeat': '1.2.2',
  '@walletconnect/events': '1.0.1',
  '@walletconnect/time': '1.0.2',
  '@walletconnect/safe-json': '1.0.2',
  '@walletconnect/environment': '1.0.1',
  '@walletconnect/window-getters': '1.0.1',
  '@walletconnect/window-metadata': '1.0.1',
}

/** Why `name@version` may not be in the tree, or undefined when it may (or is not WalletConnect's). */
export function walletConnectRefusal(name: string, version: string): string | undefined {
  if (name.startsWith('@reown/')) return 'no @reown/* package is allowed (not under an open licence)'
  if (!name.startsWith('@walletconnect/')) return undefined
  const allowed = ALLOWED_WALLETCONNECT_VERSIONS[name]
  if (allowed === version) return undefined
  if (compareVersions(version, LAST_OPEN_RELEASE) > 0) {
    return `newer than ${LAST_OPEN_RELEASE}, the last Apache-2.0 release`
  }
  return allowed === undefined
    ? 'not one of the @walletconnect packages sign-client 2.21.8 installs (design note §7)'
    : `expected ${allowed} (design note §7; pinned by the root package.json's overrides)`
}

/**
 * Orders two semver versions (major.minor.patch, a pre-release sorts before its release,
 * build metadata ignored): negative, zero or positive. A version that is not semver sorts above
 * everything, so it is refused rather than waved through.
 */
export function compareVersions(a: string, b: string): number {
  const left = parseVersion(a)
  const right = parseVersion(b)
  if (!left || !right) return left ? -1 : right ? 1 : 0
  for (let i = 0; i < 3; i++) {
    const difference = left.core[i]! - right.core[i]!
    if (difference !== 0) return Math.sign(difference)
  }
  return comparePreRelease(left.preRelease, right.preRelease)
}

function parseVersion(version: string): { core: number[]; preRelease: string[] } | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(version.trim())
  if (!match) return undefined
  return { core: [Number(match[1]), Number(match[2]), Number(match[3])], preRelease: match[4]?.split('.') ?? [] }
}

function comparePreRelease(a: string[], b: string[]): number {
  // A release (no pre-release part) sorts after any of its pre-releases.
  if (a.length === 0 && b.length === 0) return 0
  if (a.length === 0) return 1
  if (b.length === 0) return -1
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i]
    const y = b[i]
    if (x === undefined) return -1
    if (y === undefined) return 1
    const xNumeric = /^\d+$/.test(x)
    const yNumeric = /^\d+$/.test(y)
    if (xNumeric && yNumeric && Number(x) !== Number(y)) return Math.sign(Number(x) - Number(y))
    if (xNumeric !== yNumeric) return xNumeric ? -1 : 1
    if (x !== y) return x < y ? -1 : 1
  }
  return 0
}
