/**
 * A raw HTTP request to a server on loopback: the path goes out exactly as written (no client
 * normalizes or re-encodes it); a body past one piece is declared whole but only begun (writeBody).
 */
import { request as httpRequest, type Agent, type ClientRequest } from 'node:http'

export interface RawAnswer {
  status: number
  json: unknown
  text: string
}

export interface RawRequestOptions {
  body?: string | Buffer
  contentType?: string
  headers?: Record<string, string>
}

const BODY_PIECE_BYTES = 64 * 1024
const ANSWER_WITHIN_MS = 10_000

export function sendRawRequest(target: { port: number; agent: Agent }, method: string, path: string, options: RawRequestOptions = {}): Promise<RawAnswer> {
  const headers: Record<string, string | number> = { ...options.headers }
  if (options.contentType) headers['content-type'] = options.contentType
  if (options.body !== undefined) headers['content-length'] = Buffer.byteLength(options.body)
  return new Promise((resolve, reject) => {
    let answered = false
    const outgoing = httpRequest({ host: '127.0.0.1', port: target.port, method, path, headers, agent: target.agent, timeout: ANSWER_WITHIN_MS }, (incoming) => {
      answered = true
      const chunks: Buffer[] = []
      const answer = () => {
        const text = Buffer.concat(chunks).toString('utf8')
        const isJson = incoming.headers['content-type']?.startsWith('application/json') ?? false
        let json: unknown
        try {
          json = isJson ? JSON.parse(text) : undefined
        } catch (error) {
          return reject(new Error(`${method} ${path.slice(0, 100)} answered ${incoming.statusCode} with JSON cut short: ${(error as Error).message}`))
        }
        resolve({ status: incoming.statusCode!, text, json })
        // A body cut short for a server that answered early: this connection is done.
        if (!outgoing.writableEnded) outgoing.destroy()
      }
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('end', answer)
      // The server closing at once after its answer (the body refused by its length) may end the socket before 'end'.
      incoming.on('close', () => {
        if (incoming.complete) answer()
      })
    })
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${path.slice(0, 100)} got no answer in ${ANSWER_WITHIN_MS / 1000} s`)))
    // The write failing (EPIPE, ECONNRESET) after the server answered is that answer, not a failure.
    outgoing.on('error', (error) => {
      if (!answered) reject(error)
    })
    writeBody(outgoing, options.body)
  })
}

/**
 * Sends a body of one piece whole. A larger one is declared whole (Content-Length) but only its
 * first piece is sent: a server refuses a body by its declared length at once, and closes; the next
 * piece's write would fail (EPIPE) on that closed connection, at times before the answer was read.
 * A server that reads on instead gets no more and its answer never comes: the request then fails
 * by its own timeout, naming the route.
 */
function writeBody(outgoing: ClientRequest, body: string | Buffer | undefined): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body
  if (!bytes || bytes.length <= BODY_PIECE_BYTES) return void outgoing.end(bytes)
  outgoing.write(bytes.subarray(0, BODY_PIECE_BYTES))
}
