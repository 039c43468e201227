import { createStore } from '../store.ts'
import type { SiwxSession } from '../siwxTypes.ts'

/** The active account's sign-in: none, a signature asked for, or signed (with its session). */
export interface SiwxSessionState {
  status: 'none' | 'signing' | 'signed'
  session?: SiwxSession
}

/** The SIWX session store (`ctx.siwx`): what the sign-in view, the close rule and `client.siwx` read. */
export function createSiwxSessionStore() {
  return createStore<SiwxSessionState>({ status: 'none' })
}
export type SiwxSessionStore = ReturnType<typeof createSiwxSessionStore>
