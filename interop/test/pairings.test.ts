/**
 * Interop through Foyer's relay, all four pairings of Foyer's client and sign-client 2.21.8:
 * pair, approve, personal_sign (a real signature, verified), a rejected request (5000), a rejected
 * proposal, the relay restarted mid-session, disconnect. 2.21.8 ↔ 2.21.8 checks the relay alone.
 * Everything stays on 127.0.0.1 (the guard fails a test that tries otherwise).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardNetwork } from '../support/networkGuard.ts'
import { createPeers, PAIRINGS } from '../support/implementations.ts'
import type { DappPeer, WalletPeer } from '../support/peers.ts'
import { startRelay, type RunningRelay } from '../support/relayServer.ts'
import {
  declineRequest,
  disconnectFromDapp,
  disconnectFromWallet,
  establishSession,
  outcome,
  settled,
  type Settled,
  expectNothingUnexpected,
  expectPersonalSign,
  expectValidSignature,
  personalSignParams,
  rejectProposal,
  signMessage,
} from '../support/scenario.ts'
import { signPersonalMessage } from '../support/peers.ts'

guardNetwork()

/** One relay for the file: a Foyer server starts in seconds (its in-memory PGlite), peers in milliseconds. */
let relay: RunningRelay

beforeAll(async () => {
  relay = await startRelay()
})

afterAll(async () => {
  await relay?.close()
})

describe.each(PAIRINGS)('%s dapp ↔ %s wallet through the relay', (dappImplementation, walletImplementation) => {
  let dapp: DappPeer
  let wallet: WalletPeer
  let topic: string

  beforeAll(async () => {
    ;({ dapp, wallet } = await createPeers(dappImplementation, walletImplementation, relay.url, relay.url))
  })

  afterAll(async () => {
    await Promise.allSettled([dapp?.close(), wallet?.close()])
  })

  it("pairs, and the wallet's approval settles one session with its account at both ends", async () => {
    topic = await establishSession(dapp, wallet)
  })

  it("personal_sign: the wallet receives the dapp's exact request, and its signature verifies at the dapp", async () => {
    await signMessage(dapp, wallet, topic, `Sign in to the ${dapp.implementation} dapp as ${wallet.implementation}`)
  })

  it('a request the wallet rejects fails at the dapp with code 5000', async () => {
    await declineRequest(dapp, wallet, topic)
  })

  it("a proposal the wallet rejects fails the dapp's approval with code 5000", async () => {
    await rejectProposal(dapp, wallet)
  })

  it('disconnect from the dapp ends the session at the wallet', async () => {
    await disconnectFromDapp(dapp, wallet, topic)
  })

  it('disconnect from the wallet ends a session at the dapp', async () => {
    const second = await establishSession(dapp, wallet)
    expect(second).not.toBe(topic)
    await disconnectFromWallet(dapp, wallet, second)
    expectNothingUnexpected(dapp, wallet)
  })
})

/*
 * The relay is stopped (every peer's socket closes) and each Foyer dapp sends a request while no
 * relay listens: it waits in the dapp's own client and goes out once a new relay serves the same
 * address; the wallet, reconnected and resubscribed, receives it and its answer comes back. Then,
 * in every pairing, the session goes on: a request made after the restart is delivered and
 * answered, so both clients reconnected and resubscribed by themselves.
 *
 * sign-client 2.21.8 as a dapp is not asked to carry a request across the outage: in most runs
 * here it loses it. While no relay listens, its publish and its subscription restore call each
 * other's connect in a loop that replaces its socket every few milliseconds; once the relay is back
 * it keeps opening sockets on which it sends nothing, and the request never reaches the relay (a
 * relay logging every frame received none, and answered every frame it did receive at once). That
 * is the client's behaviour, not the relay's, and nothing a relay can change.
 *
 * This checks the clients against a restarting relay that starts with no state (this relay keeps
 * its mailbox in memory, which a restart loses). That a message the relay had already stored
 * survives the relay process is checked by the Redis suite (redisRelays.test.ts), where the
 * wallet's relay process is killed while the request waits in Redis. One restart serves the four
 * pairings: a server takes seconds to start.
 */
describe('the relay restarted mid-session', () => {
  interface Session {
    dapp: DappPeer
    wallet: WalletPeer
    topic: string
    /** The request the dapp sent while the relay was down (Foyer dapps only). */
    duringOutage?: { text: string; params: unknown; answer: Promise<Settled<unknown>> }
  }
  const sessions = new Map<string, Session>()
  const label = (dappImplementation: string, walletImplementation: string) => `${dappImplementation} ↔ ${walletImplementation}`

  beforeAll(async () => {
    for (const [dappImplementation, walletImplementation] of PAIRINGS) {
      const { dapp, wallet } = await createPeers(dappImplementation, walletImplementation, relay.url, relay.url)
      sessions.set(label(dappImplementation, walletImplementation), { dapp, wallet, topic: await establishSession(dapp, wallet) })
    }
    const port = relay.port
    await relay.close()
    for (const [key, session] of sessions) {
      if (session.dapp.implementation !== 'Foyer') continue
      const text = `Signed across a relay restart (${key})`
      const params = personalSignParams(session.wallet, text)
      session.duringOutage = { text, params, answer: settled(session.dapp.request(session.topic, 'personal_sign', params)) }
    }
    relay = await startRelay({ port })
  })

  afterAll(async () => {
    await Promise.allSettled([...sessions.values()].flatMap(({ dapp, wallet }) => [dapp.close(), wallet.close()]))
  })

  it.each(PAIRINGS.filter(([dappImplementation]) => dappImplementation === 'Foyer'))(
    '%s dapp ↔ %s wallet: the request sent while the relay was down is delivered after the restart, and answered',
    async (dappImplementation, walletImplementation) => {
      const { wallet, topic, duringOutage } = sessions.get(label(dappImplementation, walletImplementation))!
      const { text, params, answer } = duringOutage!
      const request = await wallet.requests.next(20_000)
      expectPersonalSign(request, topic, params)
      await wallet.respond(request, await signPersonalMessage(wallet.account, request.params))
      await expectValidSignature(wallet, text, await outcome(answer))
    },
  )

  it.each(PAIRINGS)('%s dapp ↔ %s wallet: after the restart the session goes on: a new request is delivered and answered', async (dappImplementation, walletImplementation) => {
    const { dapp, wallet, topic } = sessions.get(label(dappImplementation, walletImplementation))!
    await signMessage(dapp, wallet, topic, 'After the restart')
    expectNothingUnexpected(dapp, wallet)
  })
})
