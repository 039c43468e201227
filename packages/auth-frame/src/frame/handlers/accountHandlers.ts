import { AUTH_ERROR_CODES, type AuthUser } from '../../protocol/authApi.ts'
import { AuthApiError } from '../authApiClient.ts'
import { caipChainId } from '../chainIds.ts'
import { setChain, type FrameContext } from '../frameContext.ts'
import { FrameRequestError } from '../../protocol/frameRequestError.ts'
import { STORAGE_KEYS } from '../frameStorage.ts'
import type { HandlerTable } from './handler.ts'

type AccountEvent = 'GET_USER' | 'IS_CONNECTED' | 'SIGN_OUT' | 'GET_CHAIN_ID' | 'SWITCH_NETWORK' | 'GET_SMART_ACCOUNT_ENABLED_NETWORKS' | 'INIT_SMART_ACCOUNT' | 'SET_PREFERRED_ACCOUNT'

/** Design: smart accounts are not offered yet; everything about them answers this (EIP-1193 4200). */
export const SMART_ACCOUNT_ERROR = { message: 'This application might not support Smart Accounts', code: 4200 } as const

/** The session, the user, the chain and the account type. */
export const accountHandlers: HandlerTable<AccountEvent> = {
  /**
   * The user on the asked chain. An EVM chain becomes the frame's chain; another namespace's (a
   * Solana cluster: the same user's Solana address) is answered without moving it, as the app's
   * EVM requests still go to the EVM chain.
   */
  async GET_USER({ chainId }, ctx) {
    if (chainId !== undefined && !caipChainId(chainId).startsWith('eip155:')) return ctx.api.call('user', { query: { chainId: caipChainId(chainId) } })
    if (chainId !== undefined) setChain(ctx, chainId)
    return fetchUser(ctx)
  },

  async IS_CONNECTED(_payload, ctx) {
    if (!ctx.session.token()) return { isConnected: false }
    try {
      const { isConnected } = await ctx.api.call('session')
      if (!isConnected) ctx.session.clear()
      return { isConnected }
    } catch (error) {
      // The client already forgot the token; an expired session is simply not connected.
      if (error instanceof AuthApiError && error.code === AUTH_ERROR_CODES.SESSION_EXPIRED) return { isConnected: false }
      throw error
    }
  },

  /** Forgets the session even when the server cannot be told: a token nobody holds is as good as revoked. */
  async SIGN_OUT(_payload, ctx) {
    try {
      if (ctx.session.token()) await ctx.api.call('signOut', { body: {} })
    } catch (error) {
      ctx.log.warn('sign out: the server did not revoke the session', error)
    } finally {
      ctx.session.clear()
      delete ctx.state.user
      delete ctx.state.email
      ctx.storage.remove(STORAGE_KEYS.loginEmail)
    }
    return {}
  },

  GET_CHAIN_ID: async (_payload, ctx) => ({ chainId: ctx.state.chainId }),

  SWITCH_NETWORK: async ({ chainId }, ctx) => ({ chainId: setChain(ctx, chainId) }),

  GET_SMART_ACCOUNT_ENABLED_NETWORKS: async () => ({ smartAccountEnabledNetworks: [] }),

  INIT_SMART_ACCOUNT: async () => {
    throw new FrameRequestError(SMART_ACCOUNT_ERROR.message, SMART_ACCOUNT_ERROR.code)
  },

  async SET_PREFERRED_ACCOUNT({ type }, ctx) {
    if (type !== 'eoa') throw new FrameRequestError(SMART_ACCOUNT_ERROR.message, SMART_ACCOUNT_ERROR.code)
    const user = ctx.state.user ?? (await fetchUser(ctx))
    return { type: 'eoa', address: user.address }
  },
}

/** GET /user on the frame's chain; remembered for the approval screen. */
export async function fetchUser(ctx: FrameContext): Promise<AuthUser> {
  const user = await ctx.api.call('user', { query: { chainId: caipChainId(ctx.state.chainId) } })
  ctx.state.user = user
  return user
}
