import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How a stand-in answers the next requests: as its provider would, or failing in one way. */
export type StandinMode =
  | 'normal'
  /** Accepts the request and never answers. */
  | 'hang'
  /** Answers 200 with a body that is not JSON. */
  | 'notJson'
  /** Answers 200 with JSON of the wrong shape. */
  | 'wrongShape'
  | { status: number; body?: unknown }

export interface StandinRequest {
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
}

export interface ProviderStandin {
  url: string
  /** Every request since start, in order. */
  readonly requests: StandinRequest[]
  mode: StandinMode
  close(): Promise<void>
}

/** What the provider answers a request in normal mode. */
export type StandinAnswer = (request: StandinRequest) => { status: number; body: unknown }

/** A provider's API on 127.0.0.1 for the server's clients to talk to over HTTP: `answer` speaks its wire format. */
export async function startProviderStandin(answer: StandinAnswer): Promise<ProviderStandin> {
  const requests: StandinRequest[] = []
  const hanging = new Set<() => void>()
  const standin = {
    url: '',
    requests,
    mode: 'normal' as StandinMode,
    close: async () => {
      for (const end of hanging) end()
      await closeServer(server)
    },
  }
  const server = createServer((incoming, response) => {
    const url = new URL(incoming.url ?? '/', 'http://standin')
    const request = { path: url.pathname, query: url.searchParams, headers: incoming.headers }
    requests.push(request)
    const mode = standin.mode
    if (mode === 'hang') {
      hanging.add(() => response.destroy())
      return
    }
    if (mode === 'notJson') return void response.writeHead(200, { 'content-type': 'application/json' }).end('<html>maintenance</html>')
    if (mode === 'wrongShape') return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"unexpected":[1,2,3]}')
    const { status, body } = mode === 'normal' ? answer(request) : { status: mode.status, body: mode.body ?? { message: `HTTP ${mode.status}` } }
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  standin.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return standin
}

/**
 * A URL where nothing answers: port 2 on loopback, below the range the system gives servers that
 * listen on port 0, so no server of a test running beside this one can take it (a port a test
 * opened and closed could be given to another test's server before it is asked), and not one of
 * the ports fetch refuses to ask (port 1 is): connecting is refused at once (ECONNREFUSED).
 */
export async function deadUrl(): Promise<string> {
  return 'http://127.0.0.1:2'
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(() => resolve()))
}
