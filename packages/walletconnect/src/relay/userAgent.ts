/** The version this client announces in `ua`; kept in step with package.json by hand. */
export const FOYER_WALLETCONNECT_VERSION = '0.1.0'

/**
 * The `ua` URL parameter, in the shape 2.21.8 uses (`wc-2/<sdk>/<env>`, design note §3.1):
 * `wc-2/foyer-0.1.0/browser:<host>` in a page, `wc-2/foyer-0.1.0/node-<version>` in Node,
 * `wc-2/foyer-0.1.0/unknown` elsewhere. Relays use it for statistics only.
 */
export function defaultUserAgent(): string {
  return `wc-2/foyer-${FOYER_WALLETCONNECT_VERSION}/${environment()}`
}

function environment(): string {
  const scope = globalThis as { location?: { host?: string }; document?: unknown; process?: { versions?: { node?: string } } }
  if (scope.document !== undefined && typeof scope.location?.host === 'string') return `browser:${scope.location.host}`
  const node = scope.process?.versions?.node
  if (typeof node === 'string') return `node-${node}`
  return 'unknown'
}
