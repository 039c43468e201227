import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { WebSocketServer } from 'ws'
import type { Db } from '../kernel/db/database.ts'
import { clientAddressKey } from '../kernel/http/clientAddress.ts'
import { createMemoryFanout, type Fanout } from './fanout.ts'
import type { Mailbox, MailboxOptions } from './mailbox.ts'
import { createMemoryMailbox } from './memoryMailbox.ts'
import { createRedisFanout } from './redisFanout.ts'
import { createRedisMailbox } from './redisMailbox.ts'
import { createRefusalThrottle } from './refusalThrottle.ts'
import { relayAudiences } from './relayAudiences.ts'
import { createRelayHub } from './relayHub.ts'
import { createPublishRateLimiter, maxFrameBytes } from './relayLimits.ts'
import { relayMethods } from './relayMethods.ts'
import type { RelayMetrics } from './relayMetrics.ts'
import { connectRelayRedis } from './relayRedis.ts'
import type { RelaySettings } from './relaySettings.ts'
import { RelaySocket } from './relaySocket.ts'
import { createSocketSlots } from '../kernel/http/socketSlots.ts'
import { createThrottledLog } from './throttledLog.ts'
import { checkUpgrade, peekClaims, type UpgradeVerdict } from './upgradeAuth.ts'
import { upgradeClientIpReader, type TrustProxy } from './upgradeClientIp.ts'

export interface InstallRelayOptions {
  /** The relay's settings, and the server's trustProxy: client addresses are read as request.ip reads them. */
  settings: RelaySettings & { trustProxy: TrustProxy }
  db: Db
  metrics: RelayMetrics
  devMode: boolean
  /** The server's public http(s) origin; the relay is also reached at its ws(s) form plus the path. */
  publicUrl: string | undefined
}

/** How an upgrade is refused: an HTTP answer with its status, cause and message. */
type Refusal = Omit<Extract<UpgradeVerdict, { accepted: false }>, 'accepted'> | { status: 404; cause: 'unknown-path'; message: string }

const STATUS_TEXT: Record<number, string> = { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 429: 'Too Many Requests', 503: 'Service Unavailable' }

/**
 * The WalletConnect relay on the server's own port: WebSocket upgrades at `settings.path` are
 * checked (project, origin, JWT) and become relay sockets; refusals are HTTP answers at the
 * upgrade, never a WebSocket close (2.21.8 crashes on close code 3000). Messages wait in a
 * mailbox until their ttl; with `settings.redisUrl` the mailbox and the fan-out are in Redis, so
 * several processes behind one address act as one relay.
 */
