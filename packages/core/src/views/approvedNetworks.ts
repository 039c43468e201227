import type { ChainsState } from '../stores/chains.ts'
import type { Network } from '../types.ts'

/**
 * Whether a network can be switched to with the wallet connected on its namespace: yes unless the
 * wallet approved some networks only (a WalletConnect session) and not this one. A namespace with
 * no wallet takes any of its networks.
 */
export function networkApproved(state: Pick<ChainsState, 'chains'>, network: Network): boolean {
  const chain = state.chains[network.chainNamespace]
  if (!chain?.accountState.address) return true
  const { supportsAllNetworks, approvedCaipNetworkIds } = chain.networkState
  return supportsAllNetworks || approvedCaipNetworkIds.includes(network.caipNetworkId)
}
