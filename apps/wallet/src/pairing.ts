import type { SessionProposal } from '@foyer/walletconnect'
import { extractPairingUri, pairingErrorMessage } from './lib/pairingUri.ts'
import type { WalletContext } from './walletContext.ts'

/** How long after pairing the wallet waits for the proposal before saying it did not come. */
const PROPOSAL_WAIT_MS = 15_000

export interface Pairing {
  /** Pairs with the `wc:` URI in `input`; false when it could not (the reason is in `pairError`). */
  pair(input: string): Promise<boolean>
  /** Puts a proposal on a card and stops waiting for one. */
  receiveProposal(proposal: SessionProposal): void
}

export function createPairing({ store, ready }: WalletContext): Pairing {
  // One timer for the page: a new pairing or an arriving proposal ends the previous wait.
  let proposalTimer: ReturnType<typeof setTimeout> | undefined

  return {
    async pair(input) {
      const uri = extractPairingUri(input)
      clearTimeout(proposalTimer)
      store.set({ pairing: true, pairError: undefined, awaitingProposal: false })
      try {
        const wc = await ready
        if (!uri) throw new Error('Paste a pairing URI first: it starts with wc:.')
        await wc.pair({ uri })
        store.set({ pairing: false, awaitingProposal: store.get().proposals.length === 0 })
        proposalTimer = setTimeout(() => {
          if (store.get().awaitingProposal) {
            store.set({
              awaitingProposal: false,
              pairError: 'Paired, but no proposal came from the dapp. It may have given up on this URI: ask it for a fresh one.',
            })
          }
        }, PROPOSAL_WAIT_MS)
        return true
      } catch (error) {
        store.set({ pairing: false, pairError: pairingErrorMessage(error) })
        return false
      }
    },

    receiveProposal(proposal) {
      clearTimeout(proposalTimer)
      store.set({
        awaitingProposal: false,
        proposals: [...store.get().proposals.filter((p) => p.id !== proposal.id), proposal],
      })
    },
  }
}
