import { AUTH_ERROR_CODES, type AuthUser } from '../../protocol/authApi.ts'
import { AuthApiError } from '../authApiClient.ts'
import { caipChainId } from '../chainIds.ts'
import { setChain, type FrameContext } from '../frameContext.ts'
import { FrameRequestError } from '../../protocol/frameRequestError.ts'
import { STORAGE_KEYS } from '../frameStorage.ts'
import type { HandlerTable } from './handler.ts'

type AccountEvent = 'GET_USER' | 'IS_CONNECTED' | 'SIGN_OUT' | 'GET_CHAIN_ID' | 'SWITCH_NETWORK' | 'GET_SMART_ACCOUNT_ENABLED_NETWORKS' | 'INIT_SMART_ACCOUNT' | 'SET_PREFERRED_ACCOUNT'

/** A smart-account request where the server holds none (the chain has no bundler), or a method the wallet does not offer (EIP-1193 4200). */
export const SMART_ACCOUNT_ERROR = { message: 'This application might not support Smart Accounts', code: 4200 } as const

/** The session, the user, the chain and the account type. */
export const accountHandlers: HandlerTable<AccountEvent> = {
  /**
   * The user on the asked chain. An EVM chain becomes the frame's chain; another namespace's (a
   * Solana cluster: the same user's Solana address) is answered without moving it, as the app's
   * EVM requests still go to the EVM chain.
   */
  async GET_USER({ chainId, preferredAccountType }, ctx) {
    if (preferredAccountType !== undefined) ctx.state.accountType = preferredAccountType
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

  /** The EVM chains (by number) where the server holds a smart account for the user. */
  async GET_SMART_ACCOUNT_ENABLED_NETWORKS(_payload, ctx) {
    const { chains } = await ctx.api.call('smartAccountChains')
    return { smartAccountEnabledNetworks: chains.filter((chain) => chain.startsWith('eip155:')).map((chain) => Number(chain.slice('eip155:'.length))) }
  },

  /** The smart account on the frame's chain: its address, and whether its first operation deployed it yet. */
  async INIT_SMART_ACCOUNT(_payload, ctx) {
    const user = await ctx.api.call('user', { query: { chainId: caipChainId(ctx.state.chainId), accountType: 'smartAccount' } })
    const smart = user.accounts?.find((account) => account.type === 'smartAccount')
    if (!smart) throw new FrameRequestError(SMART_ACCOUNT_ERROR.message, SMART_ACCOUNT_ERROR.code)
    return { address: smart.address, isDeployed: user.smartAccountDeployed ?? false }
  },

  /**
   * The visitor's choice between the key's own account and the smart account: requests are made
   * from it from now on. Refused (4200) where the frame's chain holds no smart account.
   */
  async SET_PREFERRED_ACCOUNT({ type }, ctx) {
    const user = await ctx.api.call('user', { query: { chainId: caipChainId(ctx.state.chainId), accountType: type } })
    if (user.preferredAccountType !== undefined && user.preferredAccountType !== type) throw new FrameRequestError(SMART_ACCOUNT_ERROR.message, SMART_ACCOUNT_ERROR.code)
    ctx.state.accountType = type
    ctx.state.user = user
    return { type, address: user.address }
  },
}

/** GET /user on the frame's chain, as the account the app shows; remembered for the approval screen. */
export async function fetchUser(ctx: FrameContext): Promise<AuthUser> {
  const user = await ctx.api.call('user', { query: { chainId: caipChainId(ctx.state.chainId), ...(ctx.state.accountType && { accountType: ctx.state.accountType }) } })
  ctx.state.user = user
  return user
}
