import { randomBytes } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { clientIdFromSeed, formatRelayUrl, generateClientSeed, signRelayJwt } from '@foyer/walletconnect'
import type { FastifyInstance } from 'fastify'
import WebSocket from 'ws'
import { buildServer, type ServerConfig } from '../../src/index.ts'
import { UNREAD_CHAIN } from '../unreadChain.ts'

export const DEV_PROJECT_ID = 'foyer-dev'

/** Starting a server opens its database (PGlite): slow on a busy machine. */
export const START_TIMEOUT_MS = 60_000

export interface RelayServer {
  app: FastifyInstance
  /** `ws://127.0.0.1:<port>/ws`, what a client is configured with (and its JWT's audience). */
  relayUrl: string
  /** The server's warning and error log lines, parsed. */
  logs: Record<string, unknown>[]
  close(): Promise<void>
}

/** A real server on a free port, its log lines kept for the test to read. The relay needs no chain to answer: its only chain is UNREAD_CHAIN. */
export async function startRelayServer(config: Partial<ServerConfig> = {}): Promise<RelayServer> {
  const logs: Record<string, unknown>[] = []
  const app = await buildServer(
    { host: '127.0.0.1', port: 0, logLevel: 'warn', activity: { indexer: false }, chains: [UNREAD_CHAIN], devProject: true, metrics: { public: true }, ...config },
    { logStream: { write: (line) => void logs.push(JSON.parse(line) as Record<string, unknown>) } },
  )
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 })
  return { app, relayUrl: `${baseUrl.replace(/^http/, 'ws')}/ws`, logs, close: () => app.close() }
}

/** A relay message: any base64 text will do, the relay never reads it. */
export function envelope(label = 'message'): string {
  return Buffer.from(`${label}:${randomBytes(12).toString('hex')}`).toString('base64')
}

/** A fresh 32-byte topic in hex. */
export function newTopic(): string {
  return randomBytes(32).toString('hex')
}

export interface Identity {
  seed: Uint8Array
  clientId: string
  /** Fixed for the life of a client object, like 2.21.8's. */
  sub: string
}

export async function newIdentity(): Promise<Identity> {
  const seed = generateClientSeed()
  return { seed, clientId: await clientIdFromSeed(seed), sub: randomBytes(32).toString('hex') }
}

export interface ConnectOptions {
  identity?: Identity
  projectId?: string | undefined
  origin?: string
  /** The JWT's audience; the relay URL by default. */
  aud?: string
  iat?: number
  ttl?: number
  /** Replaces the whole auth parameter. */
  auth?: string | undefined
  /** Answer WebSocket pings (true, as every client library does). */
  autoPong?: boolean
  /** Other headers of the upgrade request (X-Forwarded-For, as a proxy in front of the relay sets it). */
  headers?: Record<string, string>
}

/** The socket URL as 2.21.8 builds it: the relay URL plus auth, projectId, ua and useOnCloseEvent. */
export async function socketUrl(relayUrl: string, options: ConnectOptions = {}): Promise<string> {
  const identity = options.identity ?? (await newIdentity())
  const auth = 'auth' in options ? options.auth : await signRelayJwt({ seed: identity.seed, sub: identity.sub, aud: options.aud ?? relayUrl, iat: options.iat, ttl: options.ttl })
  const url = formatRelayUrl(relayUrl, {
    auth: auth ?? '',
    projectId: 'projectId' in options ? options.projectId : DEV_PROJECT_ID,
    ua: 'wc-2/js-2.21.8/linux-20.20.2/node',
  })
  if (auth !== undefined) return url
  const withoutAuth = new URL(url)
  withoutAuth.searchParams.delete('auth')
  return withoutAuth.toString()
}

/** What the server answered an upgrade it refused. */
export interface Refusal {
  status: number
  body: { error?: string; message?: string; code?: string }
}

/** Tries to open a socket; resolves with the HTTP refusal, or rejects if the socket opened. */
export function expectRefusal(url: string, headers: Record<string, string> = {}): Promise<Refusal> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers })
    ws.on('open', () => {
      ws.terminate()
      reject(new Error('the relay accepted the socket'))
    })
    ws.on('unexpected-response', (_request, response) => {
      let text = ''
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
      response.on('end', () => {
        ws.terminate()
        resolve({ status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as Refusal['body']) : {} })
      })
    })
    ws.on('error', () => {})
  })
}

export interface RpcResponse {
  id: unknown
  jsonrpc: '2.0'
  result?: unknown
  error?: { code: number; message: string }
}

export interface Push {
  id: number
  jsonrpc: '2.0'
  method: 'irn_subscription'
  params: { id: string; data: { topic: string; message: string; publishedAt: number; tag: number; attestation?: string } }
}

