/** What one publisher (a client key, or an address key) holds in the memory mailbox. */
export interface Holding {
  bytes: number
  /** Its held messages' `topic\nhash`, to find its expired ones without scanning every topic. */
  keys: Set<string>
  /** The soonest expiry among them (until then none needs dropping), and when they were last scanned. */
  earliestExpiry: number
  scannedAt: number
}

/**
 * The memory mailbox's bytes per publisher: by client key and by IP address key, each message
 * counted under both. A holding left empty is dropped, so the maps grow only with live messages.
 */
export function createPublisherHoldings() {
  const byClient = new Map<string, Holding>()
  const byAddress = new Map<string, Holding>()

  function add(holdings: Map<string, Holding>, owner: string, key: string, bytes: number, expiresAt: number): void {
    let holding = holdings.get(owner)
    if (!holding) holdings.set(owner, (holding = { bytes: 0, keys: new Set(), earliestExpiry: expiresAt, scannedAt: 0 }))
    holding.bytes += bytes
    holding.keys.add(key)
    holding.earliestExpiry = Math.min(holding.earliestExpiry, expiresAt)
  }

  function remove(holdings: Map<string, Holding>, owner: string, key: string, bytes: number): void {
    const holding = holdings.get(owner)
    if (!holding?.keys.delete(key)) return
    holding.bytes -= bytes
    if (holding.keys.size === 0) holdings.delete(owner)
  }

  return {
    client: (clientId: string): Holding | undefined => byClient.get(clientId),
    address: (address: string): Holding | undefined => byAddress.get(address),
    add(clientId: string, address: string, key: string, bytes: number, expiresAt: number): void {
      add(byClient, clientId, key, bytes, expiresAt)
      add(byAddress, address, key, bytes, expiresAt)
    },
    remove(clientId: string, address: string, key: string, bytes: number): void {
      remove(byClient, clientId, key, bytes)
      remove(byAddress, address, key, bytes)
    },
    clear(): void {
      byClient.clear()
      byAddress.clear()
    },
  }
}
