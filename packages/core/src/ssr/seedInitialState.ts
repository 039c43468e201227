import { parseCaipAddress } from '../caip.ts'
import type { ChainsStore } from '../stores/chains.ts'
import type { CaipAddress, ChainNamespace, Network } from '../types.ts'
import type { InitialState } from './stateCookie.ts'

/**
 * Draws a returning visitor's accounts (from the state cookie) into a chains store before the
 * first render, so the server's markup and the hydrating render agree. Each account is on its
 * network, 'connecting' and `restoring`: no session exists until start()'s reconnect confirms it
 * or clears it. An account the host can no longer show (a network it stopped listing, a malformed
 * id) is left out, and that namespace renders as it would without a cookie.
 */
export function seedInitialState(chains: ChainsStore, networks: readonly Network[], state: InitialState): void {
  for (const [namespace, caipAddress] of Object.entries(state.accounts) as [ChainNamespace, CaipAddress | undefined][]) {
    const account = caipAddress && parsedAccount(caipAddress)
    const network = account && account.namespace === namespace && networks.find((candidate) => candidate.caipNetworkId === `${namespace}:${account.chainId}`)
    if (!account || !network || !chains.chain(namespace)) continue
    chains.patchNetwork(namespace, { caipNetwork: network })
    chains.patchAccount(namespace, { status: 'connecting', restoring: true, address: account.address, caipAddress })
  }
  if (chains.chain(state.activeNamespace)) chains.setActiveNamespace(state.activeNamespace)
}

function parsedAccount(caipAddress: CaipAddress) {
  try {
    return parseCaipAddress(caipAddress)
  } catch {
    return undefined
  }
}
