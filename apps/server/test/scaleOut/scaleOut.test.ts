/**
 * Scale-out (P18 item 11), as the README's "Scaling" section sets it up: two built server processes
 * (`foyer serve`, production mode) behind HAProxy, sharing one PostgreSQL database, one Redis and
 * one FOYER_MASTER_KEY. Process a starts first and takes the activity indexer's role, b stands by.
 * What visitors start through the proxy — a relay subscription, wallet and email sign-ins, rate-limit
 * counts — is made before a is killed (SIGKILL, once, while requests flow) and checked after it,
 * through the proxy, on b alone. HAProxy names the process that answered (x-served-by), so each
 * check says where it was served. The server has no Redis key prefix to set: the relay's keys here
 * expire with their messages (ttl 300 s), the rate limits' with their minute, and the visitors'
 * addresses (198.18.0.0/15) and the project are this run's own.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startedWithin } from '../../../../scripts/testing/fixtureTime.ts'
import { buildServerDist } from '../../build.ts'
import type { DatabaseConfig } from '../../src/kernel/db/databaseConfig.ts'
import { startMailSink, type MailSink } from '../../src/dev/mailSink.ts'
import { describeOnPostgres, type FreshDatabase } from '../db/testDatabases.ts'
import { handledSoFar, pushesBeforeMarker } from '../relay/pushesBefore.ts'
import { redisAvailable } from '../relay/redis.ts'
import { envelope, newIdentity, newTopic, type Identity, RelayTestClient } from '../relay/relayHarness.ts'
import { evmSigner } from '../siwx/siwxSigners.ts'
import { emailLogIn, frameCall, type EmailSession } from './emailLogin.ts'
import { HELD_METHOD, type HeldNode, startHeldNode } from './heldNode.ts'
import { findHaproxy, HAPROXY_MISSING, type RunningProxy, SERVED_BY, startHaproxy } from './haproxy.ts'
import { runFoyer, type ServerProcess, startServerProcess } from './serverProcess.ts'

const TITLE = 'scale-out: two built server processes behind HAProxy sharing Redis, one killed mid-traffic,'
const ORIGIN = 'https://app.example.com'
const RUNS_INDEXER = 'this server process runs the activity indexer'
const STANDS_BY = 'another server process runs the activity indexer; this one takes over if it stops'
/** FOYER_RATE_LIMIT_PER_MINUTE: requests per minute per project and visitor. */
const LIMIT = 10
const NO_LIMIT = '1000000000'
/** Each scenario's visitor (X-Forwarded-For, trusted from the proxy on loopback): its own rate-limit counts. */
const VISITOR = { signIn: '198.18.0.2', relay: '198.18.0.3', counted: '198.18.0.4', host: '198.18.0.5', email: '198.18.0.6' }
/** The mid-traffic loop's visitors: one request each, so LIMIT refuses none of them. */
const loopVisitor = (index: number) => `198.19.${Math.floor(index / 250)}.${(index % 250) + 1}`

const redis = await redisAvailable()

