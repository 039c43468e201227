import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { networkNameOf } from './onrampNetworks.ts'
import { OnrampRefusedError, type OnrampProvider, type ProviderPurchase, type ProviderQuote, type ProviderQuoteRequest } from './onrampProvider.ts'
import { MELD_VERSION, type MeldSettings } from './onrampSettings.ts'
import { toMeldMethod } from './paymentMethods.ts'
import { callUpstream } from './upstreamJson.ts'

/** The fiat amount a widget session opens with when the caller preset none. */
export const MELD_DEFAULT_FIAT_AMOUNT = '100'

const amount = z.number().finite().nonnegative()

const cryptoCurrenciesSchema = z
  .array(
    z.object({
      currencyCode: z.string().min(1).max(64),
      name: z.string().max(128).nullish(),
      chainCode: z.string().max(64).nullish(),
      chainName: z.string().max(128).nullish(),
      chainId: z.string().max(64).nullish(),
      contractAddress: z.string().max(128).nullish(),
    }),
  )
  .max(5000)

const quotesSchema = z.object({
  quotes: z
    .array(
      z.object({
        serviceProvider: z.string().min(1).max(64),
        sourceAmount: amount,
        sourceCurrencyCode: z.string().max(16),
        destinationAmount: amount,
        destinationCurrencyCode: z.string().max(64),
        totalFee: amount.nullish(),
        networkFee: amount.nullish(),
      }),
    )
    .max(100)
    .nullish(),
})

const widgetSchema = z.object({ id: z.string().max(200), widgetUrl: z.url({ protocol: /^https?$/ }) })

const FAILED = new Set(['FAILED', 'DECLINED', 'CANCELLED', 'ERROR', 'VOIDED', 'REFUNDED', 'AUTHORIZATION_EXPIRED'])
const SETTLED = new Set(['SETTLED', 'ONRAMP_SETTLED'])

const transactionsSchema = z.object({
  transactions: z
    .array(
      z.object({
        id: z.string().max(200),
        status: z.string().max(64),
        createdAt: z.string().max(64),
        updatedAt: z.string().max(64).nullish(),
        destinationAmount: amount.nullish(),
        destinationCurrencyCode: z.string().max(64).nullish(),
        cryptoDetails: z.object({ walletAddress: z.string().max(128).nullish(), blockchainTransactionId: z.string().max(200).nullish(), chainId: z.string().max(64).nullish() }).nullish(),
      }),
    )
    .max(1000),
})

/**
 * Meld's crypto API: `Authorization: BASIC <key>` and the Meld-Version it is written against on
 * every call; currencies from its service providers' properties, the best of its providers'
 * quotes, a widget session (after picking the provider with the best quote), and transactions
 * by the external customer id Foyer passed when it opened the session.
 */
