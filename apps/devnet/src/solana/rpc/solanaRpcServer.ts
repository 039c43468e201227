import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import { answerRpcBody, parseRpcCall } from './rpcDispatch.ts'
import { RpcError } from './rpcError.ts'
import { stringifyRpcJson } from './rpcJson.ts'
import type { RpcContext } from './rpcMethods.ts'
import { RpcSubscriptions } from './rpcSubscriptions.ts'

/** A request body larger than this is refused (a transaction is at most 1232 bytes; a batch of 100 fits). */
export const MAX_BODY_BYTES = 512 * 1024
/** A WebSocket message larger than this closes the socket. */
export const MAX_SOCKET_MESSAGE_BYTES = 64 * 1024

export interface SolanaRpcServer {
  /** The JSON-RPC endpoint, e.g. http://127.0.0.1:8899 */
  rpcUrl: string
  /** The subscriptions endpoint, on the same port: ws://127.0.0.1:8899 */
  wsUrl: string
  close(): Promise<void>
}

/**
 * The local chain's JSON-RPC front: calls over HTTP POST (single or batched) and subscriptions over a
 * WebSocket on the same port, answered as a validator answers them. Any origin may call it, as a
 * validator allows; it listens on loopback unless told otherwise.
 */
export async function startSolanaRpcServer(context: RpcContext, options: { host: string; port: number }): Promise<SolanaRpcServer> {
  const server = createServer((request, response) => {
    handleHttp(request, response, context).catch((error: unknown) => {
      if (!response.headersSent) writeJson(response, 500, { jsonrpc: '2.0', id: null, error: { code: -32603, message: `Internal error: ${String(error)}` } })
    })
  })
  const sockets = new WebSocketServer({ server, maxPayload: MAX_SOCKET_MESSAGE_BYTES })
  sockets.on('connection', (socket) => serveSocket(socket, context))

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const host = options.host.includes(':') ? `[${options.host}]` : options.host
  return {
    rpcUrl: `http://${host}:${port}`,
    wsUrl: `ws://${host}:${port}`,
    close: async () => {
      for (const socket of sockets.clients) socket.terminate()
      sockets.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '86400',
}

async function handleHttp(request: IncomingMessage, response: ServerResponse, context: RpcContext): Promise<void> {
  if (request.method === 'OPTIONS') return void response.writeHead(204, CORS_HEADERS).end()
  if (request.method === 'GET' && request.url === '/health') return void response.writeHead(200, { 'content-type': 'text/plain', ...CORS_HEADERS }).end('ok')
  if (request.method !== 'POST') return void response.writeHead(405, { allow: 'POST, GET, OPTIONS', ...CORS_HEADERS }).end('Used HTTP Method is not allowed. POST or OPTIONS is required')
  const body = await readBody(request)
  if (body === undefined) return void response.writeHead(413, { connection: 'close', ...CORS_HEADERS }).end(`The request body is larger than ${MAX_BODY_BYTES} bytes`)
  writeJson(response, 200, await answerRpcBody(body, context))
}

function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const collect = (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk)
      // Answered at once; the rest is read and dropped, so the client hears the 413 rather than a reset.
      request.off('data', collect)
      request.resume()
      resolve(undefined)
    }
    request.on('data', collect)
    request.on('end', () => resolve(size <= MAX_BODY_BYTES ? Buffer.concat(chunks).toString('utf8') : undefined))
    request.on('error', reject)
  })
}

function writeJson(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...CORS_HEADERS }).end(stringifyRpcJson(value))
}

function serveSocket(socket: WebSocket, context: RpcContext): void {
  const subscriptions = new RpcSubscriptions(context.ledger, (message) => {
    if (socket.readyState === socket.OPEN) socket.send(message)
  })
  socket.on('close', () => subscriptions.close())
  socket.on('message', (data) => {
    let id: number | string | null = null
    try {
      const call = parseRpcCall(JSON.parse(String(data)))
      id = call.id ?? null
      const result = subscriptions.call(call.method, call.params ?? [])
      socket.send(stringifyRpcJson({ jsonrpc: '2.0', id, result }))
    } catch (error) {
      const rpcError = error instanceof RpcError ? error : new RpcError(-32700, 'Parse error')
      socket.send(stringifyRpcJson({ jsonrpc: '2.0', id, error: { code: rpcError.code, message: rpcError.message } }))
    }
  })
}