if (!redis.available && !process.env.TEST_REDIS_URL) {
  describe.skip(`${TITLE} (did not run: ${redis.reason})`, () => {
    it('needs Redis', () => {})
  })
} else {
  describeOnPostgres(TITLE, (kind) => {
    /** Its own build folder directly in apps/server, as a build must sit (build.ts). */
    const build = fileURLToPath(new URL(`../../dist-scale-out-${process.pid}/`, import.meta.url))
    const workDir = mkdtempSync(join(tmpdir(), 'foyer-scale-out-'))
    let database: FreshDatabase | undefined
    let mailSink: MailSink | undefined
    let node: HeldNode | undefined
    let proxy: RunningProxy | undefined
    const processes: ServerProcess[] = []
    const sockets: RelayTestClient[] = []
    let projectId: string
    let a: ServerProcess
    let b: ServerProcess

    beforeAll(async () => {
      if (!redis.available) throw new Error(`TEST_REDIS_URL is set, but ${redis.reason}`)
      const haproxy = findHaproxy()
      if (!haproxy) throw new Error(HAPROXY_MISSING)
      database = await startedWithin('a fresh PostgreSQL database', kind.fresh())
      await startedWithin('the server build', buildServerDist({ quiet: true, outDir: build }))
      mailSink = await startMailSink()
      node = await startHeldNode()
      const chain = { chainId: 31337, name: 'Held chain', rpcUrl: node.url, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, nativePriceUsd: 3000, tokens: [] }
      writeFileSync(join(workDir, 'devnet.json'), JSON.stringify({ chains: [chain], accounts: [] }))
      const proxyPort = await freePort()
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        FOYER_DEV: '',
        DATABASE_URL: (database.config as Extract<DatabaseConfig, { kind: 'postgres' }>).url,
        REDIS_URL: redis.url,
        FOYER_MASTER_KEY: randomBytes(32).toString('base64'),
        FOYER_PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
        FOYER_TRUST_PROXY: 'loopback',
        FOYER_HOST: '127.0.0.1',
        FOYER_PORT: '0',
        FOYER_DATA_DIR: 'data',
        FOYER_DEVNET_FILE: 'devnet.json',
        FOYER_CHAINS_FILE: '',
        FOYER_SMTP_URL: mailSink.url,
        FOYER_ACTIVITY_TAKEOVER_MS: '300',
        // The chain answers the indexer only errors: its failed polls log less often.
        FOYER_ACTIVITY_POLL_MS: '5000',
        FOYER_RATE_LIMIT_PER_MINUTE: String(LIMIT),
        FOYER_RATE_LIMIT_PROJECT_CEILING_PER_MINUTE: NO_LIMIT,
        FOYER_RATE_LIMIT_PER_IP_PER_MINUTE: NO_LIMIT,
      }
      projectId = runFoyer(build, ['project', 'create', '--origin', ORIGIN, '--name', 'Scale-out'], { cwd: workDir, env })
      // a first, so it holds the indexer's role: the process killed below is the holder.
      a = await startServerProcess('a', build, { cwd: workDir, env })
      processes.push(a)
      await a.logged(RUNS_INDEXER)
      b = await startServerProcess('b', build, { cwd: workDir, env })
      processes.push(b)
      await b.logged(STANDS_BY)
      proxy = await startHaproxy(haproxy, workDir, proxyPort, processes)
    })

    afterAll(async () => {
      await Promise.all(sockets.map((socket) => socket.close()))
      await proxy?.stop()
      await Promise.all(processes.map((server) => server.kill('SIGTERM')))
      node?.release()
      await node?.close()
      await mailSink?.close()
      await database?.drop()
      rmSync(build, { recursive: true, force: true })
      rmSync(workDir, { recursive: true, force: true })
    })

    /** A request through the proxy from a visitor on the project's page; `origin: null` sends none, as a host's backend. */
    async function visit(method: 'GET' | 'POST', path: string, visitor: string, options: { body?: unknown; origin?: string | null } = {}) {
      const origin = options.origin === undefined ? ORIGIN : options.origin
      const response = await fetch(`${proxy!.url}${path}${path.includes('?') ? '&' : '?'}projectId=${projectId}`, {
        method,
        headers: { 'x-forwarded-for': visitor, ...(origin && { origin }), ...(options.body !== undefined && { 'content-type': 'application/json' }) },
        ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
      })
      const text = await response.text()
      return { status: response.status, headers: response.headers, servedBy: response.headers.get(SERVED_BY), body: text.startsWith('{') ? JSON.parse(text) : text }
    }

    /**
     * A relay socket through the proxy; with `on`, opened again until it lands on that process (after
     * a miss, a health check's interval later: a process a slow check took out is back by then).
     */
    async function relaySocket(identity: Identity, on?: string): Promise<RelayTestClient> {
      const relayUrl = `${proxy!.url.replace(/^http/, 'ws')}/ws`
      const attempts = 10
      for (let attempt = 0; attempt < attempts; attempt++) {
        const socket = await RelayTestClient.connect(relayUrl, { identity, projectId, origin: ORIGIN, headers: { 'x-forwarded-for': VISITOR.relay } })
        sockets.push(socket)
        if (on === undefined || socket.upgradeHeaders[SERVED_BY] === on) return socket
        await socket.close()
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      throw new Error(`no relay socket landed on ${on} in ${attempts} attempts`)
    }

    // What the visitors started before the kill, checked after it.
    const signer = evmSigner()
    let siwx: { sessionId: string; proof: string }
    let email: EmailSession
    const subscriberIdentity = newIdentity()
    const topic = newTopic()
    let subscriber: RelayTestClient
    let publisher: RelayTestClient
    let killedBy: NodeJS.Signals | null = null

    it('one process runs the activity indexer and the other stands by', () => {
      expect(a.messages()).toContain(RUNS_INDEXER)
      expect(b.messages()).toContain(STANDS_BY)
      expect(b.messages()).not.toContain(RUNS_INDEXER)
    })

    it('before the kill: a visitor signs in with the wallet (SIWX) on a, the process to be killed', async () => {
      for (let attempt = 0; attempt < 6; attempt++) {
        const nonce = await visit('POST', '/v1/sessions/nonce', VISITOR.signIn, { body: {} })
        expect(nonce.status, JSON.stringify(nonce.body)).toBe(200)
        const message = signer.message({ nonce: nonce.body.nonce, domain: new URL(ORIGIN).host, uri: `${ORIGIN}/login` })
        const signedIn = await visit('POST', '/v1/sessions', VISITOR.signIn, { body: { message, signature: await signer.sign(message) } })
        expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200)
        if (signedIn.servedBy === 'a') {
          siwx = { sessionId: signedIn.body.session.id, proof: signedIn.body.proof.token }
          return
        }
        // Round robin alternates: one more request lets the next sign-in land on the other process.
        await visit('GET', '/healthz', VISITOR.signIn)
      }
      throw new Error('no sign-in landed on process a in 6 attempts')
    })

    it('before the kill: a visitor logs in with email (the embedded wallet), its requests spread over both processes', async () => {
      email = await emailLogIn(proxy!.url, projectId, mailSink!, VISITOR.email)
      expect(email.servedBy).toEqual(new Set(['a', 'b']))
    })

    it('before the kill: a relay subscriber on a receives and acknowledges what a publisher on b sends', async () => {
      subscriber = await relaySocket(await subscriberIdentity, 'a')
      publisher = await relaySocket(await newIdentity(), 'b')
      await subscriber.subscribe(topic)
      const sent = [envelope('before-1'), envelope('before-2')]
      for (const message of sent) await publisher.publish(topic, message)
      await subscriber.nthPush(2, 30_000)
      expect(subscriber.pushes().map((push) => push.params.data.message)).toEqual(sent)
      for (const push of subscriber.pushes()) subscriber.ack(push)
      await handledSoFar(subscriber)
    })

    it(`before the kill: ${LIMIT} requests of one visitor, spread over both processes, count together in Redis: the next is refused`, async () => {
      const counted = []
      for (let request = 0; request < LIMIT; request++) counted.push(await visit('GET', '/v1/supported-chains', VISITOR.counted))
      expect(counted.map((answer) => answer.status)).toEqual(Array(LIMIT).fill(200))
      // Neither process alone saw LIMIT requests.
      expect(new Set(counted.map((answer) => answer.servedBy))).toEqual(new Set(['a', 'b']))
      const refused = await visit('GET', '/v1/supported-chains', VISITOR.counted)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      // The visitor's own address, forwarded by the proxy: not the proxy's 127.0.0.1.
      expect(refused.body.message).toContain(`${LIMIT} requests per minute for project ${projectId} from IP ${VISITOR.counted}`)
    })

    it('a is killed (SIGKILL) while requests flow through the proxy: every request is answered 200, those in flight on a sent again to b, those sent after it died answered by b', async () => {
      // Two JSON-RPC calls the chain's node holds: round robin gives one to each process, so one is
      // certainly in flight on a when it dies.
      const accounts = [privateKeyToAddress(generatePrivateKey()), privateKeyToAddress(generatePrivateKey())]
      const held = []
      for (const [index, account] of accounts.entries()) {
        held.push(visit('POST', '/v1/?chainId=eip155:31337', loopVisitor(1000 + index), { body: { jsonrpc: '2.0', id: index, method: HELD_METHOD, params: [account, 'latest'] } }))
        await node!.arrived(index + 1)
      }
      const KILL_AT = 40
      const AFTER_DEATH = 60
      const answers: { status: number; servedBy: string | null; sentAfterDeath: boolean; error?: string }[] = []
      let dead = false
      let killing: Promise<void> | undefined
      let next = 0
      const worker = async () => {
        while (answers.filter((answer) => answer.sentAfterDeath).length < AFTER_DEATH) {
          const sentAfterDeath = dead
          const visitor = loopVisitor(next++)
          const answer = await visit('GET', '/v1/supported-chains', visitor).catch((error: Error) => ({ status: 0, servedBy: null, error: String(error.cause ?? error) }))
          answers.push({ status: answer.status, servedBy: answer.servedBy, sentAfterDeath, ...('error' in answer && { error: answer.error }) })
          if (answers.length === KILL_AT)
            killing = a.kill('SIGKILL').then((signal) => {
              killedBy = signal
              dead = true
            })
        }
      }
      await Promise.all(Array.from({ length: 4 }, worker))
      await killing
      expect(killedBy).toBe('SIGKILL')
      expect(answers.filter((answer) => answer.status !== 200)).toEqual([])
      expect(answers.slice(0, KILL_AT).some((answer) => answer.servedBy === 'a')).toBe(true)
      const afterDeath = answers.filter((answer) => answer.sentAfterDeath)
      expect(afterDeath.length).toBeGreaterThanOrEqual(AFTER_DEATH)
      expect(afterDeath.filter((answer) => answer.servedBy !== 'b')).toEqual([])

      // The call a held reaches the node again, from b (HAProxy's retry), and both are answered.
      await node!.arrived(3)
      node!.release()
      const heldAnswers = await Promise.all(held)
      expect(heldAnswers.map(({ status, servedBy, body }) => ({ status, servedBy, body }))).toEqual(
        accounts.map((_, id) => ({ status: 200, servedBy: 'b', body: { jsonrpc: '2.0', id, result: '0x0' } })),
      )
      // Each call reached the node, and one of them twice: once from a, once from b.
      expect(node!.arrivals.slice(0, 2)).toEqual(accounts)
      expect(node!.arrivals).toHaveLength(3)
      expect(accounts).toContain(node!.arrivals[2])
    })

    it("after the kill: the visitor's count survived in Redis, and b refuses it too", async () => {
      const refused = await visit('GET', '/v1/supported-chains', VISITOR.counted)
      expect(refused).toMatchObject({ status: 429, servedBy: 'b' })
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    })

    it('after the kill: b takes over the activity indexer', async () => {
      await b.logged(RUNS_INDEXER)
      expect(b.messages().indexOf(RUNS_INDEXER)).toBeGreaterThan(b.messages().indexOf(STANDS_BY))
    })

    it('after the kill: the subscriber reconnects through the proxy to b and gets every message sent while away and after, each once', async () => {
      // Its socket ended with a.
      await subscriber.closed()
      const away = [envelope('away-1'), envelope('away-2')]
      for (const message of away) await publisher.publish(topic, message)
      const back = await relaySocket(await subscriberIdentity)
      expect(back.upgradeHeaders[SERVED_BY]).toBe('b')
      await back.subscribe(topic)
      await back.nthPush(away.length, 30_000)
      const later = envelope('after')
      await publisher.publish(topic, later)
      // Nothing else before a marker b sends: the acknowledged messages are not sent again, none twice.
      const received = (await pushesBeforeMarker(back, publisher)).map((push) => push.params.data.message)
      expect(received).toEqual([...away, later])
    })

    it('after the kill: the wallet sign-in made on a is listed by b, and its proof redeems there once', async () => {
      const listed = await visit('GET', `/v1/sessions/${signer.address}`, VISITOR.signIn)
      expect(listed).toMatchObject({ status: 200, servedBy: 'b' })
      expect(listed.body.sessions).toContainEqual(expect.objectContaining({ id: siwx.sessionId, chainId: 'eip155:31337', status: 'live' }))
      // The host's backend redeems the proof: no Origin.
      const redeemed = await visit('POST', '/v1/sessions/proofs/redeem', VISITOR.host, { body: { proof: siwx.proof }, origin: null })
      expect(redeemed).toMatchObject({ status: 200, servedBy: 'b' })
      expect(redeemed.body.session).toMatchObject({ id: siwx.sessionId, address: signer.address, chainId: 'eip155:31337', domain: new URL(ORIGIN).host, status: 'live' })
      expect((await visit('POST', '/v1/sessions/proofs/redeem', VISITOR.host, { body: { proof: siwx.proof }, origin: null })).status).toBe(404)
    })

    it("after the kill: the email login's session still answers on b, whose wallet signs with the same key", async () => {
      const user = await frameCall(proxy!.url, projectId, 'GET', '/user', { session: email, visitor: VISITOR.email })
      expect(user).toMatchObject({ status: 200, servedBy: 'b', body: { address: email.address } })
      const message = 'Still me after the kill'
      const signed = await frameCall(proxy!.url, projectId, 'POST', '/rpc', {
        session: email,
        visitor: VISITOR.email,
        body: { chainId: 'eip155:31337', method: 'personal_sign', params: [message, email.address] },
      })
      expect(signed).toMatchObject({ status: 200, servedBy: 'b' })
      expect(await verifyMessage({ address: email.address as `0x${string}`, message, signature: signed.body.result })).toBe(true)
    })
  })
}

/** A port free on 127.0.0.1 now (the proxy's: the servers must know FOYER_PUBLIC_URL before it starts). */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}
