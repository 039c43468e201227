import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { decodeProtectedHeader, jwtVerify } from 'jose'
import { z } from 'zod'
import { PaymentRefused, standInPurchases, type StandInPurchase } from './standInPurchases.ts'
import { answeredFault, listenOnLoopback, readForm, readJson, sendHtml, sendJson, type StandInFault } from './standInHttp.ts'
import { limitProblem, STAND_IN_FEE_RATE, STAND_IN_FIAT, STAND_IN_LIMITS, standInQuote, type Listing } from './standInMarket.ts'
import type { DevnetCredit } from './devnetCredit.ts'
import { payPage, resultPage } from './payPage.ts'
import { toCoinbaseMethod, fromProviderMethod } from '../paymentMethods.ts'

/** A session token is good for one purchase within 5 minutes, as Coinbase's is. */
const SESSION_TTL_MS = 5 * 60_000
const MAX_SESSIONS = 10_000

export interface CoinbaseStandIn {
  /** The API's base URL (FOYER_ONRAMP_COINBASE_API_URL). */
  apiUrl: string
  /** The hosted buy page (FOYER_ONRAMP_COINBASE_PAY_URL). */
  payUrl: string
  /** The CDP key the server signs with: its name and its private key as CDP hands it out (PEM). */
  keyName: string
  privateKey: string
  /** Makes every API call answer slowly, with a 500, or with a body of the wrong shape (undefined: behave). */
  setFault(fault: StandInFault): void
  purchasesOf(partnerUserRef: string): StandInPurchase[]
  close(): Promise<void>
}

export interface CoinbaseStandInOptions {
  listings: readonly Listing[]
  credit: DevnetCredit
  /** The key the server signs with; a fresh ES256 key unless given (tests give an Ed25519 one). */
  key?: { keyName: string; privateKey: string; publicKey: KeyObject }
  port?: number
}

interface Session {
  addresses: { address: string; blockchains: string[] }[]
  assets?: string[]
  expiresAt: number
  used: boolean
}

const tokenBodySchema = z.object({
  addresses: z
    .array(z.object({ address: z.string().min(1).max(128), blockchains: z.array(z.string().min(1).max(64)).min(1).max(16) }))
    .min(1)
    .max(16),
  assets: z.array(z.string().min(1).max(32)).max(32).optional(),
})

const quoteBodySchema = z.object({
  purchaseCurrency: z.string().min(1),
  purchaseNetwork: z.string().optional(),
  paymentAmount: z.string().regex(/^\d+(\.\d{1,2})?$/),
  paymentCurrency: z.string().min(3).max(3),
  paymentMethod: z.string().min(1),
  country: z.string().length(2),
  subdivision: z.string().optional(),
})

/**
 * A local stand-in for Coinbase Onramp that speaks the CDP API's wire format on loopback: every
 * call must carry a CDP JWT (ES256 or EdDSA, iss "cdp", sub and kid the key name, a nonce, `uris`
 * naming that very call) signed by the key it was given; session tokens, buy options, buy quotes and
 * the user transactions API; and the hosted buy page a session token opens, whose Pay button
 * credits the wallet on the devnet (devnetCredit.ts) and files the transaction.
 */
