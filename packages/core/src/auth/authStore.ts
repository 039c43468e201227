import type { SocialProvider } from '../options.ts'
import { createStore, patchStore } from '../store.ts'
import type { LoginMethods } from '../api/loginMethodsApi.ts'

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

/** What the Connect view knows of the server's logins: nothing yet, the answer, or that it could not ask. */
export type LoginMethodsState = { status: 'unknown' } | { status: 'known'; methods: LoginMethods } | { status: 'unavailable' }

export interface AuthState {
  approval: ApprovalState
  /** The height the frame's approval screen last said it needs (CSS pixels), if it said. */
  approvalHeight?: number
  social?: SocialAttempt
  /** The logins the server serves (GET /v1/login-methods): the Connect view offers only those. */
  loginMethods: LoginMethodsState
}

/** The embedded wallet's screen state that outlives one view: the pending approval, the social attempt, the server's logins. */
export function createAuthStore() {
  const store = createStore<AuthState>({ approval: { pending: false }, loginMethods: { status: 'unknown' } })
  return {
    ...store,
    setApproval: (approval: ApprovalState) => patchStore(store, { approval }),
    setApprovalHeight: (approvalHeight: number) => patchStore(store, { approvalHeight }),
    setSocial: (social: SocialAttempt | undefined) => patchStore(store, { social }),
    setLoginMethods: (loginMethods: LoginMethodsState) => patchStore(store, { loginMethods }),
  }
}
export type AuthStore = ReturnType<typeof createAuthStore>
