import { isEventAllowed, sessionChains } from '@foyer/walletconnect'
import { caip2 } from './lib/chains.ts'
import { messageOf } from './lib/errorMessage.ts'
import type { WalletContext } from './walletContext.ts'

/** Moves the wallet to one of its chains and announces chainChanged to the sessions that have it. */
export async function switchChain({ config, store, ready }: WalletContext, chainId: number): Promise<void> {
  if (!config.chains.some((c) => c.chainId === chainId)) return
  store.set({ chainId })
  const wc = await ready
  const chain = caip2(chainId)
  await Promise.all(
    wc
      .sessions()
      // Only sessions that have this chain and asked for chainChanged hear about it.
      .filter((session) => sessionChains(session.namespaces).includes(chain) && isEventAllowed(session.namespaces, chain, 'chainChanged'))
      .map((session) =>
        wc.emit({ topic: session.topic, event: { name: 'chainChanged', data: chainId }, chainId: chain }).catch((error: unknown) => {
          store.log(`Could not tell ${session.peer.metadata.name} about the chain change: ${messageOf(error)}`)
        }),
      ),
  )
}