export async function startCoinbaseStandIn(options: CoinbaseStandInOptions): Promise<CoinbaseStandIn> {
  const key = options.key ?? freshKey()
  const purchases = standInPurchases(options.credit, STAND_IN_FEE_RATE.coinbase)
  const sessions = new Map<string, Session>()
  let fault: StandInFault
  const listings = options.listings

  const find = (asset: string, network?: string) => listings.find((l) => (l.assetId === asset || l.symbol === asset.toUpperCase()) && (!network || l.network === network))

  /** What a session may buy: each listed asset on each of its wallets' networks. */
  const choicesOf = (session: Session) =>
    session.addresses.flatMap((entry) =>
      entry.blockchains.flatMap((network) =>
        listings.filter((l) => l.network === network && (!session.assets || session.assets.includes(l.symbol))).map((listing) => ({ listing, address: entry.address })),
      ),
    )

  const authorized = async (request: IncomingMessage, url: URL): Promise<string | undefined> => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    if (!token) return 'no bearer JWT'
    try {
      const header = decodeProtectedHeader(token)
      if (header.kid !== key.keyName) return `kid is not the key name`
      if (typeof header.nonce !== 'string' || header.nonce.length < 8) return 'no nonce in the JWT header'
      const { payload } = await jwtVerify(token, key.publicKey, { issuer: 'cdp', subject: key.keyName, algorithms: ['ES256', 'EdDSA'], clockTolerance: 5, requiredClaims: ['nbf', 'exp'] })
      if (payload.exp! - payload.nbf! > 120) return 'the JWT is valid for more than 2 minutes'
      const uri = `${request.method} ${request.headers.host}${url.pathname}`
      if (!Array.isArray(payload.uris) || !payload.uris.includes(uri)) return `the JWT is not for ${uri}`
      return undefined
    } catch (error) {
      return (error as Error).message
    }
  }

  const api = async (request: IncomingMessage, url: URL, response: ServerResponse) => {
    const refusal = await authorized(request, url)
    if (refusal) return sendJson(response, 401, { message: `Unauthorized: ${refusal}` })
    if (await answeredFault(fault, response)) return
    const path = url.pathname
    if (request.method === 'POST' && path === '/onramp/v1/token') {
      const body = tokenBodySchema.safeParse(await readJson(request))
      if (!body.success) return sendJson(response, 400, { message: `invalid request: ${body.error.issues[0]?.message}` })
      const unknown = body.data.addresses.flatMap((entry) => entry.blockchains).find((name) => !listings.some((l) => l.network === name))
      if (unknown) return sendJson(response, 400, { message: `unsupported blockchain ${unknown}` })
      const token = randomBytes(24).toString('base64url')
      if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value!)
      sessions.set(token, { addresses: body.data.addresses, assets: body.data.assets, expiresAt: Date.now() + SESSION_TTL_MS, used: false })
      return sendJson(response, 200, { token, channelId: '' })
    }
    if (request.method === 'GET' && path === '/onramp/v1/buy/options') return sendJson(response, 200, buyOptions(listings))
    if (request.method === 'POST' && path === '/onramp/v1/buy/quote') {
      const body = quoteBodySchema.safeParse(await readJson(request))
      if (!body.success) return sendJson(response, 400, { message: `invalid request: ${body.error.issues[0]?.path.join('.')} ${body.error.issues[0]?.message}` })
      const listing = find(body.data.purchaseCurrency, body.data.purchaseNetwork)
      if (!listing) return sendJson(response, 400, { message: `${body.data.purchaseCurrency} is not available on ${body.data.purchaseNetwork ?? 'any network'}` })
      const amount = Number(body.data.paymentAmount)
      const problem = limitProblem(amount, body.data.paymentCurrency, fromProviderMethod(body.data.paymentMethod))
      if (problem) return sendJson(response, 400, { message: problem })
      const quote = standInQuote(listing, amount, body.data.paymentCurrency, STAND_IN_FEE_RATE.coinbase)!
      const fiat = (value: number) => ({ value: value.toFixed(2), currency: body.data.paymentCurrency })
      return sendJson(response, 200, {
        quoteId: `cb-standin-${randomBytes(8).toString('hex')}`,
        paymentTotal: fiat(quote.total),
        paymentSubtotal: fiat(quote.subtotal),
        purchaseAmount: { value: quote.purchase, currency: listing.symbol },
        coinbaseFee: fiat(quote.fee),
        networkFee: fiat(quote.networkFee),
      })
    }
    const user = /^\/onramp\/v1\/buy\/user\/([^/]+)\/transactions$/.exec(path)
    if (request.method === 'GET' && user) {
      const transactions = purchases.of(decodeURIComponent(user[1]!)).map((purchase) => ({
        transactionId: purchase.id,
        status: purchase.status === 'success' ? 'ONRAMP_TRANSACTION_STATUS_SUCCESS' : 'ONRAMP_TRANSACTION_STATUS_FAILED',
        purchaseCurrency: purchase.listing.symbol,
        purchaseNetwork: purchase.listing.network,
        purchaseAmount: { value: purchase.amount, currency: purchase.listing.symbol },
        paymentTotal: { value: purchase.paymentTotal.toFixed(2), currency: purchase.paymentCurrency },
        paymentMethod: toCoinbaseMethod(purchase.paymentMethod),
        walletAddress: purchase.walletAddress,
        txHash: purchase.txHash,
        createdAt: purchase.createdAt,
        completedAt: purchase.completedAt,
        partnerUserRef: purchase.partnerUserRef,
      }))
      return sendJson(response, 200, { transactions, nextPageKey: '', totalCount: String(transactions.length) })
    }
    return sendJson(response, 404, { message: `no ${request.method} ${path}` })
  }

  const page = (url: URL, response: ServerResponse) => {
    const token = url.searchParams.get('sessionToken') ?? ''
    const session = sessions.get(token)
    if (!session || session.used || session.expiresAt < Date.now()) {
      return sendHtml(
        response,
        400,
        resultPage({ provider: 'Coinbase', ok: false, heading: 'This buy link has expired', lines: ['Session tokens are good for one purchase within 5 minutes. Start again from the app.'] }),
      )
    }
    const defaultNetwork = url.searchParams.get('defaultNetwork')
    const defaultAsset = url.searchParams.get('defaultAsset')
    const choices = choicesOf(session)
    const selected =
      choices.find((c) => (!defaultNetwork || c.listing.network === defaultNetwork) && (!defaultAsset || c.listing.assetId === defaultAsset || c.listing.symbol === defaultAsset)) ?? choices[0]
    const fiat = url.searchParams.get('fiatCurrency')?.toUpperCase() ?? 'USD'
    const crypto = url.searchParams.get('presetCryptoAmount')
    // The method the buyer chose in the app (Coinbase's defaultPaymentMethod), card unless said.
    const method = fromProviderMethod(url.searchParams.get('defaultPaymentMethod') ?? 'CARD')
    const presetFiat = url.searchParams.get('presetFiatAmount') ?? (crypto && selected ? String(Math.ceil(Number(crypto) * selected.listing.priceUsd * 1.03)) : '100')
    return sendHtml(
      response,
      200,
      payPage({
        provider: 'Coinbase',
        action: '/buy/pay',
        fields: [
          {
            name: 'choice',
            label: 'Crypto to buy',
            options: choices.map((c, index) => ({ value: String(index), label: `${c.listing.symbol} on ${c.listing.networkDisplayName} to ${c.address}`, selected: c === selected })),
          },
          { name: 'amount', label: `Amount to pay (${fiat})`, value: presetFiat, inputMode: 'decimal' },
          {
            name: 'paymentMethod',
            label: 'Payment method',
            options: STAND_IN_LIMITS.map((limit) => ({ value: limit.id, label: limit.id === 'card' ? 'Card' : 'Bank account', selected: limit.id === method })),
          },
        ],
        hidden: { sessionToken: token, fiatCurrency: fiat, partnerUserRef: url.searchParams.get('partnerUserRef') ?? '', redirectUrl: url.searchParams.get('redirectUrl') ?? '' },
      }),
    )
  }

  const pay = async (request: IncomingMessage, response: ServerResponse) => {
    const form = await readForm(request)
    const session = sessions.get(form.get('sessionToken') ?? '')
    const failed = (status: number, lines: string[]) => sendHtml(response, status, resultPage({ provider: 'Coinbase', ok: false, heading: 'Payment failed', lines }))
    if (!session || session.used || session.expiresAt < Date.now()) return failed(400, ['This buy link has expired. Start again from the app.'])
    const choices = choicesOf(session)
    const choice = choices[Number(form.get('choice'))]
    const amount = Number(form.get('amount'))
    const currency = (form.get('fiatCurrency') ?? 'USD').toUpperCase()
    if (!choice) return failed(400, ['Choose the crypto to buy.'])
    if (!(STAND_IN_FIAT as readonly string[]).includes(currency) || !Number.isFinite(amount)) return failed(400, ['Enter the amount to pay.'])
    session.used = true
    const redirectUrl = form.get('redirectUrl') || undefined
    try {
      const purchase = await purchases.pay({
        partnerUserRef: form.get('partnerUserRef') ?? '',
        listing: choice.listing,
        walletAddress: choice.address,
        paymentAmount: amount,
        paymentCurrency: currency,
        paymentMethod: form.get('paymentMethod') ?? 'card',
      })
      if (purchase.status === 'failed') return failed(502, [`The payment was taken but the crypto could not be sent: ${purchase.failure}`])
      return sendHtml(
        response,
        200,
        resultPage({
          provider: 'Coinbase',
          ok: true,
          heading: 'Payment complete',
          lines: [`${purchase.amount} ${choice.listing.symbol} sent to ${choice.address} on ${choice.listing.networkDisplayName}.`, `Transaction ${purchase.txHash}`],
          redirectUrl,
        }),
      )
    } catch (error) {
      session.used = false
      if (error instanceof PaymentRefused) return failed(400, [`${error.message}.`])
      throw error
    }
  }

  const server = await listenOnLoopback(
    async (request, url, response) => {
      if (url.pathname.startsWith('/onramp/')) return api(request, url, response)
      if (request.method === 'GET' && url.pathname === '/buy/select-asset') return page(url, response)
      if (request.method === 'POST' && url.pathname === '/buy/pay') return pay(request, response)
      sendHtml(response, 404, resultPage({ provider: 'Coinbase', ok: false, heading: 'Not found', lines: [`No page at ${url.pathname}`] }))
    },
    { port: options.port },
  )

  return {
    apiUrl: server.url,
    payUrl: `${server.url}/buy/select-asset`,
    keyName: key.keyName,
    privateKey: key.privateKey,
    setFault: (next) => {
      fault = next
    },
    purchasesOf: (ref) => purchases.of(ref),
    close: server.close,
  }
}

