import { randomBytes, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod'
import { MELD_VERSION } from '../onrampSettings.ts'
import { fromProviderMethod } from '../paymentMethods.ts'
import type { DevnetCredit } from './devnetCredit.ts'
import { payPage, resultPage } from './payPage.ts'
import { answeredFault, listenOnLoopback, readForm, readJson, sendHtml, sendJson, type StandInFault } from './standInHttp.ts'
import { limitProblem, STAND_IN_FEE_RATE, standInQuote, type Listing } from './standInMarket.ts'
import { PaymentRefused, standInPurchases, type StandInPurchase } from './standInPurchases.ts'

/** The one service provider behind the stand-in's quotes and widgets. */
export const MELD_STAND_IN_PROVIDER = 'FOYERPAY'
const SESSION_TTL_MS = 30 * 60_000
const MAX_SESSIONS = 10_000

export interface MeldStandIn {
  /** The API's base URL (FOYER_ONRAMP_MELD_API_URL). */
  apiUrl: string
  /** The key it takes as `Authorization: BASIC <key>` (FOYER_ONRAMP_MELD_API_KEY). */
  apiKey: string
  setFault(fault: StandInFault): void
  purchasesOf(externalCustomerId: string): StandInPurchase[]
  close(): Promise<void>
}

const quoteBodySchema = z.object({
  countryCode: z.string().length(2),
  sourceCurrencyCode: z.string().length(3),
  sourceAmount: z.number().positive(),
  destinationCurrencyCode: z.string().min(1),
  paymentMethodType: z.string().optional(),
  walletAddress: z.string().optional(),
})

const widgetBodySchema = z.object({
  sessionType: z.literal('BUY'),
  externalCustomerId: z.string().max(200).optional(),
  sessionData: z.object({
    walletAddress: z.string().min(1).max(128),
    countryCode: z.string().length(2),
    sourceCurrencyCode: z.string().length(3),
    sourceAmount: z.union([z.string(), z.number()]).transform(Number),
    destinationCurrencyCode: z.string().min(1),
    serviceProvider: z.string().min(1),
    redirectUrl: z.string().optional(),
  }),
})

interface WidgetSession {
  data: z.output<typeof widgetBodySchema>['sessionData']
  listing: Listing
  externalCustomerId: string
  expiresAt: number
  used: boolean
}

/**
 * A local stand-in for Meld's crypto API on loopback: `Authorization: BASIC <key>` and a
 * Meld-Version header on every call; the crypto currencies of its service providers, quotes (one
 * service provider, FOYERPAY), widget sessions whose page's Pay button credits the devnet
 * (devnetCredit.ts), and transactions by external customer id.
 */
export async function startMeldStandIn(options: { listings: readonly Listing[]; credit: DevnetCredit; apiKey?: string; port?: number }): Promise<MeldStandIn> {
  const apiKey = options.apiKey ?? `foyer-stand-in:${randomBytes(12).toString('base64url')}`
  const purchases = standInPurchases(options.credit, STAND_IN_FEE_RATE.meld)
  const sessions = new Map<string, WidgetSession>()
  const byCode = (code: string) => options.listings.find((listing) => listing.meldCode === code)
  let fault: StandInFault
  let base = ''

  const api = async (request: IncomingMessage, url: URL, response: ServerResponse) => {
    if (!/^basic /i.test(request.headers.authorization ?? '') || request.headers.authorization!.slice(6) !== apiKey)
      return sendJson(response, 401, { code: 'UNAUTHORIZED', message: 'Invalid credentials' })
    if (!request.headers['meld-version']) return sendJson(response, 400, { code: 'BAD_REQUEST', message: `Meld-Version header is required (this stand-in speaks ${MELD_VERSION})` })
    if (await answeredFault(fault, response)) return
    const path = url.pathname
    if (request.method === 'GET' && path === '/service-providers/properties/crypto-currencies') {
      return sendJson(
        response,
        200,
        options.listings.map((listing) => ({
          currencyCode: listing.meldCode,
          name: listing.name,
          chainCode: listing.network.toUpperCase(),
          chainName: listing.networkDisplayName,
          chainId: listing.chainId,
          contractAddress: listing.contractAddress || null,
          symbolImageUrl: null,
        })),
      )
    }
    if (request.method === 'POST' && path === '/payments/crypto/quote') {
      const body = quoteBodySchema.safeParse(await readJson(request))
      if (!body.success) return sendJson(response, 400, { code: 'BAD_REQUEST', message: `${body.error.issues[0]?.path.join('.')}: ${body.error.issues[0]?.message}` })
      const listing = byCode(body.data.destinationCurrencyCode)
      if (!listing) return sendJson(response, 400, { code: 'BAD_REQUEST', message: `unsupported destinationCurrencyCode ${body.data.destinationCurrencyCode}` })
      const problem = limitProblem(body.data.sourceAmount, body.data.sourceCurrencyCode, fromProviderMethod(body.data.paymentMethodType ?? 'CREDIT_DEBIT_CARD'))
      if (problem) return sendJson(response, 200, { quotes: [], message: problem, error: null })
      const quote = standInQuote(listing, body.data.sourceAmount, body.data.sourceCurrencyCode, STAND_IN_FEE_RATE.meld)!
      return sendJson(response, 200, {
        quotes: [
          {
            serviceProvider: MELD_STAND_IN_PROVIDER,
            transactionType: 'CRYPTO_PURCHASE',
            sourceAmount: quote.total,
            sourceAmountWithoutFees: quote.subtotal,
            sourceCurrencyCode: body.data.sourceCurrencyCode,
            destinationAmount: Number(quote.purchase),
            destinationCurrencyCode: listing.meldCode,
            exchangeRate: Number((quote.subtotal / Number(quote.purchase)).toFixed(2)),
            totalFee: quote.fee + quote.networkFee,
            networkFee: quote.networkFee,
            transactionFee: quote.fee,
            paymentMethodType: body.data.paymentMethodType ?? 'CREDIT_DEBIT_CARD',
            customerScore: 20,
          },
        ],
        message: null,
        error: null,
      })
    }
    if (request.method === 'POST' && path === '/crypto/session/widget') {
      const body = widgetBodySchema.safeParse(await readJson(request))
      if (!body.success) return sendJson(response, 400, { code: 'BAD_REQUEST', message: `${body.error.issues[0]?.path.join('.')}: ${body.error.issues[0]?.message}` })
      const listing = byCode(body.data.sessionData.destinationCurrencyCode)
      if (!listing) return sendJson(response, 400, { code: 'BAD_REQUEST', message: `unsupported destinationCurrencyCode ${body.data.sessionData.destinationCurrencyCode}` })
      if (body.data.sessionData.serviceProvider !== MELD_STAND_IN_PROVIDER)
        return sendJson(response, 400, { code: 'BAD_REQUEST', message: `unknown serviceProvider ${body.data.sessionData.serviceProvider}` })
      const id = randomUUID()
      const token = randomBytes(16).toString('base64url')
      if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value!)
      sessions.set(id, { data: body.data.sessionData, listing, externalCustomerId: body.data.externalCustomerId ?? '', expiresAt: Date.now() + SESSION_TTL_MS, used: false })
      return sendJson(response, 200, {
        id,
        token,
        widgetUrl: `${base}/widget/${id}?token=${token}`,
        serviceProviderWidgetUrl: null,
        customerId: null,
        externalCustomerId: body.data.externalCustomerId ?? null,
      })
    }
    if (request.method === 'GET' && path === '/payments/transactions') {
      const ids = (url.searchParams.get('externalCustomerIds') ?? '').split(',').filter(Boolean)
      const transactions = ids
        .flatMap((id) => purchases.of(id))
        .map((purchase) => ({
          id: purchase.id,
          status: purchase.status === 'success' ? 'SETTLED' : 'FAILED',
          transactionType: 'CRYPTO_PURCHASE',
          serviceProvider: MELD_STAND_IN_PROVIDER,
          createdAt: purchase.createdAt,
          updatedAt: purchase.completedAt,
          sourceAmount: purchase.paymentTotal,
          sourceCurrencyCode: purchase.paymentCurrency,
          destinationAmount: Number(purchase.amount),
          destinationCurrencyCode: purchase.listing.meldCode,
          externalCustomerId: purchase.partnerUserRef,
          cryptoDetails: { walletAddress: purchase.walletAddress, blockchainTransactionId: purchase.txHash || null, chainId: purchase.listing.chainId },
        }))
      return sendJson(response, 200, { transactions, count: transactions.length, remaining: 0 })
    }
    return sendJson(response, 404, { code: 'NOT_FOUND', message: `no ${request.method} ${path}` })
  }

  const widget = async (request: IncomingMessage, url: URL, response: ServerResponse, id: string, paying: boolean) => {
    const session = sessions.get(id)
    const failed = (status: number, heading: string, lines: string[]) => sendHtml(response, status, resultPage({ provider: 'Meld', ok: false, heading, lines }))
    if (!session || session.used || session.expiresAt < Date.now()) return failed(400, 'This buy link has expired', ['Start again from the app.'])
    const { data, listing } = session
    if (!paying) {
      return sendHtml(
        response,
        200,
        payPage({
          provider: 'Meld',
          action: `/widget/${id}/pay`,
          note: `Through ${MELD_STAND_IN_PROVIDER}, the stand-in's only service provider.`,
          fields: [
            { name: 'asset', label: 'Crypto to buy', value: `${listing.symbol} on ${listing.networkDisplayName}`, readOnly: true },
            { name: 'wallet', label: 'Sent to', value: data.walletAddress, readOnly: true },
            { name: 'amount', label: `Amount to pay (${data.sourceCurrencyCode})`, value: String(data.sourceAmount), readOnly: true },
            {
              name: 'paymentMethod',
              label: 'Payment method',
              options: [
                { value: 'card', label: 'Card' },
                { value: 'bank_account', label: 'Bank account' },
              ],
            },
          ],
          hidden: {},
        }),
      )
    }
    const form = await readForm(request)
    session.used = true
    try {
      const purchase = await purchases.pay({
        partnerUserRef: session.externalCustomerId,
        listing,
        walletAddress: data.walletAddress,
        paymentAmount: data.sourceAmount,
        paymentCurrency: data.sourceCurrencyCode.toUpperCase(),
        paymentMethod: form.get('paymentMethod') ?? 'card',
      })
      if (purchase.status === 'failed') return failed(502, 'Payment failed', [`The payment was taken but the crypto could not be sent: ${purchase.failure}`])
      return sendHtml(
        response,
        200,
        resultPage({
          provider: 'Meld',
          ok: true,
          heading: 'Payment complete',
          lines: [`${purchase.amount} ${listing.symbol} sent to ${data.walletAddress} on ${listing.networkDisplayName}.`, `Transaction ${purchase.txHash}`],
          redirectUrl: data.redirectUrl,
        }),
      )
    } catch (error) {
      session.used = false
      if (error instanceof PaymentRefused) return failed(400, 'Payment failed', [`${error.message}.`])
      throw error
    }
  }

  const server = await listenOnLoopback(
    async (request, url, response) => {
      const page = /^\/widget\/([0-9a-f-]{36})(\/pay)?$/.exec(url.pathname)
      if (page && (request.method === 'GET') === !page[2]) return widget(request, url, response, page[1]!, Boolean(page[2]))
      return api(request, url, response)
    },
    { port: options.port },
  )
  base = server.url

  return {
    apiUrl: server.url,
    apiKey,
    setFault: (next) => {
      fault = next
    },
    purchasesOf: (id) => purchases.of(id),
    close: server.close,
  }
}