/** A raw socket speaking the relay's JSON-RPC, with the frames it received kept in order. */
export class RelayTestClient {
  readonly frames: unknown[] = []
  /** The raw text of every frame, to check ids byte for byte. */
  readonly rawFrames: string[] = []
  private nextId = 1
  private waiters: (() => void)[] = []

  private constructor(
    readonly ws: WebSocket,
    readonly identity: Identity,
    /** The headers of the server's 101 answer (a proxy in front may name the server there). */
    readonly upgradeHeaders: IncomingHttpHeaders,
  ) {
    ws.on('message', (data) => {
      const text = data.toString()
      this.rawFrames.push(text)
      this.frames.push(JSON.parse(text))
      for (const wake of this.waiters.splice(0)) wake()
    })
  }

  get clientId(): string {
    return this.identity.clientId
  }

  static async connect(relayUrl: string, options: ConnectOptions = {}): Promise<RelayTestClient> {
    const identity = options.identity ?? (await newIdentity())
    const ws = new WebSocket(await socketUrl(relayUrl, { ...options, identity }), {
      headers: { ...options.headers, ...(options.origin && { origin: options.origin }) },
      autoPong: options.autoPong ?? true,
    })
    let upgradeHeaders: IncomingHttpHeaders = {}
    ws.once('upgrade', (response) => (upgradeHeaders = response.headers))
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
      ws.once('unexpected-response', (_request, response) => reject(new Error(`refused with ${response.statusCode}`)))
    })
    return new RelayTestClient(ws, identity, upgradeHeaders)
  }

  /** Sends a raw frame. */
  sendRaw(text: string): void {
    this.ws.send(text)
  }

  /** Calls a method and waits for the answer with the same id (a string id unless told otherwise). */
  async call(method: string, params: unknown, id: string | number = `${Date.now()}${String(this.nextId++).padStart(6, '0')}`): Promise<RpcResponse> {
    this.ws.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    return (await this.waitFor((frame) => (frame as RpcResponse).id === id && !('method' in (frame as object)))) as RpcResponse
  }

  /** Calls and expects a result; throws the JSON-RPC error otherwise. */
  async result(method: string, params: unknown): Promise<unknown> {
    const answer = await this.call(method, params)
    if (answer.error) throw new Error(`${method} answered ${answer.error.code}: ${answer.error.message}`)
    return answer.result
  }

  subscribe(topic: string): Promise<unknown> {
    return this.result('irn_subscribe', { topic })
  }

  publish(topic: string, message: string, options: { ttl?: number; tag?: number } = {}): Promise<unknown> {
    return this.result('irn_publish', { topic, message, ttl: options.ttl ?? 300, tag: options.tag ?? 1108, prompt: false })
  }

  /** Every irn_subscription push received so far. */
  pushes(): Push[] {
    return this.frames.filter((frame): frame is Push => (frame as Push).method === 'irn_subscription')
  }

  /** Waits for the n-th push (1-based) to have arrived. */
  async nthPush(n: number, timeoutMs = 5_000): Promise<Push> {
    await this.until(() => this.pushes().length >= n, timeoutMs)
    return this.pushes()[n - 1]!
  }

  /** Acknowledges a push as 2.21.8 does. */
  ack(push: Push): void {
    this.ws.send(JSON.stringify({ id: push.id, jsonrpc: '2.0', result: true }))
  }

  /** Waits for a frame that matches; rejects after the timeout. */
  async waitFor(match: (frame: unknown) => boolean, timeoutMs = 5_000): Promise<unknown> {
    let found: unknown
    await this.until(() => (found = this.frames.find(match)) !== undefined, timeoutMs)
    return found
  }

  /** Waits until the condition holds, checking again on every frame; rejects after the timeout. */
  async until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs
    while (!condition()) {
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`not within ${timeoutMs} ms; received ${JSON.stringify(this.frames).slice(0, 500)}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  /** Resolves when the socket is closed, with its close code. */
  closed(): Promise<number> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve(1006)
    return new Promise((resolve) => this.ws.once('close', (code) => resolve(code)))
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return
    const closed = this.closed()
    this.ws.close()
    await closed
  }
}

/** The value of one series in the server's /metrics (`name` with its labels, as Prometheus prints it), 0 when absent. */
export async function metricValue(server: RelayServer, series: string): Promise<number> {
  const text = await (await fetch(server.relayUrl.replace(/^ws/, 'http').replace(/\/ws$/, '/metrics'))).text()
  const line = text.split('\n').find((row) => row.startsWith(`${series} `))
  return line === undefined ? 0 : Number(line.slice(series.length + 1))
}

/** Gives in-flight frames time to arrive, to check that nothing more came. */
export function settle(ms = 300): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
