import { useFoyerInstance } from '../context.ts'
import { useStore } from './useStore.ts'

/** The active network and a way to switch it. */
export function useFoyerNetwork() {
  const { client } = useFoyerInstance()
  const networkState = useStore(client.ctx.chains, (state) => (state.activeNamespace ? state.chains[state.activeNamespace]?.networkState : undefined))
  const networks = useStore(client.ctx.chains, (state) => state.networks)
  const caipNetwork = networkState?.caipNetwork
  return {
    caipNetwork,
    caipNetworkId: caipNetwork?.caipNetworkId,
    chainId: caipNetwork?.id,
    isUnsupported: networkState?.unsupported ?? false,
    networks,
    switchNetwork: client.switchNetwork,
  }
}
