/**
 * A receiver given by name (spec §2 Send: "receiver as an address or an ENS / `.id` name resolved
 * with its avatar"; spec §3 Send state: receiver profile image and name). Names serve eip155 (spec
 * §9), and are looked up through the server's identity route, which reads ENS (its `.id` zone
 * included once served). The send goes to the address the name points to when looked up, which the
 * review shows in full beside the name.
 */
import type { FoyerContext } from '../context.ts'
import { FEATURE_NAMESPACES } from '../constants.ts'
import type { ChainNamespace } from '../types.ts'
import { isEvmAddress } from '../validation.ts'

export interface NamedReceiver {
  name: string
  address: `0x${string}`
  avatar?: string
}

/** Whether what the visitor typed is a name to look up (`alice.eth`, `alice.foyer.id`) on this namespace rather than an address. */
export function isReceiverName(namespace: ChainNamespace, text: string): boolean {
  const name = text.trim()
  if (!(FEATURE_NAMESPACES.names as readonly string[]).includes(namespace) || isEvmAddress(name)) return false
  return name.length <= 255 && /^[^\s./]+(\.[^\s./]+)+$/.test(name)
}

/**
 * The address `name` points to and its avatar; null when it points nowhere. Rejects when the server
 * cannot say (the form says names cannot be looked up now, and an address still works).
 */
export async function resolveReceiverName(ctx: FoyerContext, name: string): Promise<NamedReceiver | null> {
  const typed = name.trim()
  const { address, avatar } = await ctx.api.blockchain.resolveName(typed)
  if (!address || !isEvmAddress(address)) return null
  return { name: typed, address: address as `0x${string}`, ...(avatar && { avatar }) }
}
