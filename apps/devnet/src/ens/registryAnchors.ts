import { labelhash, namehash, type Address, type Hex } from 'viem'

/** One registry transaction: a name's node handed to its owner, or a node's resolver set. */
export type RegistryCall = { functionName: 'setSubnodeOwner'; args: [parent: Hex, label: Hex, owner: Address] } | { functionName: 'setResolver'; args: [node: Hex, resolver: Address] }

/**
 * The registry calls that give `owner` each of `names` and every name above them (the root's
 * owner sends them), then set each of `names`' resolver to `resolver`: in the order they must run.
 */
export function registryAnchorCalls(names: readonly string[], owner: Address, resolver: Address): RegistryCall[] {
  const owned = new Set<string>()
  const calls: RegistryCall[] = []
  for (const name of names) {
    const labels = name.split('.')
    for (let index = labels.length - 1; index >= 0; index--) {
      const subname = labels.slice(index).join('.')
      if (owned.has(subname)) continue
      owned.add(subname)
      calls.push({ functionName: 'setSubnodeOwner', args: [namehash(labels.slice(index + 1).join('.')), labelhash(labels[index]!), owner] })
    }
  }
  for (const name of names) calls.push({ functionName: 'setResolver', args: [namehash(name), resolver] })
  return calls
}

/** Where the offchain resolver answers: the zone's names, and every address's reverse name (`addr.reverse`, ENSIP-19's `<coin type>.reverse`). */
export function resolvedNames(zone: string): string[] {
  return [zone, 'reverse', 'addr.reverse']
}
