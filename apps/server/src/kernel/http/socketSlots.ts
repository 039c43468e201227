export interface SocketSlots {
  /** Takes one of the address's slots; false when it holds them all already. */
  reserve(clientIp: string): boolean
  release(clientIp: string): void
}

/**
 * Sockets open at once per IP address (an IPv6 /64). A slot is taken before the upgrade is checked
 * and given back when its connection closes, so upgrades being checked count too: a burst of them
 * cannot all pass a check that only counted open sockets.
 */
export function createSocketSlots(perIp: number): SocketSlots {
  const held = new Map<string, number>()
  return {
    reserve(clientIp) {
      const count = held.get(clientIp) ?? 0
      if (count >= perIp) return false
      held.set(clientIp, count + 1)
      return true
    },
    release(clientIp) {
      const count = held.get(clientIp) ?? 0
      if (count <= 1) held.delete(clientIp)
      else held.set(clientIp, count - 1)
    },
  }
}
