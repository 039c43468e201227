import { describe, expect, it } from 'vitest'
import { mailboxKinds } from './mailboxKinds.ts'
import { envelope, metricValue, newTopic, START_TIMEOUT_MS, type RelayTestClient, type RpcResponse } from './relayHarness.ts'
import { useRelayServer } from './useRelayServer.ts'

/** Small budgets, so a flood of a few megabytes crosses the mailbox's several times over. */
const LIMITS = {
  maxMessageBytes: 64 * 1024,
  topicMaxBytes: 128 * 1024,
  mailboxMaxBytes: 1024 * 1024,
  clientMaxBytes: 256 * 1024,
  ipMaxBytes: 512 * 1024,
  // The rates are not what this file tests: room for every publish below.
  publishPerSecond: 1,
  publishBurst: 100,
  publishPerSecondPerIp: 1,
  publishBurstPerIp: 400,
}
/** 40 largest messages: 2.5 MiB asked of a 1 MiB mailbox. */
const FLOOD_PUBLISHES = 40
const FLOOD_KEYS = 5

/** Every socket connects to 127.0.0.1; the proxy header (trusted from 127.0.0.1 only) names the address each client stands for. */
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })
const VICTIM = '203.0.113.7'
const WALLET = '192.0.2.50'
const ATTACKER = '198.51.100.9'

const kinds = await mailboxKinds()

/**
 * One sender can no longer push everyone else's waiting messages out of the mailbox: it holds at
 * most its client key's and its address's byte budgets, and past them its publishes are refused
 * (-32006) while a dapp's unfetched session proposal waits intact for its wallet. Every flood is
 * a fixed number of publishes, one at a time, to this test's own server on 127.0.0.1.
 */
for (const kind of kinds) {
  describe.skipIf(kind.skip)(`relay byte budget per publisher, mailbox ${kind.name}`, () => {
    const relay = useRelayServer({ trustProxy: ['127.0.0.1'], relay: { ...LIMITS, ...kind.relay } }, kind.cleanUp)
    const connect = (ip: string) => relay.connect(from(ip))

    /** Publishes `count` largest messages, each on a topic of its own, round-robin over the senders. */
    async function flood(senders: RelayTestClient[], count: number): Promise<RpcResponse[]> {
      const largest = 'A'.repeat(LIMITS.maxMessageBytes - 8)
      const answers: RpcResponse[] = []
      for (let i = 0; i < count; i++) {
        const message = `${largest}${String(i).padStart(8, '0')}`
        answers.push(await senders[i % senders.length]!.call('irn_publish', { topic: newTopic(), message, ttl: 300, tag: 1108 }))
      }
      return answers
    }

    /** A dapp's session proposal on its pairing topic, not yet fetched by any wallet. */
    async function pendingProposal() {
      const dapp = await connect(VICTIM)
      const pairingTopic = newTopic()
      const proposal = envelope('session-proposal')
      expect(await dapp.publish(pairingTopic, proposal, { tag: 1100 })).toBe(true)
      return { pairingTopic, proposal }
    }

    async function fetchedByWallet(pairingTopic: string) {
      const wallet = await connect(WALLET)
      const answer = (await wallet.result('irn_fetchMessages', { topic: pairingTopic })) as { messages: { message: string; tag: number }[] }
      return answer.messages.map(({ message, tag }) => ({ message, tag }))
    }

    it("refuses one client key past its own byte budget with -32006 and leaves another client's unfetched proposal intact", { timeout: START_TIMEOUT_MS }, async () => {
      const { pairingTopic, proposal } = await pendingProposal()
      const evictionsBefore = await metricValue(relay.server, 'relay_mailbox_evictions_total{reason="mailbox-budget"}')

      const answers = await flood([await connect(ATTACKER)], FLOOD_PUBLISHES)
      const accepted = answers.filter((answer) => answer.result === true).length
      expect(accepted).toBe(3)
      for (const answer of answers.slice(accepted)) {
        expect(answer.error).toEqual({
          code: -32006,
          message: `Mailbox budget exceeded: the messages this client published and that have not expired hold ${LIMITS.clientMaxBytes} bytes, the most this relay keeps per client; retry once some expire`,
        })
      }

      expect(await fetchedByWallet(pairingTopic)).toEqual([{ message: proposal, tag: 1100 }])
      expect(await metricValue(relay.server, 'relay_mailbox_evictions_total{reason="mailbox-budget"}')).toBe(evictionsBefore)
    })

    it("refuses one address past its byte budget however many client keys it uses, and leaves another address's proposal intact", { timeout: START_TIMEOUT_MS }, async () => {
      const { pairingTopic, proposal } = await pendingProposal()
      const evictionsBefore = await metricValue(relay.server, 'relay_mailbox_evictions_total{reason="mailbox-budget"}')

      // 7 largest messages fit in the address's budget, at most 3 of them from one key.
      const keys = await Promise.all(Array.from({ length: FLOOD_KEYS }, () => connect('198.51.100.10')))
      const answers = await flood(keys, FLOOD_PUBLISHES)
      const accepted = answers.filter((answer) => answer.result === true).length
      expect(accepted).toBe(7)
      for (const answer of answers.slice(accepted)) {
        expect(answer.error).toMatchObject({ code: -32006, message: expect.stringMatching(/most this relay keeps per IP address, all its clients together/) })
      }

      expect(await fetchedByWallet(pairingTopic)).toEqual([{ message: proposal, tag: 1100 }])
      expect(await metricValue(relay.server, 'relay_mailbox_evictions_total{reason="mailbox-budget"}')).toBe(evictionsBefore)
      expect(await metricValue(relay.server, 'relay_mailbox_bytes')).toBeLessThanOrEqual(LIMITS.mailboxMaxBytes)
    })
  })
}
