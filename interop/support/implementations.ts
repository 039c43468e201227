/**
 * The two implementations under test and the four ways they pair: Foyer's client and
 * sign-client 2.21.8, each as dapp and as wallet.
 */
import type { DappPeer, Implementation, WalletPeer } from './peers.ts'
import { createSignClientDapp, createSignClientWallet } from './signClientPeers.ts'

const FACTORIES: Record<Implementation, { dapp(relayUrl: string): Promise<DappPeer>; wallet(relayUrl: string): Promise<WalletPeer> }> = {
  Foyer: {
    dapp: async (relayUrl) => (await import('./foyerPeers.ts')).createFoyerDapp(relayUrl),
    wallet: async (relayUrl) => (await import('./foyerPeers.ts')).createFoyerWallet(relayUrl),
  },
  'sign-client 2.21.8': { dapp: createSignClientDapp, wallet: createSignClientWallet },
}

/** [dapp, wallet]: Foyer ↔ Foyer, Foyer ↔ 2.21.8, 2.21.8 ↔ Foyer, 2.21.8 ↔ 2.21.8 (the relay alone). */
export const PAIRINGS: [Implementation, Implementation][] = [
  ['Foyer', 'Foyer'],
  ['Foyer', 'sign-client 2.21.8'],
  ['sign-client 2.21.8', 'Foyer'],
  ['sign-client 2.21.8', 'sign-client 2.21.8'],
]

/** A dapp on `dappRelayUrl` and a wallet on `walletRelayUrl`; if the second fails, the first is closed. */
export async function createPeers(
  dappImplementation: Implementation,
  walletImplementation: Implementation,
  dappRelayUrl: string,
  walletRelayUrl: string,
): Promise<{ dapp: DappPeer; wallet: WalletPeer }> {
  const dapp = await FACTORIES[dappImplementation].dapp(dappRelayUrl)
  try {
    return { dapp, wallet: await FACTORIES[walletImplementation].wallet(walletRelayUrl) }
  } catch (error) {
    await dapp.close()
    throw error
  }
}
