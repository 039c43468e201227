import type { FoyerContext } from '../context.ts'
import type { ChainNamespace } from '../types.ts'
import type { BalanceRefreshReason } from './balances.ts'
import { createLog } from '../log.ts'

type BalanceRules = typeof import('./balances.ts')

let loading: Promise<BalanceRules> | undefined
let loaded: BalanceRules | undefined

/**
 * Loads the balance rules' code (`balances.ts`), once. It is not part of the page's first load:
 * connecting starts it, so the first balance asked for does not wait on it.
 */
export function loadBalanceRules(): Promise<BalanceRules> {
  if (!loading) {
    loading = import('./balances.ts').then((rules) => (loaded = rules))
    // Code that could not load is asked for again next time.
    loading.catch(() => (loading = undefined))
  }
  return loading
}

/**
 * Asks for the namespace's balances by the rules of `balances.ts`. Never rejects: if the code
 * cannot load, the balances are marked unavailable, and Retry asks again.
 */
export function refreshBalances(ctx: FoyerContext, namespace: ChainNamespace, reason?: BalanceRefreshReason): Promise<void> {
  if (loaded) return loaded.refreshBalances(ctx, namespace, reason)
  return loadBalanceRules().then(
    (rules) => rules.refreshBalances(ctx, namespace, reason),
    (error: unknown) => {
      createLog(ctx.options).warn('Foyer: the balance code could not be loaded', error)
      if (ctx.chains.chain(namespace)?.accountState.address) ctx.chains.patchAccount(namespace, { balanceUnavailable: 'failed' })
    },
  )
}