/** The buy options of the listings: assets grouped by symbol, each with its networks, and the fiat currencies with their limits. */
function buyOptions(listings: readonly Listing[]) {
  const bySymbol = new Map<string, { id: string; name: string; symbol: string; iconUrl: string; networks: { name: string; displayName: string; chainId: string; contractAddress: string }[] }>()
  for (const listing of listings) {
    const asset = bySymbol.get(listing.symbol) ?? { id: listing.assetId, name: listing.name, symbol: listing.symbol, iconUrl: '', networks: [] }
    asset.networks.push({ name: listing.network, displayName: listing.networkDisplayName, chainId: listing.chainId, contractAddress: listing.contractAddress })
    bySymbol.set(listing.symbol, asset)
  }
  return {
    paymentCurrencies: STAND_IN_FIAT.map((id) => ({ id, limits: STAND_IN_LIMITS.map((limit) => ({ id: toCoinbaseMethod(limit.id), min: limit.min, max: limit.max })) })),
    purchaseCurrencies: [...bySymbol.values()],
  }
}

function freshKey(): { keyName: string; privateKey: string; publicKey: KeyObject } {
  const pair = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  return { keyName: `foyer-stand-in/${randomBytes(6).toString('hex')}`, privateKey: pair.privateKey.export({ type: 'sec1', format: 'pem' }) as string, publicKey: pair.publicKey }
}
