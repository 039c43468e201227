import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One coin's or token's quote, as CoinGecko answers it: `{ usd: 1.0, eur: 0.9 }`. */
export type Quote = Record<string, number | null>

/** What the stand-in knows: coins by id, and tokens by asset platform and lowercase address. */
export interface PriceTable {
  coins: Record<string, Quote>
  tokens: Record<string, Record<string, Quote>>
}

/** How it answers: from its table, with a status of its own, by moving elsewhere, or never. */
export type StandInBehaviour = 'table' | 'hang' | { status: number; body?: string } | { redirectTo: string }

export interface StandInRequest {
  path: string
  query: URLSearchParams
  /** The key headers it carried (CoinGecko's two), lowercased names. */
  keys: { demo?: string; pro?: string }
}

export interface CoingeckoStandIn {
  /** Where to point a price source: `http://127.0.0.1:<port>/api/v3`, as CoinGecko's base URL. */
  baseUrl: string
  /** Every request it received, in order. */
  readonly requests: StandInRequest[]
  behave(behaviour: StandInBehaviour): void
  close(): Promise<void>
}

/**
 * A stand-in for CoinGecko's simple price API on 127.0.0.1, answering from a table in its shape:
 * GET /api/v3/simple/price?ids=&vs_currencies= and /api/v3/simple/token_price/{platform}?contract_addresses=&vs_currencies=.
 * An id or address it does not know is left out of the answer, as CoinGecko does.
 */
export async function startCoingeckoStandIn(table: PriceTable): Promise<CoingeckoStandIn> {
  const requests: StandInRequest[] = []
  let behaviour: StandInBehaviour = 'table'
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const header = (name: string) => (typeof request.headers[name] === 'string' ? (request.headers[name] as string) : undefined)
    requests.push({ path: url.pathname, query: url.searchParams, keys: { demo: header('x-cg-demo-api-key'), pro: header('x-cg-pro-api-key') } })
    if (behaviour === 'hang') return
    if (behaviour === 'table') {
      const answer = answerFromTable(table, url)
      return void response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body))
    }
    if ('status' in behaviour) return void response.writeHead(behaviour.status, { 'content-type': 'application/json' }).end(behaviour.body ?? '{"error":"stand-in failure"}')
    response.writeHead(302, { location: behaviour.redirectTo }).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3`,
    requests,
    behave: (next) => {
      behaviour = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function answerFromTable(table: PriceTable, url: URL): { status: number; body: unknown } {
  const currencies = url.searchParams.get('vs_currencies')?.split(',')
  if (!currencies) return { status: 400, body: { error: 'Missing parameter vs_currencies' } }
  const pick = (quote: Quote) => Object.fromEntries(currencies.filter((currency) => currency in quote).map((currency) => [currency, quote[currency]]))
  const known = (entries: Record<string, Quote>, keys: string[]) => Object.fromEntries(keys.filter((key) => key in entries).map((key) => [key, pick(entries[key]!)]))

  if (url.pathname === '/api/v3/simple/price') {
    const ids = url.searchParams.get('ids')?.split(',')
    if (!ids) return { status: 400, body: { error: 'Missing parameter ids' } }
    return { status: 200, body: known(table.coins, ids) }
  }
  const platform = /^\/api\/v3\/simple\/token_price\/([^/]+)$/.exec(url.pathname)?.[1]
  if (platform) {
    const addresses = url.searchParams.get('contract_addresses')?.toLowerCase().split(',')
    if (!addresses) return { status: 400, body: { error: 'Missing parameter contract_addresses' } }
    return { status: 200, body: known(table.tokens[platform] ?? {}, addresses) }
  }
  return { status: 404, body: { error: 'Not found' } }
}
