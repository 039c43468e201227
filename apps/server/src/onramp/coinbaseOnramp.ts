import { z } from 'zod'
import { cdpRequestJwt, readCdpKey } from './cdpJwt.ts'
import type { OnrampProvider, PaymentMethodLimit, ProviderPurchase } from './onrampProvider.ts'
import type { CoinbaseSettings } from './onrampSettings.ts'
import { callUpstream } from './upstreamJson.ts'
import { fromProviderMethod, toCoinbaseMethod } from './paymentMethods.ts'

/** A number Coinbase sends as a decimal string ("100.00"). */
const decimal = z.string().regex(/^\d+(\.\d+)?$/, 'must be a decimal number as a string')
const amountSchema = z.object({ value: decimal, currency: z.string().min(1).max(32) })

const optionsSchema = z.object({
  paymentCurrencies: z.array(z.object({ id: z.string().min(1).max(16), limits: z.array(z.object({ id: z.string().min(1).max(64), min: decimal, max: decimal })).max(32) })).max(200),
  purchaseCurrencies: z
    .array(
      z.object({
        id: z.string().min(1).max(128),
        name: z.string().max(128),
        symbol: z.string().min(1).max(32),
        networks: z
          .array(z.object({ name: z.string().min(1).max(64), displayName: z.string().max(128), chainId: z.string().max(64).default(''), contractAddress: z.string().max(128).default('') }))
          .max(64),
      }),
    )
    .max(2000),
})

const quoteSchema = z.object({
  quoteId: z.string().max(200),
  paymentTotal: amountSchema,
  paymentSubtotal: amountSchema,
  purchaseAmount: amountSchema,
  coinbaseFee: amountSchema,
  networkFee: amountSchema,
})

const tokenSchema = z.object({ token: z.string().min(1).max(4096) })

const TRANSACTION_STATUSES = {
  ONRAMP_TRANSACTION_STATUS_IN_PROGRESS: 'pending',
  ONRAMP_TRANSACTION_STATUS_CREATED: 'pending',
  ONRAMP_TRANSACTION_STATUS_SUCCESS: 'success',
  ONRAMP_TRANSACTION_STATUS_FAILED: 'failed',
} as const

const transactionsSchema = z.object({
  transactions: z
    .array(
      z.object({
        transactionId: z.string().max(200),
        status: z.enum(Object.keys(TRANSACTION_STATUSES) as [keyof typeof TRANSACTION_STATUSES]),
        purchaseCurrency: z.string().max(32),
        purchaseNetwork: z.string().max(64),
        purchaseAmount: amountSchema,
        walletAddress: z.string().max(128),
        txHash: z.string().max(200).default(''),
        createdAt: z.string().max(64),
        completedAt: z.string().max(64).optional(),
      }),
    )
    .max(1000),
  nextPageKey: z.string().max(1000).optional(),
})

/** The most purchases one history answer lists. */
const PURCHASES_PAGE_SIZE = 50

/**
 * Coinbase Onramp through the CDP API: a JWT signed with the CDP key for every request (cdpJwt.ts),
 * buy options and quotes, a session token for the hosted buy page, and a user's transactions by
 * the partner user reference Foyer passed when it made the pay URL.
 */
export function coinbaseOnramp(settings: CoinbaseSettings, timeoutMs: number): OnrampProvider {
  const key = readCdpKey(settings.keyName, settings.privateKey)
  const call = async <Schema extends z.ZodType>(method: 'GET' | 'POST', path: string, schema: Schema, body?: unknown, query = '') => {
    const url = `${settings.apiUrl}${path}`
    const jwt = await cdpRequestJwt(key, method, url)
    return callUpstream('coinbase', { method, url: url + query, headers: { authorization: `Bearer ${jwt}` }, body, timeoutMs }, schema)
  }
  return {
    id: 'coinbase',
    async options() {
      const answer = await call('GET', '/onramp/v1/buy/options', optionsSchema)
      return {
        paymentCurrencies: answer.paymentCurrencies.map((currency) => ({
          id: currency.id.toUpperCase(),
          limits: currency.limits.map((limit): PaymentMethodLimit => ({ id: fromProviderMethod(limit.id), min: limit.min, max: limit.max })),
        })),
        purchaseCurrencies: answer.purchaseCurrencies.map((currency) => ({
          symbol: currency.symbol.toUpperCase(),
          name: currency.name,
          code: currency.id,
          networks: currency.networks.map((network) => ({ ...network, code: network.name })),
        })),
      }
    },
    async quote(request) {
      const answer = await call('POST', '/onramp/v1/buy/quote', quoteSchema, {
        purchaseCurrency: request.asset.code ?? request.asset.symbol,
        purchaseNetwork: request.network.code,
        paymentAmount: request.paymentAmount,
        paymentCurrency: request.paymentCurrency,
        paymentMethod: toCoinbaseMethod(request.paymentMethod),
        country: request.country,
        ...(request.subdivision && { subdivision: request.subdivision }),
      })
      const money = (amount: z.output<typeof amountSchema>) => ({ amount: amount.value, currency: amount.currency })
      return {
        quoteId: answer.quoteId,
        paymentTotal: money(answer.paymentTotal),
        paymentSubtotal: money(answer.paymentSubtotal),
        purchaseAmount: money(answer.purchaseAmount),
        networkFee: money(answer.networkFee),
        providerFee: money(answer.coinbaseFee),
      }
    },
    async payUrl(request) {
      const { token } = await call('POST', '/onramp/v1/token', tokenSchema, {
        addresses: request.destinationWallets.map((wallet) => ({ address: wallet.address, blockchains: wallet.blockchains })),
        ...(request.asset && { assets: [request.asset.symbol] }),
      })
      const query = new URLSearchParams({ sessionToken: token, partnerUserRef: request.partnerUserId, fiatCurrency: request.paymentCurrency })
      if (request.defaultNetwork) query.set('defaultNetwork', request.defaultNetwork.code)
      if (request.asset) query.set('defaultAsset', request.asset.code ?? request.asset.symbol)
      if (request.presetFiatAmount) query.set('presetFiatAmount', request.presetFiatAmount)
      query.set('defaultPaymentMethod', toCoinbaseMethod(request.paymentMethod))
      if (request.presetCryptoAmount) query.set('presetCryptoAmount', request.presetCryptoAmount)
      if (request.redirectUrl) query.set('redirectUrl', request.redirectUrl)
      return `${settings.payUrl}?${query}`
    },
    async purchases(partnerUserId) {
      const path = `/onramp/v1/buy/user/${encodeURIComponent(partnerUserId)}/transactions`
      const answer = await call('GET', path, transactionsSchema, undefined, `?pageSize=${PURCHASES_PAGE_SIZE}`)
      return answer.transactions.map(
        (transaction): ProviderPurchase => ({
          id: transaction.transactionId,
          status: TRANSACTION_STATUSES[transaction.status],
          network: transaction.purchaseNetwork,
          symbol: transaction.purchaseCurrency.toUpperCase(),
          amount: transaction.purchaseAmount.value,
          walletAddress: transaction.walletAddress,
          txHash: transaction.txHash,
          createdAt: transaction.createdAt,
          completedAt: transaction.completedAt,
        }),
      )
    },
  }
}
