/**
 * One relay address served by two server processes sharing the real Redis (127.0.0.1:6379 or
 * TEST_REDIS_URL), as behind a load balancer: relay A in the test's process, relay B in a child
 * process, sharing nothing but Redis; every dapp on A, every wallet on B,
 * so each message crosses processes through Redis (fan-out, and the mailbox for what is
 * published before its reader subscribes). Then process B is killed mid-session, each dapp sends
 * a request that A stores in Redis while no wallet is connected anywhere, and B comes back on its
 * port: the stored requests are delivered from Redis and answered.
 *
 * Skipped, with the reason in the block's name and in `npm test`'s summary, when no Redis answers
 * and TEST_REDIS_URL is unset (see support/redisSuiteSetup.ts); CI sets TEST_REDIS_URL.
 */
import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createPeers, PAIRINGS } from '../support/implementations.ts'
import { guardNetwork } from '../support/networkGuard.ts'
import { signPersonalMessage, type DappPeer, type WalletPeer } from '../support/peers.ts'
import { startRelayProcess, type RelayProcess } from '../support/relayProcess.ts'
import { startRelay, type RunningRelay } from '../support/relayServer.ts'
import {
  declineRequest,
  disconnectFromWallet,
  establishSession,
  expectNothingUnexpected,
  expectPersonalSign,
  expectValidSignature,
  outcome,
  personalSignParams,
  settled,
  signMessage,
  type Settled,
} from '../support/scenario.ts'

guardNetwork()

const suite = inject('redisSuite')
const TITLE = 'two relay processes, dapps on one and wallets on the other, over Redis'

describe.skipIf(!suite.runs)(suite.runs ? TITLE : `${TITLE} (did not run: ${suite.reason})`, () => {
  /** This run's keys and channels only: other runs (and other suites) may share the Redis. */
  const redis = suite.runs && !('problem' in suite) ? { url: suite.url, keyPrefix: `foyer-interop-${randomUUID()}:` } : undefined
  /** In this process: it shares nothing with B but Redis. */
  let relayA: RunningRelay
  /** In a child process, so it can be killed like a crashed server. */
  let relayB: RelayProcess

  beforeAll(async () => {
    if (suite.runs && 'problem' in suite) throw new Error(suite.problem)
    ;[relayA, relayB] = await Promise.all([startRelay({ redis }), startRelayProcess({ redis })])
  })

  afterAll(async () => {
    await Promise.allSettled([relayA?.close(), relayB?.close()])
    if (redis) await deleteKeys(redis.url, redis.keyPrefix)
  })

  describe.each(PAIRINGS)('%s dapp on relay A ↔ %s wallet on relay B', (dappImplementation, walletImplementation) => {
    let dapp: DappPeer
    let wallet: WalletPeer
    let topic: string

    beforeAll(async () => {
      ;({ dapp, wallet } = await createPeers(dappImplementation, walletImplementation, relayA.url, relayB.url))
    })

    afterAll(async () => {
      await Promise.allSettled([dapp?.close(), wallet?.close()])
    })

    it('pairs across the two processes', async () => {
      topic = await establishSession(dapp, wallet)
    })

    it("personal_sign crosses both ways, and the wallet's signature verifies at the dapp", async () => {
      await signMessage(dapp, wallet, topic, `Signed on relay B for a dapp on relay A`)
    })

    it('a rejected request reaches the dapp as code 5000', async () => {
      await declineRequest(dapp, wallet, topic)
    })

    it('disconnect from the wallet ends the session at the dapp', async () => {
      await disconnectFromWallet(dapp, wallet, topic)
      expectNothingUnexpected(dapp, wallet)
    })
  })

  describe("the wallets' relay process killed mid-session", () => {
    interface Pending {
      dapp: DappPeer
      wallet: WalletPeer
      topic: string
      text: string
      params: unknown
      answer: Promise<Settled<unknown>>
    }
    const pending = new Map<string, Pending>()
    const label = (dappImplementation: string, walletImplementation: string) => `${dappImplementation} ↔ ${walletImplementation}`

    beforeAll(async () => {
      const sessions = []
      for (const [dappImplementation, walletImplementation] of PAIRINGS) {
        const { dapp, wallet } = await createPeers(dappImplementation, walletImplementation, relayA.url, relayB.url)
        sessions.push({ key: label(dappImplementation, walletImplementation), dapp, wallet, topic: await establishSession(dapp, wallet) })
      }
      const port = relayB.port
      const publishedBefore = await publishedCount(relayA)
      // A crash: no close frames, the wallets find out from their sockets.
      await relayB.kill()
      for (const { key, dapp, wallet, topic } of sessions) {
        const text = `Waited in Redis while relay B was down (${key})`
        const params = personalSignParams(wallet, text)
        pending.set(key, { dapp, wallet, topic, text, params, answer: settled(dapp.request(topic, 'personal_sign', params)) })
      }
      // Relay A has stored the four requests (in Redis) before B, and any wallet, is back.
      await waitFor(async () => (await publishedCount(relayA)) >= publishedBefore + sessions.length, 'relay A to store the four requests')
      relayB = await startRelayProcess({ redis, port })
    })

    afterAll(async () => {
      await Promise.allSettled([...pending.values()].flatMap(({ dapp, wallet }) => [dapp.close(), wallet.close()]))
    })

    it.each(PAIRINGS)(
      "%s dapp ↔ %s wallet: the request stored while the wallet's relay was down is delivered from Redis after its restart, and answered",
      async (dappImplementation, walletImplementation) => {
        const { dapp, wallet, topic, text, params, answer } = pending.get(label(dappImplementation, walletImplementation))!
        const request = await wallet.requests.next(20_000)
        expectPersonalSign(request, topic, params)
        await wallet.respond(request, await signPersonalMessage(wallet.account, request.params))
        await expectValidSignature(wallet, text, await outcome(answer))
        await signMessage(dapp, wallet, topic, 'After relay B came back')
        expectNothingUnexpected(dapp, wallet)
      },
    )
  })
})

/** relay_messages_published_total from the relay's /metrics: messages it has stored. */
async function publishedCount(relay: RunningRelay): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${relay.port}/metrics`)
  const text = await response.text()
  const match = /^relay_messages_published_total (\d+)/m.exec(text)
  expect(match, 'relay_messages_published_total in /metrics').not.toBeNull()
  return Number(match![1])
}

async function waitFor(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function deleteKeys(url: string, keyPrefix: string): Promise<void> {
  const client = new Redis(url, { maxRetriesPerRequest: 1 })
  client.on('error', () => {}) // a failing command says it
  try {
    let cursor = '0'
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 500)
      if (keys.length) await client.del(...keys)
      cursor = next
    } while (cursor !== '0')
  } finally {
    client.disconnect()
  }
}
