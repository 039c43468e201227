import { performance } from 'node:perf_hooks'
import { formatRelayUrl, generateClientSeed, signRelayJwt, toHex } from '@foyer/walletconnect'
import { LoadSocket, type Push } from './loadSocket.ts'
import { percentile } from './stats.ts'

/**
 * The load: half the sockets publish, each on a topic of its own, the other half subscribe, one
 * per topic. Each publisher keeps `inFlight` publishes unanswered, sending the next as soon as one
 * is answered (a closed loop: the server sets the pace). Messages are the size of a wallet's
 * personal_sign answer envelope, with a request's ttl, as 2.21.8 publishes them (tag 1109, 300 s).
 */
export const THROUGHPUT_LOAD = {
  sockets: 1000,
  /** Runs per server, the servers interleaved; the best is kept: other work on the machine only slows a run down. */
  rounds: 2,
  inFlight: 2,
  warmUpMs: 1000,
  measuredMs: 4000,
  messageBytes: 300,
  ttlSeconds: 300,
  tag: 1109,
}

/** Sockets opened at once while connecting: the handshakes (and the relay's JWT checks) queue up, but none times out. */
const CONNECT_CONCURRENCY = 50
/** After the publishers stop, deliveries still on the way get this long to arrive. */
const DRAIN_MS = 3000
/** base64 of the message's first 18 bytes: when it was sent (float64), by which publisher, its number. */
const HEADER_CHARS = 24

export interface ThroughputFigures {
  /** Messages delivered to subscribers per second, counted over the measured window. */
  deliveredPerSecond: number
  /** publish sent → push received at the subscriber, over the messages delivered in the window. */
  medianMs: number
  p99Ms: number
  /** CPU the server process used during the window, as a share of one core. */
  serverCpu: number
  /** CPU this (load) process used during the window, as a share of one core. */
  loadCpu: number
  /** Publishes the server refused (any would make the rate meaningless). */
  refused: number
  /** Messages published and answered that never reached their subscriber. */
  lost: number
}

/**
 * One identity per socket, as real clients have: an ed25519 seed, and the relay URL with its JWT
 * (audience the relay URL) and projectId. Made once: the same load runs against both servers,
 * and the bare one ignores the query.
 */
export function makeSocketTokens(relayUrl: string, count = THROUGHPUT_LOAD.sockets): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, () => {
      const seed = generateClientSeed()
      return signRelayJwt({ seed, sub: toHex(generateClientSeed()), aud: relayUrl })
    }),
  )
}

/**
 * Runs the load against the server at `url` (`ws://…/ws`) and measures it. `serverCpuMs` reads
 * the server process's CPU time, so the table can show whether the server was the bottleneck.
 */
export async function measureThroughput(url: string, tokens: readonly string[], serverCpuMs: () => Promise<number>): Promise<ThroughputFigures> {
  const topicCount = tokens.length / 2
  const topics = Array.from({ length: topicCount }, () => toHex(generateClientSeed()))
  const latencies: number[] = []
  let windowStart = Infinity
  let windowEnd = Infinity
  let deliveredTotal = 0

  const onPush = (push: Push) => {
    const received = performance.now()
    deliveredTotal++
    if (received < windowStart || received > windowEnd) return
    const sentAt = Buffer.from(push.message.slice(0, HEADER_CHARS), 'base64').readDoubleLE(0)
    latencies.push(received - sentAt)
  }
  const sockets = await openSockets(
    tokens.map((auth) => formatRelayUrl(url, { auth, projectId: 'foyer-dev' })),
    (index) => (index >= topicCount ? onPush : undefined),
  )
  try {
    const publishers = sockets.slice(0, topicCount)
    const subscribers = sockets.slice(topicCount)
    await Promise.all(subscribers.map((socket, index) => socket.call('irn_subscribe', { topic: topics[index] })))

    let running = true
    let refused = 0
    let answered = 0
    const publishLoop = async (socket: LoadSocket, publisher: number, lane: number) => {
      const message = Buffer.alloc(THROUGHPUT_LOAD.messageBytes, publisher + 1)
      message.writeUInt32LE(publisher, 8)
      for (let seq = lane; running; seq += THROUGHPUT_LOAD.inFlight) {
        message.writeDoubleLE(performance.now(), 0)
        message.writeUInt32LE(seq, 12)
        const params = { topic: topics[publisher], message: message.toString('base64'), ttl: THROUGHPUT_LOAD.ttlSeconds, tag: THROUGHPUT_LOAD.tag }
        try {
          await socket.call('irn_publish', params)
          answered++
        } catch {
          refused++
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }
    }

    const started = performance.now()
    windowStart = started + THROUGHPUT_LOAD.warmUpMs
    windowEnd = windowStart + THROUGHPUT_LOAD.measuredMs
    const loops = publishers.flatMap((socket, publisher) => Array.from({ length: THROUGHPUT_LOAD.inFlight }, (_, lane) => publishLoop(socket, publisher, lane)))

    await sleepUntil(windowStart)
    const cpuAtStart = { server: await serverCpuMs(), load: process.cpuUsage() }
    const cpuFrom = performance.now()
    await sleepUntil(windowEnd)
    const serverCpuEnd = await serverCpuMs()
    const load = process.cpuUsage(cpuAtStart.load)
    const cpuWallMs = performance.now() - cpuFrom
    running = false
    await Promise.all(loops)
    await waitFor(() => deliveredTotal >= answered, DRAIN_MS)

    return {
      deliveredPerSecond: latencies.length / (THROUGHPUT_LOAD.measuredMs / 1000),
      medianMs: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      serverCpu: (serverCpuEnd - cpuAtStart.server) / cpuWallMs,
      loadCpu: (load.user + load.system) / 1000 / cpuWallMs,
      refused,
      lost: Math.max(0, answered - deliveredTotal),
    }
  } finally {
    for (const socket of sockets) socket.close()
  }
}

async function openSockets(urls: readonly string[], onPushFor: (index: number) => ((push: Push) => void) | undefined): Promise<LoadSocket[]> {
  const sockets: LoadSocket[] = new Array(urls.length)
  let next = 0
  let failed = false
  const worker = async () => {
    while (next < urls.length && !failed) {
      const index = next++
      sockets[index] = await LoadSocket.open(urls[index]!, onPushFor(index))
    }
  }
  const workers = Array.from({ length: CONNECT_CONCURRENCY }, worker)
  try {
    await Promise.all(workers)
  } catch (error) {
    failed = true
    await Promise.allSettled(workers)
    for (const socket of sockets) socket?.close()
    throw error
  }
  return sockets
}

function sleepUntil(at: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())))
}

async function waitFor(done: () => boolean, timeoutMs: number): Promise<void> {
  const until = performance.now() + timeoutMs
  while (!done() && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 20))
}
