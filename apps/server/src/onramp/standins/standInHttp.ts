import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The most a stand-in reads of a request body: its calls and forms are small. */
const MAX_BODY_BYTES = 64 * 1024

export type StandInHandler = (request: IncomingMessage, url: URL, response: ServerResponse) => Promise<void>

/** A stand-in's HTTP server on loopback: its handler, errors answered as JSON `{ message }`, closed with its connections. */
export async function listenOnLoopback(handler: StandInHandler, options: { host?: string; port?: number } = {}): Promise<{ url: string; close(): Promise<void> }> {
  const host = options.host ?? '127.0.0.1'
  let base = ''
  const server: Server = createServer((request, response) => {
    handler(request, new URL(request.url ?? '/', base), response).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { message: error instanceof Error ? error.message : 'failed' })
      else response.end()
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  base = `http://${host}:${(server.address() as AddressInfo).port}`
  return {
    url: base,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html)
}

export async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new Error('body too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** The JSON body, or undefined when it is not JSON. */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse(await readText(request))
  } catch {
    return undefined
  }
}

export async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readText(request))
}

/** What a stand-in can be told to do wrong, for the tests of a provider misbehaving. */
export type StandInFault = 'slow' | 'malformed' | 'error' | undefined

/** Answers the fault instead of the call: true when it did. A slow answer comes after `slowMs`, long past any client timeout in tests. */
export async function answeredFault(fault: StandInFault, response: ServerResponse, slowMs = 5_000): Promise<boolean> {
  if (!fault) return false
  if (fault === 'error') sendJson(response, 500, { message: 'the stand-in was told to fail' })
  if (fault === 'malformed') sendJson(response, 200, { unexpected: 'shape' })
  if (fault === 'slow') {
    await new Promise((resolve) => setTimeout(resolve, slowMs).unref())
    if (!response.destroyed) sendJson(response, 500, { message: 'too late' })
  }
  return true
}
