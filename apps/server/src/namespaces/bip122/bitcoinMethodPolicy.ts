/**
 * The public RPC proxy (POST /v1/, JSON-RPC) forwards no method to a Bitcoin network: its servers
 * speak Esplora's REST, not JSON-RPC, and the modal reads them through the server's own routes.
 * An explicit empty list, so every method is refused as unknown.
 */
const FORWARDED: ReadonlySet<string> = new Set()

export function isForwardedBitcoinMethod(method: string): boolean {
  return FORWARDED.has(method)
}
