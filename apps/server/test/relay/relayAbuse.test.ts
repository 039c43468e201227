import { describe, expect, it } from 'vitest'
import { mailboxKinds } from './mailboxKinds.ts'
import { expectRefusal, metricValue, newIdentity, newTopic, socketUrl, START_TIMEOUT_MS, type RpcResponse } from './relayHarness.ts'
import { useRelayServer } from './useRelayServer.ts'

/** Small caps, so the attack crosses every one of them within a few megabytes. */
const LIMITS = {
  maxMessageBytes: 64 * 1024,
  topicMaxBytes: 128 * 1024,
  mailboxMaxBytes: 1024 * 1024,
  // What one address may keep waiting, all its keys together: 7 largest messages, 2 from one key.
  ipMaxBytes: 512 * 1024,
  clientMaxBytes: 192 * 1024,
  // Each key alone stays within its own allowance: only the address's allowance can refuse.
  publishPerSecond: 1,
  publishBurst: 20,
  // Refilled slowly enough that the attack's publishes cannot all pass, however slow the machine.
  publishPerSecondPerIp: 0.1,
  publishBurstPerIp: 40,
  maxSocketsPerIp: 8,
  refusalsPerWindow: 5,
  refusalWindowMs: 60_000,
}
const KEYS_TRIED = LIMITS.maxSocketsPerIp + 4
const PUBLISHES_PER_KEY = 8
const BAD_TOKENS_TRIED = 3 * LIMITS.refusalsPerWindow

const kinds = await mailboxKinds()

/**
 * What an attacker with one address and free did:keys can make the relay hold: many keys,
 * each publishing the largest messages it may, on topics of their own. The mailbox holds no more
 * than the address's byte budget (nothing is evicted for it), and the per-IP caps refuse sockets,
 * publishes and refused attempts however many keys are used. Every loop is bounded; the test ends by itself.
 */
for (const kind of kinds) {
  describe.skipIf(kind.skip)(`relay abuse from one IP with many keys, mailbox ${kind.name}`, () => {
    const relay = useRelayServer({ relay: { ...LIMITS, ...kind.relay } }, kind.cleanUp)

    it("keeps the address within its mailbox byte budget, evicting nobody's messages, and refuses it past its socket, publish and refusal caps", { timeout: START_TIMEOUT_MS }, async () => {
      // Many keys from one address: the sockets past the cap are refused before their token is checked.
      const refusedSockets: string[] = []
      for (let key = 0; key < KEYS_TRIED; key++) {
        await relay.connect().catch((error: Error) => void refusedSockets.push(error.message))
      }
      expect(relay.clients).toHaveLength(LIMITS.maxSocketsPerIp)
      expect(refusedSockets).toEqual(Array(KEYS_TRIED - LIMITS.maxSocketsPerIp).fill('refused with 429'))

      // Every key publishes the largest messages it may, each on a topic of its own: 4 MiB asked, 448 KiB kept.
      const largest = 'A'.repeat(LIMITS.maxMessageBytes)
      const answers: RpcResponse[] = []
      const bytesSeen: number[] = []
      for (let round = 0; round < PUBLISHES_PER_KEY; round++) {
        for (const client of relay.clients)
          answers.push(await client.call('irn_publish', { topic: newTopic(), message: `${largest.slice(8)}${String(answers.length).padStart(8, '0')}`, ttl: 300, tag: 1108 }))
        bytesSeen.push(await metricValue(relay.server, 'relay_mailbox_bytes'))
      }
      const accepted = answers.filter((answer) => answer.result === true).length
      const refusals = answers.flatMap((answer) => (answer.error ? [answer.error] : []))
      expect(accepted + refusals.length).toBe(answers.length)
      expect(accepted).toBe(7)
      // Past its byte budget the address is refused (-32006); past its allowance, rate-limited (-32003).
      expect(new Set(refusals.map((refusal) => refusal.code))).toEqual(new Set([-32006, -32003]))
      for (const refusal of refusals) expect(refusal.message).toMatch(/per IP address/)

      expect(Math.max(...bytesSeen)).toBeLessThanOrEqual(LIMITS.ipMaxBytes)
      expect(bytesSeen.at(-1)).toBeGreaterThan(LIMITS.ipMaxBytes / 2)
      expect(await metricValue(relay.server, 'relay_mailbox_evictions_total{reason="mailbox-budget"}')).toBe(0)

      // Freed sockets, then fresh keys with tokens the relay refuses: past the window's allowance, 429 without checks.
      await Promise.all(relay.clients.splice(0).map((client) => client.close()))
      // The server sees the closes a moment after the clients do: wait for them (the test's timeout bounds it).
      while ((await metricValue(relay.server, 'relay_connections')) > 0) await new Promise((resolve) => setTimeout(resolve, 20))
      const statuses: number[] = []
      for (let attempt = 0; attempt < BAD_TOKENS_TRIED; attempt++) {
        statuses.push((await expectRefusal(await socketUrl(relay.server.relayUrl, { identity: await newIdentity(), aud: 'wss://another-relay.example/ws' }))).status)
      }
      expect(statuses).toEqual([...Array(LIMITS.refusalsPerWindow).fill(401), ...Array(BAD_TOKENS_TRIED - LIMITS.refusalsPerWindow).fill(429)])
    })
  })
}