export function meldOnramp(settings: MeldSettings, timeoutMs: number, country: string): OnrampProvider {
  const headers = { authorization: `BASIC ${settings.apiKey}`, 'meld-version': MELD_VERSION }
  const call = <Schema extends z.ZodType>(method: 'GET' | 'POST', path: string, schema: Schema, body?: unknown) =>
    callUpstream('meld', { method, url: `${settings.apiUrl}${path}`, headers, body, timeoutMs }, schema)

  const bestQuote = async (request: ProviderQuoteRequest) => {
    const answer = await call('POST', '/payments/crypto/quote', quotesSchema, {
      countryCode: request.country,
      sourceCurrencyCode: request.paymentCurrency,
      sourceAmount: Number(request.paymentAmount),
      destinationCurrencyCode: request.network.code,
      paymentMethodType: toMeldMethod(request.paymentMethod),
    })
    const quotes = answer.quotes ?? []
    return quotes.reduce<(typeof quotes)[number] | undefined>((best, quote) => (!best || quote.destinationAmount > best.destinationAmount ? quote : best), undefined)
  }

  return {
    id: 'meld',
    async options() {
      const currencies = await call('GET', `/service-providers/properties/crypto-currencies?countries=${country}`, cryptoCurrenciesSchema)
      const bySymbol = new Map<string, { symbol: string; name: string; networks: { name: string; displayName: string; chainId: string; contractAddress: string; code: string }[] }>()
      for (const currency of currencies) {
        const symbol = currency.currencyCode.split('_')[0]!.toUpperCase()
        const asset = bySymbol.get(symbol) ?? { symbol, name: currency.name ?? symbol, networks: [] }
        const displayName = currency.chainName ?? currency.chainCode ?? 'Unknown network'
        asset.networks.push({ name: networkNameOf(displayName), displayName, chainId: currency.chainId ?? '', contractAddress: currency.contractAddress ?? '', code: currency.currencyCode })
        bySymbol.set(symbol, asset)
      }
      return { paymentCurrencies: [], purchaseCurrencies: [...bySymbol.values()] }
    },
    async quote(request): Promise<ProviderQuote> {
      const best = await bestQuote(request)
      if (!best) throw new OnrampRefusedError('meld', `no service provider sells ${request.network.code} for ${request.paymentAmount} ${request.paymentCurrency}`)
      const totalFee = best.totalFee ?? 0
      const networkFee = best.networkFee ?? 0
      const fiat = (value: number) => ({ amount: value.toFixed(2), currency: best.sourceCurrencyCode })
      return {
        quoteId: `meld-${best.serviceProvider}-${randomUUID()}`,
        paymentTotal: fiat(best.sourceAmount),
        paymentSubtotal: fiat(best.sourceAmount - totalFee),
        purchaseAmount: { amount: String(best.destinationAmount), currency: request.asset.symbol },
        networkFee: fiat(networkFee),
        providerFee: fiat(totalFee - networkFee),
      }
    },
    async payUrl(request) {
      const network = request.defaultNetwork
      if (!network) throw new OnrampRefusedError('meld', 'a Meld session needs the network to buy on (defaultNetwork)')
      const wallet = request.destinationWallets.find((candidate) => candidate.blockchains.includes(network.name)) ?? request.destinationWallets[0]!
      const sourceAmount = request.presetFiatAmount ?? MELD_DEFAULT_FIAT_AMOUNT
      const best = await bestQuote({
        asset: request.asset ?? { symbol: network.code },
        network,
        paymentAmount: sourceAmount,
        paymentCurrency: request.paymentCurrency,
        paymentMethod: request.paymentMethod,
        country: request.country,
      })
      if (!best) throw new OnrampRefusedError('meld', `no service provider sells ${network.code} for ${sourceAmount} ${request.paymentCurrency}`)
      const session = await call('POST', '/crypto/session/widget', widgetSchema, {
        sessionType: 'BUY',
        externalCustomerId: request.partnerUserId,
        sessionData: {
          walletAddress: wallet.address,
          countryCode: request.country,
          sourceCurrencyCode: request.paymentCurrency,
          sourceAmount,
          destinationCurrencyCode: network.code,
          serviceProvider: best.serviceProvider,
          ...(request.redirectUrl && { redirectUrl: request.redirectUrl }),
        },
      })
      return session.widgetUrl
    },
    async purchases(partnerUserId) {
      const answer = await call('GET', `/payments/transactions?externalCustomerIds=${encodeURIComponent(partnerUserId)}&limit=50`, transactionsSchema)
      return answer.transactions.map(
        (transaction): ProviderPurchase => ({
          id: transaction.id,
          status: SETTLED.has(transaction.status) ? 'success' : FAILED.has(transaction.status) ? 'failed' : 'pending',
          network: transaction.destinationCurrencyCode ?? '',
          chainId: transaction.cryptoDetails?.chainId ?? undefined,
          symbol: (transaction.destinationCurrencyCode ?? '').split('_')[0]!.toUpperCase(),
          amount: String(transaction.destinationAmount ?? 0),
          walletAddress: transaction.cryptoDetails?.walletAddress ?? '',
          txHash: transaction.cryptoDetails?.blockchainTransactionId ?? '',
          createdAt: transaction.createdAt,
          completedAt: transaction.updatedAt ?? undefined,
        }),
      )
    },
  }
}
