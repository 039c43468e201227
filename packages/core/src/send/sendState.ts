/**
 * The send under way (spec §3 Send state: token, amount, receiver), kept while the visitor goes
 * from the form to the preview and back. It starts over when the account or network changes or the
 * wallet disconnects (spec §4: disconnect resets the sending state), and after a send.
 */
import type { FoyerContext } from '../context.ts'
import type { Store } from '../store.ts'
import { activeAccount, featureDraft } from '../stores/featureDraft.ts'
import type { SendSpeed } from '../namespaceRequests.ts'
import type { NamedReceiver } from './receiverName.ts'

export interface SendState {
  /** The token's CAIP-10 address; undefined for the network's native currency. */
  token?: string
  amount: string
  /** What the visitor typed: an address, or a name (eip155). */
  receiver: string
  /** The name `receiver` is, as looked up: its address and avatar (spec §3 receiver profile name and image). */
  receiverName?: NamedReceiver
  /** The speed chosen on the review, where the namespace offers speeds (bip122's fee rates); absent: normal. */
  speed?: SendSpeed
}

/** The address the send goes to: the looked-up name's when `receiver` is that name, else what was typed. */
export function sendReceiverAddress(state: SendState): string {
  const typed = state.receiver.trim()
  return state.receiverName && state.receiverName.name === typed ? state.receiverName.address : typed
}

export const EMPTY_SEND: SendState = { amount: '', receiver: '' }

export function sendStateOf(ctx: FoyerContext): Store<SendState> {
  return featureDraft(ctx, 'send', EMPTY_SEND, activeAccount)
}
