/**
 * Buying crypto (spec §7 onramp calls), loaded with the buy views: the options (spec §8: the
 * built-in USD and EUR when the call fails), a quote (a placeholder, not shown, when it fails), and
 * the provider's pay page, opened in a popup the click opened at once so no popup blocker stops it.
 * Afterwards the balance is asked again until the purchase shows, and the Activity tab asks the
 * history for the provider's purchases.
 */
import { createOnrampApi, type OnrampOptions, type OnrampProviderId, type OnrampQuote, type OnrampQuoteRequest } from '../api/onrampApi.ts'
import { refreshBalances } from '../actions/balanceRefresh.ts'
import type { FoyerContext } from '../context.ts'
import type { ChainNamespace, TokenBalance } from '../types.ts'
import { balanceUnits } from '../send/sendRules.ts'
import { rememberOnrampProvider } from './onrampPurchases.ts'
import { fiatAmountText, onrampOptionsOrFallback, placeholderQuote } from './onrampRules.ts'
import { requireServer } from '../serverRequired.ts'

/**
 * The options the form offers. `reached`: the server answered them; when it did not, nothing can be
 * bought (there is no asset to offer), and the form says buying is unavailable rather than showing
 * a form that cannot work.
 */
export type OnrampChoices = OnrampOptions & { fallback: boolean; providers: OnrampProviderId[]; reached: boolean }

const optionsAsked = new WeakMap<FoyerContext, Promise<OnrampChoices>>()

/** The options, asked once per page; a failed call gives spec §8's fallback now and is asked again next time. */
export function onrampOptions(ctx: FoyerContext): Promise<OnrampChoices> {
  const known = optionsAsked.get(ctx)
  if (known) return known
  const asked = createOnrampApi(requireServer(ctx, 'Buying crypto').http)
    .options()
    .then(
      (answer) => ({ ...onrampOptionsOrFallback(answer), reached: true }),
      () => {
        optionsAsked.delete(ctx)
        return { ...onrampOptionsOrFallback(undefined), reached: false }
      },
    )
  optionsAsked.set(ctx, asked)
  return asked
}

/** The provider's quote; spec §8's placeholder (whose figures are not shown) when none can be had. */
export async function onrampQuote(ctx: FoyerContext, request: OnrampQuoteRequest): Promise<OnrampQuote> {
  try {
    return await createOnrampApi(requireServer(ctx, 'Buying crypto').http).quote({ ...request, amount: fiatAmountText(request.amount) })
  } catch {
    return placeholderQuote(request.paymentCurrency, request.purchaseCurrency)
  }
}

/**
 * A blank window for the provider's page, opened while the click is being handled (a popup opened
 * after an await is blocked); null when the browser blocked it anyway.
 */
export function openOnrampWindow(): Window | null {
  if (typeof window === 'undefined') return null
  const popup = window.open('about:blank', 'foyer-onramp', 'popup,width=480,height=720')
  // The provider's page must not reach back into this one.
  if (popup) popup.opener = null
  return popup
}

export interface OnrampPurchaseOrder {
  provider: OnrampProviderId
  /** The buyer's address on the connected network. */
  address: string
  /** The network's name in the options, and the asset's symbol. */
  network: string
  symbol: string
  amount: string
  currency: string
  /** card or bank_account: the preset amount is within its limits. */
  method: string
}

/**
 * Asks the server for the provider's page and shows it in `popup`; answers its URL and whether the
 * popup shows it (false: blocked or closed, the view offers the URL as a link). Remembers the
 * provider for the account's Activity. A server that cannot make the page rejects, and the popup
 * is closed.
 */
export async function startOnrampPurchase(ctx: FoyerContext, popup: Window | null, order: OnrampPurchaseOrder): Promise<{ url: string; opened: boolean }> {
  let url: string
  try {
    url = await createOnrampApi(requireServer(ctx, 'Buying crypto').http).payUrl({
      destinationWallets: [{ address: order.address, blockchains: [order.network], assets: [order.symbol] }],
      defaultNetwork: order.network,
      partnerUserId: order.address,
      presetFiatAmount: fiatAmountText(order.amount),
      paymentCurrency: order.currency,
      paymentMethod: order.method,
      provider: order.provider,
    })
  } catch (error) {
    popup?.close()
    throw error
  }
  rememberOnrampProvider(ctx.storage, order.address, order.provider)
  if (!popup || popup.closed) return { url, opened: false }
  try {
    popup.location.replace(url)
    return { url, opened: true }
  } catch {
    return { url, opened: false }
  }
}

/** The account's holding of the bought asset, in its decimal units ('0' when it holds none). */
export function heldAmount(balances: readonly TokenBalance[], contract: string): string {
  return heldToken(balances, contract)?.quantity.numeric ?? '0'
}

function heldToken(balances: readonly TokenBalance[], contract: string): TokenBalance | undefined {
  return contract ? balances.find((balance) => balance.address?.toLowerCase().endsWith(`:${contract.toLowerCase()}`)) : balances.find((balance) => !balance.address)
}

/**
 * Asks the namespace's balances again (reading the chain, past the server's cache): once the
 * holding of the asset is above `before` (compared exactly, in the token's units) the purchase has
 * arrived, and the holding now is answered; else undefined.
 */
export async function purchaseArrived(ctx: FoyerContext, namespace: ChainNamespace, contract: string, before: string): Promise<string | undefined> {
  await refreshBalances(ctx, namespace, 'transaction')
  const held = heldToken(ctx.chains.chain(namespace)?.accountState.tokenBalance ?? [], contract)
  if (!held) return undefined
  const beforeUnits = balanceUnits({ quantity: { decimals: held.quantity.decimals, numeric: before } })
  return balanceUnits(held) > beforeUnits ? held.quantity.numeric : undefined
}
