import { BALANCE_RETRY_BLOCK_MS, FEATURE_NAMESPACES } from '../constants.ts'
import type { FoyerContext } from '../context.ts'
import { SNACKBARS } from '../errors.ts'
import { dropLowQualityTokens } from '../format.ts'
import type { ChainNamespace } from '../types.ts'

function loadSupportedChains(ctx: FoyerContext): Promise<Set<string>> {
  if (!ctx.cache.supportedChains) {
    const pending = ctx.api.blockchain.getSupportedChains().then((chains) => new Set(chains.http))
    // A failed answer is not worth keeping: the next refresh asks again.
    pending.catch(() => (ctx.cache.supportedChains = undefined))
    ctx.cache.supportedChains = pending
  }
  return ctx.cache.supportedChains
}

/**
 * Fetches the token balances of the namespace's account. Only for supported, non-testnet chains;
 * a failure shows 'Token Balance Unavailable' and blocks retries for 30 s (spec §5, §9).
 */
export async function refreshBalances(ctx: FoyerContext, namespace: ChainNamespace, now = Date.now()): Promise<void> {
  const chain = ctx.chains.chain(namespace)
  const network = chain?.networkState.caipNetwork
  const address = chain?.accountState.address
  if (!chain || !network || !address || chain.networkState.unsupported || network.testnet) return
  if (!(FEATURE_NAMESPACES.balance as readonly string[]).includes(namespace)) return
  if (ctx.cache.balanceBlockedUntil > now) return

  ctx.chains.patchAccount(namespace, { balanceLoading: true })
  try {
    const supported = await loadSupportedChains(ctx)
    if (!supported.has(network.caipNetworkId)) {
      ctx.chains.patchAccount(namespace, { tokenBalance: [], balance: undefined })
      ctx.snackbar.error(SNACKBARS.TOKEN_BALANCE_UNAVAILABLE)
      return
    }
    const balances = dropLowQualityTokens(await ctx.api.blockchain.getBalances({ address, chainId: network.caipNetworkId }))
    // The wallet may have moved on while we waited; keep only answers for the current account.
    const current = ctx.chains.chain(namespace)
    if (current?.accountState.address !== address || current.networkState.caipNetwork?.caipNetworkId !== network.caipNetworkId) return
    const native = balances.find((balance) => !balance.address)
    ctx.chains.patchAccount(namespace, {
      tokenBalance: balances,
      balance: native?.quantity.numeric ?? '0',
      balanceSymbol: network.nativeCurrency.symbol,
    })
  } catch {
    ctx.cache.balanceBlockedUntil = now + BALANCE_RETRY_BLOCK_MS
    ctx.snackbar.error(SNACKBARS.TOKEN_BALANCE_UNAVAILABLE)
  } finally {
    ctx.chains.patchAccount(namespace, { balanceLoading: false })
  }
}
