/**
 * A hand-driven protocol peer for the cases a well-behaved client never produces (a settle that
 * ignores the required namespaces, an `"error":{}` answer, an unknown method): it speaks the wire
 * format directly with the crypto module, through the same relay double.
 */
import type { JsonRpcPayload, PublishOptions, Relayer, SessionNamespaces } from '../../src/types.ts'
import { decryptEnvelope, deriveSymKey, encryptEnvelope, generateKeyPair, generateSymKey, topicFromSymKey } from '../../src/crypto.ts'
import { formatPairingUri, parsePairingUri } from '../../src/uri.ts'
import type { MemoryRelay } from './memoryRelay.ts'

export interface Received {
  topic: string
  payload: Record<string, unknown> & { id: number }
}

export class RawPeer {
  readonly relayer: Relayer
  private readonly keys = new Map<string, string>()
  private readonly inbox: Received[] = []
  private readonly waiters: Array<() => void> = []

  constructor(relay: MemoryRelay, name: string) {
    this.relayer = relay.connect(name)
    this.relayer.on('message', ({ topic, message }) => {
      const symKey = this.keys.get(topic)
      if (symKey === undefined) return
      this.inbox.push({ topic, payload: JSON.parse(decryptEnvelope({ symKey, encoded: message })) })
      for (const wake of this.waiters.splice(0)) wake()
    })
  }

  async listen(topic: string, symKey: string): Promise<void> {
    this.keys.set(topic, symKey)
    await this.relayer.subscribe(topic)
  }

  async send(topic: string, payload: JsonRpcPayload, options: PublishOptions = { tag: 0, ttl: 300 }): Promise<void> {
    const symKey = this.keys.get(topic)
    if (symKey === undefined) throw new Error(`RawPeer has no key for ${topic}`)
    await this.relayer.publish(topic, encryptEnvelope({ symKey, message: JSON.stringify(payload) }), options)
  }

  /** The first received message (oldest first, consumed) that matches, waiting for it if needed. */
  async next(match: (r: Received) => boolean): Promise<Received> {
    for (;;) {
      const index = this.inbox.findIndex(match)
      if (index !== -1) return this.inbox.splice(index, 1)[0] as Received
      await new Promise<void>((resolve) => this.waiters.push(resolve))
    }
  }

  /** Everything received so far and not consumed. */
  pending(): Received[] {
    return [...this.inbox]
  }

  /**
   * Plays a wallet up to the settlement: takes the proposal from `uri`'s pairing, answers it and
   * publishes a settle with `namespaces` as given (checked by nobody on this side).
   */
  async approveAsWallet(
    uri: string,
    namespaces: SessionNamespaces,
    forge: { controllerPublicKey?: string; extraParams?: Record<string, unknown> } = {},
  ): Promise<{ sessionTopic: string; settleId: number; publicKey: string }> {
    const pairing = parsePairingUri(uri)
    await this.listen(pairing.topic, pairing.symKey)
    const proposal = await this.next((r) => r.payload.method === 'wc_sessionPropose')
    const proposer = (proposal.payload.params as { proposer: { publicKey: string } }).proposer
    const self = await generateKeyPair()
    const symKey = await deriveSymKey(self.privateKey, proposer.publicKey)
    const sessionTopic = topicFromSymKey(symKey)
    await this.listen(sessionTopic, symKey)
    await this.send(pairing.topic, { id: proposal.payload.id, jsonrpc: '2.0', result: { relay: { protocol: 'irn' }, responderPublicKey: self.publicKey } }, { tag: 1101, ttl: 300, prompt: false })
    const settleId = Date.now() * 1000 + 1
    await this.send(
      sessionTopic,
      {
        id: settleId,
        jsonrpc: '2.0',
        method: 'wc_sessionSettle',
        params: {
          relay: { protocol: 'irn' },
          namespaces,
          controller: { publicKey: forge.controllerPublicKey ?? self.publicKey, metadata: { name: 'Raw wallet', description: '', url: '', icons: [''] } },
          expiry: Math.floor(Date.now() / 1000) + 604_800,
          ...forge.extraParams,
        },
      },
      { tag: 1102, ttl: 300, prompt: false },
    )
    return { sessionTopic, settleId, publicKey: self.publicKey }
  }
}

/**
 * Plays a dapp: publishes a proposal on a fresh pairing and, once `approve` ran on the wallet side,
 * follows the answer to the session topic and acknowledges the settlement.
 */
export async function proposeAsDapp(
  peer: RawPeer,
  proposal: { requiredNamespaces: Record<string, unknown>; optionalNamespaces: Record<string, unknown> },
): Promise<{ uri: string; settled: () => Promise<{ sessionTopic: string }> }> {
  const pairingSymKey = generateSymKey()
  const pairingTopic = topicFromSymKey(pairingSymKey)
  const self = await generateKeyPair()
  await peer.listen(pairingTopic, pairingSymKey)
  const id = Date.now() * 1000 + 7
  const expiryTimestamp = Math.floor(Date.now() / 1000) + 300
  await peer.send(
    pairingTopic,
    {
      id,
      jsonrpc: '2.0',
      method: 'wc_sessionPropose',
      params: {
        ...proposal,
        relays: [{ protocol: 'irn' }],
        proposer: { publicKey: self.publicKey, metadata: { name: 'Raw dapp', description: '', url: '', icons: [''] } },
        expiryTimestamp,
        pairingTopic,
        id,
      },
    },
    { tag: 1100, ttl: 300, prompt: true },
  )
  const uri = formatPairingUri({ topic: pairingTopic, version: 2, symKey: pairingSymKey, relay: { protocol: 'irn' }, expiryTimestamp })
  return {
    uri,
    settled: async () => {
      const answer = await peer.next((r) => r.topic === pairingTopic && r.payload.id === id)
      const { responderPublicKey } = answer.payload.result as { responderPublicKey: string }
      const symKey = await deriveSymKey(self.privateKey, responderPublicKey)
      const sessionTopic = topicFromSymKey(symKey)
      await peer.listen(sessionTopic, symKey)
      const settle = await peer.next((r) => r.topic === sessionTopic && r.payload.method === 'wc_sessionSettle')
      await peer.send(sessionTopic, { id: settle.payload.id, jsonrpc: '2.0', result: true }, { tag: 1103, ttl: 300, prompt: false })
      return { sessionTopic }
    },
  }
}
