import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UNREAD_CHAIN } from '../unreadChain.ts'
import { startServer, type RunningServer } from '../harness.ts'

/** Starting a server opens its database and runs migrations: minutes on a busy machine. */
const START_TIMEOUT_MS = 240_000
const MAX_PER_IP = 5
const TRUSTED_PROXY = '127.0.12.1'

// Short head and request timeouts, a long keep-alive: the connections a test holds open on purpose
// stay open while it counts, and a half-sent head is closed soon. Every test connects from a
// loopback address of its own (127.0.0.0/8 is all loopback), so their counts never meet.
let server: RunningServer
let port: number
beforeAll(async () => {
  server = await startServer({
    chains: [UNREAD_CHAIN],
    trustProxy: [TRUSTED_PROXY],
    connections: { headersTimeoutMs: 1_000, requestTimeoutMs: 2_000, keepAliveTimeoutMs: 120_000, maxPerIp: MAX_PER_IP },
  })
  port = Number(new URL(server.baseUrl).port)
}, START_TIMEOUT_MS)
afterAll(() => server?.close())

/** A raw TCP connection from `from`, with everything the server sends collected, and its close awaited. */
function open(from: string) {
  const socket: Socket = connect({ host: '127.0.0.1', port, localAddress: from })
  let received = ''
  const listeners: (() => void)[] = []
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => {
    received += chunk
    listeners.splice(0).forEach((listener) => listener())
  })
  socket.on('error', () => {})
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)))
  socket.once('close', () => listeners.splice(0).forEach((listener) => listener()))
  return {
    socket,
    /** Resolves with everything the server sent once the connection is closed (by either side). */
    closed,
    /** Sends `text` and resolves with the first answer's status line, or 'closed' when the server closes instead. */
    async ask(text: string): Promise<string> {
      const before = received.length
      socket.write(text)
      await new Promise<void>((resolve) => {
        if (socket.destroyed) return resolve()
        listeners.push(resolve)
      })
      const answer = received.slice(before)
      return answer === '' ? 'closed' : answer.split('\r\n')[0]!
    },
  }
}

const HEALTHZ = 'GET /healthz HTTP/1.1\r\nHost: foyer\r\n\r\n'

describe('connection timeouts', () => {
  it('a request head still unfinished after the head timeout is answered 408 and closed', async () => {
    const connection = open('127.0.10.1')
    connection.socket.write('GET /healthz HTTP/1.1\r\nHost: foyer\r\nX-Slow: ')
    expect(await connection.closed).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/)
  })

  it('a connection that never sends a request is closed after the head timeout', async () => {
    const connection = open('127.0.10.2')
    // Closed: by Node's head check with a 408, or by the server's idle timer (its safety net) with nothing.
    expect(await connection.closed).toMatch(/^(HTTP\/1\.1 408 Request Timeout\r\n[\s\S]*)?$/)
  })

  it('a request under way is not cut by the idle timer: an answer on a kept-alive connection, then another', async () => {
    const connection = open('127.0.10.3')
    expect(await connection.ask(HEALTHZ)).toBe('HTTP/1.1 200 OK')
    expect(await connection.ask(HEALTHZ)).toBe('HTTP/1.1 200 OK')
    connection.socket.destroy()
  })

  it("the keep-alive timeout is the configured one, not Fastify's 72 s", () => {
    expect(server.app.server.keepAliveTimeout).toBe(120_000)
    expect(server.app.server.headersTimeout).toBe(1_000)
    expect(server.app.server.requestTimeout).toBe(2_000)
  })
})

describe('connections per client IP', () => {
  it(`holds ${MAX_PER_IP} open connections from one IP, closes the next one at once, and accepts new ones once some close`, async () => {
    const from = '127.0.11.1'
    const held = Array.from({ length: MAX_PER_IP }, () => open(from))
    // Each answers: the connections are open and counted.
    for (const connection of held) expect(await connection.ask(HEALTHZ)).toBe('HTTP/1.1 200 OK')
    const refused = open(from)
    expect(await refused.closed).toBe('')
    // The held ones still answer, and another address is served meanwhile.
    for (const connection of held) expect(await connection.ask(HEALTHZ)).toBe('HTTP/1.1 200 OK')
    const neighbour = open('127.0.11.2')
    expect(await neighbour.ask(HEALTHZ)).toBe('HTTP/1.1 200 OK')
    neighbour.socket.destroy()

    // Two close; the server frees their slots when it sees them go.
    for (const connection of held.splice(0, 2)) {
      connection.socket.destroy()
      await connection.closed
    }
    let accepted = 'closed'
    for (let attempt = 0; attempt < 50 && accepted === 'closed'; attempt++) {
      const next = open(from)
      accepted = await next.ask(HEALTHZ)
      if (accepted !== 'closed') held.push(next)
    }
    expect(accepted).toBe('HTTP/1.1 200 OK')
    for (const connection of held) connection.socket.destroy()
  })

  it('connections from a trusted proxy are not counted: it carries many clients, each counted by the address it forwards', async () => {
    const held = Array.from({ length: MAX_PER_IP + 2 }, () => open(TRUSTED_PROXY))
    for (const connection of held) expect(await connection.ask(HEALTHZ)).toBe('HTTP/1.1 200 OK')
    for (const connection of held) connection.socket.destroy()
  })
})
