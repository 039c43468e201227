/**
 * A receiver given by name (spec §2 Send: "receiver as an address or an ENS / `.id` name resolved
 * with its avatar"; spec §3 Send state: receiver profile image and name). Names serve the
 * namespaces whose module lists the `names` service (spec §9: eip155), and are looked up through
 * the server's identity route, which reads ENS (its `.id` zone included once served). The send goes
 * to the address the name points to when looked up, which the review shows in full beside the name.
 */
import type { FoyerContext } from '../context.ts'
import type { NamespaceModule } from '../namespaceModule.ts'
import { requireServer } from '../serverRequired.ts'

export interface NamedReceiver {
  name: string
  address: string
  avatar?: string
}

/** Whether what the visitor typed is a name to look up (`alice.eth`, `alice.foyer.id`) on the namespace rather than an address. */
export function isReceiverName(namespace: Pick<NamespaceModule, 'services' | 'address'> | undefined, text: string): boolean {
  const name = text.trim()
  if (!namespace?.services.includes('names') || namespace.address.isValid(name)) return false
  return name.length <= 255 && /^[^\s./]+(\.[^\s./]+)+$/.test(name)
}

/**
 * The address `name` points to on the namespace and its avatar; null when it points nowhere (or
 * to no address of the namespace). Rejects when the server cannot say (the form says names cannot
 * be looked up now, and an address still works).
 */
export async function resolveReceiverName(ctx: FoyerContext, namespace: Pick<NamespaceModule, 'address'>, name: string): Promise<NamedReceiver | null> {
  const typed = name.trim()
  const { address, avatar } = await requireServer(ctx, 'Names').blockchain.resolveName(typed)
  if (!address || !namespace.address.isValid(address)) return null
  return { name: typed, address, ...(avatar && { avatar }) }
}
