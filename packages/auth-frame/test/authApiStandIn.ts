/**
 * A stand-in for the server's auth API on a real loopback HTTP server: each test says what a route
 * answers, and every request is recorded (method, path, query, headers, body) for the test to read.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { AUTH_API_PREFIX, AUTH_ROUTES } from '../src/protocol/authApi.ts'

export interface RecordedRequest {
  method: string
  /** Below AUTH_API_PREFIX: '/email/connect'. */
  path: string
  query: Record<string, string>
  headers: IncomingHttpHeaders
  body: unknown
}

export interface StandInAnswer {
  status?: number
  body?: unknown
  /** Sent as is instead of JSON. */
  raw?: string
}

export type RouteReply = (request: RecordedRequest) => StandInAnswer | Promise<StandInAnswer>

export interface AuthApiStandIn {
  origin: string
  requests: RecordedRequest[]
  /** What a route answers from now on (by its AUTH_ROUTES name); unset routes answer 404. */
  on(route: keyof typeof AUTH_ROUTES, reply: RouteReply | StandInAnswer): void
  close(): Promise<void>
}

export async function startAuthApiStandIn(): Promise<AuthApiStandIn> {
  const replies = new Map<string, RouteReply>()
  const requests: RecordedRequest[] = []
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    const path = url.pathname.startsWith(AUTH_API_PREFIX) ? url.pathname.slice(AUTH_API_PREFIX.length) : url.pathname
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body: text ? JSON.parse(text) : undefined,
    }
    requests.push(recorded)
    const reply = replies.get(`${recorded.method} ${path}`)
    const answer = reply ? await reply(recorded) : { status: 404, body: { error: 'Not Found', message: `no stand-in for ${path}` } }
    res.statusCode = answer.status ?? 200
    if (answer.raw !== undefined) return res.end(answer.raw)
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(answer.body ?? {}))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    on(route, reply) {
      const { method, path } = AUTH_ROUTES[route]
      replies.set(`${method} ${path}`, typeof reply === 'function' ? reply : () => reply)
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/** A session answer as the server gives one. */
export function sessionAnswer(token = 'token-1', address = '0x1111111111111111111111111111111111111111') {
  return {
    token,
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    user: { email: 'ada@example.com', address, chainId: 'eip155:31337', userName: 'ada' },
  }
}
