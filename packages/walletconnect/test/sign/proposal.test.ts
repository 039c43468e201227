import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SessionProposal } from '../../src/types.ts'
import { WalletConnectError } from '../../src/errors.ts'
import { formatPairingUri } from '../../src/uri.ts'
import { generateKeyPair, generateSymKey, topicFromSymKey } from '../../src/crypto.ts'
import { createDappClient } from '../../src/sign/dappClient.ts'
import { MemoryRelay } from './memoryRelay.ts'
import { RawPeer } from './rawPeer.ts'
import { ACCOUNT, approvedNamespaces, connectAndApprove, createPair, dappMetadata, once, optionalNamespaces, requiredNamespaces, type Pair } from './fixtures.ts'

let pair: Pair | undefined
afterEach(async () => {
  await pair?.close()
  pair = undefined
  vi.useRealTimers()
})

describe('proposal and settlement', () => {
  it('an approved proposal gives both sides the same session topic and namespaces', async () => {
    pair = await createPair()
    const { dappSession, walletSession } = await connectAndApprove(pair)

    expect(dappSession.topic).toBe(walletSession.topic)
    expect(dappSession.namespaces).toEqual(approvedNamespaces)
    expect(walletSession.namespaces).toEqual(approvedNamespaces)
    expect(dappSession.requiredNamespaces).toEqual(requiredNamespaces)
    expect(dappSession.controller).toBe(walletSession.self.publicKey)
    expect(dappSession.peer.publicKey).toBe(walletSession.self.publicKey)
    expect(walletSession.peer.publicKey).toBe(dappSession.self.publicKey)
    expect(dappSession.peer.metadata.name).toBe('Test wallet')
    expect(walletSession.peer.metadata.name).toBe('Test dapp')
    expect(dappSession.acknowledged).toBe(true)
    expect(pair.dapp.sessions().map((s) => s.topic)).toEqual([dappSession.topic])
    await vi.waitFor(() => expect(pair?.wallet.sessions()[0]?.acknowledged).toBe(true))
    expect(pair.wallet.pendingProposals()).toEqual([])
  })

  it('publishes proposal, answer, settle and its answer with the tags of design note §4.1', async () => {
    pair = await createPair()
    await connectAndApprove(pair)
    await vi.waitFor(() => expect(pair?.relay.tags('dapp')).toEqual([1100, 1103]))
    expect(pair.relay.tags('wallet')).toEqual([1101, 1102])
    const proposal = pair.relay.published.find((m) => m.options.tag === 1100)
    expect(proposal?.options).toEqual({ tag: 1100, ttl: 300, prompt: true })
  })

  it('the wallet sees the proposal with the dapp metadata, the namespaces and a 300 s expiry', async () => {
    // The clock stands still (timers stay real), so the expiry is exactly 300 s after the proposal however slow the machine.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-05-04T12:00:00Z') })
    pair = await createPair()
    const proposedAt = Math.floor(Date.now() / 1000)
    const { uri, pairingTopic, expiryTimestamp } = await pair.dapp.connect({ requiredNamespaces, optionalNamespaces })
    const proposed = once<SessionProposal>((l) => pair!.wallet.on('session_proposal', l))
    await pair.wallet.pair({ uri })
    const proposal = await proposed

    expect(uri.startsWith(`wc:${pairingTopic}@2?relay-protocol=irn&symKey=`)).toBe(true)
    expect(expiryTimestamp).toBe(proposedAt + 300)
    expect(proposal.params.expiryTimestamp).toBe(proposedAt + 300)
    expect(proposal.params.proposer.metadata).toEqual(dappMetadata)
    expect(proposal.params.requiredNamespaces).toEqual(requiredNamespaces)
    expect(proposal.params.optionalNamespaces).toEqual(optionalNamespaces)
    expect(proposal.params.pairingTopic).toBe(pairingTopic)
    expect(pair.wallet.pendingProposals().map((p) => p.id)).toEqual([proposal.id])
  })

  it('a rejected proposal makes the approval reject with the wallet reason (5000), sent with tag 1120', async () => {
    pair = await createPair()
    const { uri, approval } = await pair.dapp.connect({ requiredNamespaces })
    const proposed = once<SessionProposal>((l) => pair!.wallet.on('session_proposal', l))
    await pair.wallet.pair({ uri })
    const proposal = await proposed
    await pair.wallet.reject({ id: proposal.id, reason: { code: 5000, message: 'User rejected.' } })

    const error = await approval.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletConnectError)
    expect(error).toMatchObject({ code: 5000, message: 'User rejected.' })
    expect(pair.relay.tags('wallet')).toEqual([1120])
    expect(pair.wallet.pendingProposals()).toEqual([])
  })

  it('the wallet refuses locally to approve namespaces that miss a required chain (code 9)', async () => {
    pair = await createPair()
    const { uri } = await pair.dapp.connect({ requiredNamespaces })
    const proposed = once<SessionProposal>((l) => pair!.wallet.on('session_proposal', l))
    await pair.wallet.pair({ uri })
    const proposal = await proposed
    const onlyOptimism = { eip155: { accounts: [`eip155:10:${ACCOUNT}`], methods: ['personal_sign'], events: ['chainChanged'] } }

    await expect(pair.wallet.approve({ id: proposal.id, namespaces: onlyOptimism })).rejects.toMatchObject({
      code: 9,
      message: expect.stringMatching(/^Non conforming namespaces\. approve\(\)/),
    })
    expect(pair.relay.tags('wallet')).toEqual([])
  })

  it('a settlement that does not satisfy the required namespaces rejects the approval with code 9 and is answered with that error', async () => {
    const relay = new MemoryRelay()
    const rawWallet = new RawPeer(relay, 'raw-wallet')
    const dapp = await createDappClient({ relayUrl: 'ws://127.0.0.1:1', metadata: dappMetadata, relayer: relay.connect('dapp') })
    try {
      const { uri, approval } = await dapp.connect({ requiredNamespaces })
      const nonConforming = { eip155: { accounts: [`eip155:10:${ACCOUNT}`], methods: ['personal_sign'], events: ['chainChanged'] } }
      const { sessionTopic, settleId } = await rawWallet.approveAsWallet(uri, nonConforming)

      const error = await approval.catch((e: unknown) => e)
      expect(error).toBeInstanceOf(WalletConnectError)
      expect(error).toMatchObject({ code: 9, message: expect.stringMatching(/^Non conforming namespaces\. /) })
      const answer = await rawWallet.next((r) => r.topic === sessionTopic && r.payload.id === settleId)
      expect(answer.payload.error).toMatchObject({ code: 9 })
      expect(dapp.sessions()).toEqual([])
    } finally {
      await dapp.close()
    }
  })

  it('a settlement whose controller is not the key that answered the proposal is refused', async () => {
    const relay = new MemoryRelay()
    const rawWallet = new RawPeer(relay, 'raw-wallet')
    const dapp = await createDappClient({ relayUrl: 'ws://127.0.0.1:1', metadata: dappMetadata, relayer: relay.connect('dapp') })
    try {
      const { uri, approval } = await dapp.connect({})
      const { sessionTopic, settleId } = await rawWallet.approveAsWallet(uri, approvedNamespaces, {
        controllerPublicKey: (await generateKeyPair()).publicKey,
      })
      await expect(approval).rejects.toMatchObject({ code: 1005 })
      const answer = await rawWallet.next((r) => r.topic === sessionTopic && r.payload.id === settleId)
      expect(answer.payload.error).toMatchObject({ code: 1005 })
      expect(dapp.sessions()).toEqual([])
    } finally {
      await dapp.close()
    }
  })

  it('accepts a settlement with extra fields, empty icons and non-string session properties', async () => {
    const relay = new MemoryRelay()
    const rawWallet = new RawPeer(relay, 'raw-wallet')
    const dapp = await createDappClient({ relayUrl: 'ws://127.0.0.1:1', metadata: dappMetadata, relayer: relay.connect('dapp') })
    try {
      const { uri, approval } = await dapp.connect({})
      await rawWallet.approveAsWallet(uri, approvedNamespaces, {
        extraParams: {
          sessionProperties: { plain: 'yes', capabilities: { atomic: true } },
          scopedProperties: { eip155: {} },
          sessionConfig: { disableDeepLink: false },
        },
      })
      const session = await approval
      expect(session.peer.metadata).toEqual({ name: 'Raw wallet', description: '', url: '', icons: [''] })
      expect(session.sessionProperties).toEqual({ plain: 'yes', capabilities: '{"atomic":true}' })
    } finally {
      await dapp.close()
    }
  })

  it('session properties go from the dapp proposal to the wallet, and from the approval to the dapp session', async () => {
    pair = await createPair()
    const { uri, approval } = await pair.dapp.connect({ requiredNamespaces, sessionProperties: { asked: '1' } })
    const proposed = once<SessionProposal>((l) => pair!.wallet.on('session_proposal', l))
    await pair.wallet.pair({ uri })
    const proposal = await proposed
    expect(proposal.params.sessionProperties).toEqual({ asked: '1' })
    await pair.wallet.approve({ id: proposal.id, namespaces: approvedNamespaces, sessionProperties: { granted: '1' } })
    expect((await approval).sessionProperties).toEqual({ granted: '1' })
  })

  it('pair() refuses an expired URI with a clear error and subscribes nothing', async () => {
    pair = await createPair()
    const symKey = generateSymKey()
    const topic = topicFromSymKey(symKey)
    const uri = formatPairingUri({
      topic,
      version: 2,
      symKey,
      relay: { protocol: 'irn' },
      expiryTimestamp: Math.floor(Date.now() / 1000) - 1,
    })

    await expect(pair.wallet.pair({ uri })).rejects.toMatchObject({
      code: 6,
      message: 'Expired. pair() URI has expired. Please try again with a new connection URI.',
    })
    expect(pair.relay.isSubscribed('wallet', topic)).toBe(false)
  })

  it('pair() refuses a malformed URI, naming what is wrong', async () => {
    pair = await createPair()
    await expect(pair.wallet.pair({ uri: 'wc:abc@2?relay-protocol=irn' })).rejects.toMatchObject({
      code: 5,
      message: expect.stringContaining('symKey is missing'),
    })
  })

  it('connect() refuses proposal namespaces that break the rules of §4.4', async () => {
    pair = await createPair()
    await expect(pair.dapp.connect({ requiredNamespaces: { eip155: { chains: ['1'], methods: [], events: [] } } })).rejects.toMatchObject({ code: 5100 })
  })

  it('connect() can reuse an unexpired pairing: the same pairing topic carries the second proposal', async () => {
    pair = await createPair()
    const first = await pair.dapp.connect({ requiredNamespaces })
    const second = await pair.dapp.connect({ requiredNamespaces, pairingTopic: first.pairingTopic })
    expect(second.pairingTopic).toBe(first.pairingTopic)
    expect(second.uri).toBe(first.uri)
    await expect(pair.dapp.connect({ pairingTopic: 'f'.repeat(64) })).rejects.toMatchObject({ code: 2 })
  })
})

describe('proposal expiry', () => {
  it('the approval rejects with "Proposal expired" once the 300 s pass without an answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
    pair = await createPair()
    const { approval } = await pair.dapp.connect({ requiredNamespaces })
    const settled = approval.catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(301_000)
    await expect(settled).resolves.toMatchObject({ message: 'Proposal expired' })
  })

  it('the wallet drops a proposal from its pending list once it expired', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
    pair = await createPair()
    const { uri } = await pair.dapp.connect({ requiredNamespaces })
    const proposed = once<SessionProposal>((l) => pair!.wallet.on('session_proposal', l))
    await pair.wallet.pair({ uri })
    const proposal = await proposed
    expect(pair.wallet.pendingProposals()).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(301_000)
    expect(pair.wallet.pendingProposals()).toEqual([])
    await expect(pair.wallet.approve({ id: proposal.id, namespaces: approvedNamespaces })).rejects.toMatchObject({ code: 2 })
  })
})
