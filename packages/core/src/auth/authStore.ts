import type { SocialProvider } from '../options.ts'
import { createStore, patchStore } from '../store.ts'

/** A signing request of the embedded wallet waiting for the visitor in ApproveTransaction. */
export interface ApprovalState {
  pending: boolean
  method?: string
}

/** A social login under way: the popup (or the redirect back) and what came of it. */
export interface SocialAttempt {
  provider: SocialProvider
  status: 'waiting' | 'connecting' | 'failed'
  message?: string
}

export interface AuthState {
  approval: ApprovalState
  social?: SocialAttempt
}

/** The embedded wallet's screen state that outlives one view: the pending approval and the social attempt. */
export function createAuthStore() {
  const store = createStore<AuthState>({ approval: { pending: false } })
  return {
    ...store,
    setApproval: (approval: ApprovalState) => patchStore(store, { approval }),
    setSocial: (social: SocialAttempt | undefined) => patchStore(store, { social }),
  }
}
export type AuthStore = ReturnType<typeof createAuthStore>
