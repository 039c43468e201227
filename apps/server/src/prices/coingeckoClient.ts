import { z } from 'zod'
import { networkErrorCode } from '../rpc/upstreams.ts'
import { FIAT_CURRENCIES } from './fiatCurrencies.ts'
import type { CoingeckoApi } from './priceSettings.ts'
import { PriceSourceError, type FiatPrices } from './priceSource.ts'

/** CoinGecko takes up to 515 contract addresses a call; fewer keep each URL well under common 8 KB limits. */
export const MAX_ADDRESSES_PER_REQUEST = 50
/** A price answer for the most tokens a chain lists is a few KB; anything far larger is not one. */
const MAX_ANSWER_BYTES = 256 * 1024

/** CoinGecko answers null (or leaves the currency out) for a coin it has no price for. */
const priceSchema = z.number().finite().nonnegative().nullable().optional()
/** One coin's quote: the currencies asked for (other fields, like usd_market_cap, are dropped). */
const quoteSchema = z.object({ usd: priceSchema, eur: priceSchema, gbp: priceSchema } satisfies Record<(typeof FIAT_CURRENCIES)[number], unknown>)
/** `{ "<coin id or lowercase address>": { "usd": 1.0, … } }`: both /simple endpoints answer this. */
const answerSchema = z.record(z.string().max(128), quoteSchema)

export interface CoingeckoClient {
  /** "CoinGecko at <origin>": names the API in logs without its path, query or key. */
  readonly upstream: string
  /** GET /simple/price: coins by id. Keys of the answer are the ids. */
  coinPrices(ids: readonly string[]): Promise<Map<string, FiatPrices>>
  /** GET /simple/token_price/{platform}: tokens by contract address. Keys of the answer are lowercase addresses. */
  tokenPrices(platform: string, addresses: readonly string[]): Promise<Map<string, FiatPrices>>
}

/**
 * A client of CoinGecko's simple price API (or any service answering the same shape at baseUrl),
 * asking for every currency the server values in at once. Each request is cut at timeoutMs, its
 * answer at 256 KB, and it never follows a redirect: the key header must not travel to another host.
 */
export function coingeckoClient(api: CoingeckoApi): CoingeckoClient {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (api.apiKey) headers[api.apiKeyHeader ?? defaultKeyHeader(api.baseUrl)] = api.apiKey
  const vsCurrencies = FIAT_CURRENCIES.join(',')
  const ask = async (path: string, query: string): Promise<Map<string, FiatPrices>> => {
    const answer = answerSchema.safeParse(await getJson(`${api.baseUrl}${path}?${query}&vs_currencies=${vsCurrencies}`, headers, api.timeoutMs))
    if (!answer.success) throw new PriceSourceError(`answered ${path} with something that is not a price answer (${answer.error.issues[0]?.message})`)
    return new Map(Object.entries(answer.data).map(([key, quote]) => [key.toLowerCase(), fiatPrices(quote)]))
  }
  return {
    upstream: `CoinGecko at ${new URL(api.baseUrl).origin}`,
    coinPrices: (ids) => ask('/simple/price', `ids=${ids.map(encodeURIComponent).join(',')}`),
    async tokenPrices(platform, addresses) {
      const chunks: string[][] = []
      for (let start = 0; start < addresses.length; start += MAX_ADDRESSES_PER_REQUEST) {
        chunks.push(addresses.slice(start, start + MAX_ADDRESSES_PER_REQUEST).map((address) => address.toLowerCase()))
      }
      const path = `/simple/token_price/${encodeURIComponent(platform)}`
      const answers = await Promise.all(chunks.map((chunk) => ask(path, `contract_addresses=${chunk.map(encodeURIComponent).join(',')}`)))
      return new Map(answers.flatMap((answer) => [...answer]))
    },
  }
}

/** CoinGecko takes paid plans' keys at pro-api.coingecko.com, demo keys everywhere else. */
function defaultKeyHeader(baseUrl: string): 'x-cg-pro-api-key' | 'x-cg-demo-api-key' {
  return new URL(baseUrl).hostname === 'pro-api.coingecko.com' ? 'x-cg-pro-api-key' : 'x-cg-demo-api-key'
}

async function getJson(url: string, headers: Record<string, string>, timeoutMs: number): Promise<unknown> {
  const timeout = AbortSignal.timeout(timeoutMs)
  try {
    const response = await fetch(url, { headers, signal: timeout, redirect: 'manual' })
    if (!response.ok) {
      await response.body?.cancel()
      throw new PriceSourceError(`answered HTTP ${response.status}`)
    }
    return JSON.parse(await boundedText(response, MAX_ANSWER_BYTES))
  } catch (error) {
    if (error instanceof PriceSourceError) throw error
    if (timeout.aborted) throw new PriceSourceError(`gave no answer within ${timeoutMs} ms`, { cause: error })
    if (error instanceof SyntaxError) throw new PriceSourceError('answered something that is not JSON', { cause: error })
    throw new PriceSourceError(`cannot be reached (${networkErrorCode(error)})`, { cause: error })
  }
}

/** The body as text, refused past `limit` bytes without reading the rest. */
async function boundedText(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (declared > limit) {
    await response.body?.cancel()
    throw new PriceSourceError(`answered ${declared} bytes, more than the ${limit} a price answer can need`)
  }
  const reader = response.body?.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    size += read.value.byteLength
    if (size > limit) {
      await reader?.cancel()
      throw new PriceSourceError(`answered more than the ${limit} bytes a price answer can need`)
    }
    chunks.push(read.value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function fiatPrices(quote: z.output<typeof quoteSchema>): FiatPrices {
  return Object.fromEntries(FIAT_CURRENCIES.flatMap((currency) => (typeof quote[currency] === 'number' ? [[currency, quote[currency]]] : [])))
}