export async function installRelay(app: FastifyInstance, options: InstallRelayOptions): Promise<void> {
  const { settings, metrics } = options
  const log = app.log.child({ component: 'relay' })
  const problems = createThrottledLog(log)
  const budget = {
    maxBytes: settings.mailboxMaxBytes,
    maxBytesPerTopic: settings.topicMaxBytes,
    maxBytesPerClient: settings.clientMaxBytes,
    maxBytesPerAddress: settings.ipMaxBytes,
  }
  const {
    mailbox,
    fanout,
    close: closeStorage,
  } = await openRelayStorage(app, settings, {
    budget,
    onEvicted: (reason, count) => metrics.mailboxEvictions.inc({ reason }, count),
  })
  metrics.readMailboxBytesFrom(() => mailbox.bytesHeld())
  const hub = createRelayHub({ mailbox, fanout, maxMessagesPerTopic: settings.maxMessagesPerTopic, maxTtlSeconds: settings.maxTtlSeconds, budget, metrics })
  const rateLimiter = createPublishRateLimiter(settings, { onLimited: (limit) => metrics.publishRateLimited.inc({ limit }) })
  const methods = relayMethods(settings)
  const throttle = createRefusalThrottle(settings.refusalsPerWindow, settings.refusalWindowMs)
  const socketSlots = createSocketSlots(settings.maxSocketsPerIp)
  const clientIpOf = upgradeClientIpReader(settings.trustProxy)
  const findProject = app.findProject
  const audienceSources = {
    path: settings.path,
    publicUrls: settings.publicUrls,
    publicUrl: options.publicUrl,
    address: () => app.server.address(),
    devMode: options.devMode,
  }
  const webSockets = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes(settings), perMessageDeflate: false, clientTracking: false })
  const sockets = new Set<RelaySocket>()

  function refuse(socket: Duplex, verdict: Refusal, details: Record<string, unknown>): void {
    metrics.refusals.inc({ cause: verdict.cause })
    problems.warn(verdict.cause, { status: verdict.status, ...details }, `relay refused a connection (${verdict.cause}): ${verdict.message}`)
    const body = JSON.stringify({ error: STATUS_TEXT[verdict.status], message: verdict.message, code: verdict.cause })
    const retryAfter = verdict.status === 429 ? `Retry-After: ${Math.ceil(settings.refusalWindowMs / 1000)}\r\n` : ''
    socket.end(
      `HTTP/1.1 ${verdict.status} ${STATUS_TEXT[verdict.status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `${retryAfter}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    )
  }

  async function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    socket.on('error', () => socket.destroy())
    const url = new URL(request.url ?? '/', 'http://relay')
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname
    const ip = clientIpOf(request)
    if (path !== settings.path) {
      refuse(socket, { status: 404, cause: 'unknown-path', message: `No WebSocket endpoint at ${url.pathname.slice(0, 100)}; the relay is at ${settings.path}` }, { ip })
      return
    }
    // Every limit counts per address, not per client key: a did:key costs nothing to make. The
    // slot is held until the connection closes, refused or not, so checks in flight count too.
    const clientIp = clientAddressKey(ip)
    if (!socketSlots.reserve(clientIp)) {
      refuse(socket, { status: 429, cause: 'too-many-sockets', message: `Too many sockets: at most ${settings.maxSocketsPerIp} open at once from one IP address; close one first` }, { ip })
      return
    }
    socket.once('close', () => socketSlots.release(clientIp))
    const claims = peekClaims(url.searchParams.get('auth'))
    const verdict = await checkUpgrade(request, clientIp, url.searchParams, {
      findProject,
      devMode: options.devMode,
      audiences: (claimed) => relayAudiences(audienceSources, claimed),
      isThrottled: (key) => throttle.isThrottled(key),
      maxJwtLifetimeSeconds: settings.maxJwtLifetimeSeconds,
    })
    if (socket.destroyed) return
    if (!verdict.accepted) {
      if (verdict.cause !== 'throttled' && verdict.cause !== 'projects-unavailable') throttle.recordRefusal(clientIp)
      const projectId = url.searchParams.get('projectId')?.slice(0, 64)
      refuse(socket, verdict, { ip, clientId: claims.iss, projectId, origin: request.headers.origin?.slice(0, 200), ua: url.searchParams.get('ua')?.slice(0, 200) })
      return
    }
    webSockets.handleUpgrade(request, socket, head, (ws) => {
      const relaySocket = new RelaySocket(ws, {
        clientId: verdict.clientId,
        clientIp,
        hub,
        methods,
        rateLimiter,
        maxSubscriptions: settings.maxSubscriptionsPerSocket,
        metrics,
        log: problems,
      })
      sockets.add(relaySocket)
      ws.once('close', () => sockets.delete(relaySocket))
    })
  }

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    onUpgrade(request, socket, head).catch((error: unknown) => {
      log.error({ err: error }, 'relay failed to handle a WebSocket upgrade')
      socket.destroy()
    })
  })

  // 2.21.8 drops a socket that shows no traffic and no ping for 35 s.
  const heartbeat = setInterval(() => {
    for (const socket of sockets) socket.heartbeat()
  }, settings.pingIntervalMs)
  heartbeat.unref()

  // Open sockets would keep the HTTP server from closing: they are closed first (1001, going away).
  app.addHook('preClose', async () => {
    clearInterval(heartbeat)
    for (const socket of sockets) socket.close(1001, 'Server closing')
  })
  app.addHook('onClose', async () => {
    rateLimiter.close()
    webSockets.close()
    await closeStorage()
  })
}

async function openRelayStorage(app: FastifyInstance, settings: RelaySettings, mailboxOptions: MailboxOptions): Promise<{ mailbox: Mailbox; fanout: Fanout; close(): Promise<void> }> {
  if (!settings.redisUrl) {
    const mailbox = createMemoryMailbox(mailboxOptions)
    const fanout = createMemoryFanout()
    return { mailbox, fanout, close: async () => void (await Promise.all([mailbox.close(), fanout.close()])) }
  }
  const commands = await connectRelayRedis(app.log, settings.redisUrl, { role: 'mailbox' })
  const subscriber = await connectRelayRedis(app.log, settings.redisUrl, { role: 'fan-out', queueWhileOffline: true })
  const mailbox = createRedisMailbox(commands, settings.redisKeyPrefix, mailboxOptions)
  const fanout = await createRedisFanout(commands, subscriber, `${settings.redisKeyPrefix}fanout`)
  return {
    mailbox,
    fanout,
    close: async () => {
      await Promise.all([mailbox.close(), fanout.close()])
      commands.disconnect()
      subscriber.disconnect()
    },
  }
}
