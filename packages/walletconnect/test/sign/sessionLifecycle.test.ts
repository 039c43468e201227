import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SessionEventParams, SessionNamespaces, SessionRequest } from '../../src/types.ts'
import { createDappClient } from '../../src/sign/dappClient.ts'
import { MemoryRelay } from './memoryRelay.ts'
import { RawPeer } from './rawPeer.ts'
import { ACCOUNT, approvedNamespaces, connectAndApprove, createPair, dappMetadata, once, requiredNamespaces, type Pair } from './fixtures.ts'

let pair: Pair | undefined
afterEach(async () => {
  await pair?.close()
  pair = undefined
  vi.useRealTimers()
})

const fakeClock = (): void => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
}

const withPolygon: SessionNamespaces = {
  eip155: {
    chains: ['eip155:1', 'eip155:10', 'eip155:137'],
    accounts: [`eip155:1:${ACCOUNT}`, `eip155:10:${ACCOUNT}`, `eip155:137:${ACCOUNT}`],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['chainChanged', 'accountsChanged'],
  },
}

describe('events', () => {
  it('an event reaches the dapp as session_event and the dapp answers nothing', async () => {
    pair = await createPair()
    const { walletSession } = await connectAndApprove(pair)
    await vi.waitFor(() => expect(pair?.relay.tags('dapp')).toEqual([1100, 1103]))
    const received = once<{ topic: string; params: SessionEventParams }>((l) => pair!.dapp.on('session_event', l))
    await pair.wallet.emit({ topic: walletSession.topic, event: { name: 'chainChanged', data: 10 }, chainId: 'eip155:10' })

    expect(await received).toEqual({
      topic: walletSession.topic,
      params: { event: { name: 'chainChanged', data: 10 }, chainId: 'eip155:10' },
    })
    // The dapp handles its messages one at a time, in order: once it answered a ping the wallet sent
    // after the event, any answer to the event would be on the relay before that one.
    await pair.wallet.ping({ topic: walletSession.topic })
    expect(pair.relay.tags('dapp')).toEqual([1100, 1103, 1115])
    expect(pair.relay.tags('wallet').slice(-2)).toEqual([1110, 1114])
  })

  it('the wallet refuses to emit an event the session does not list, or on a chain it does not hold', async () => {
    pair = await createPair()
    const { walletSession } = await connectAndApprove(pair)
    await expect(pair.wallet.emit({ topic: walletSession.topic, event: { name: 'somethingElse', data: 1 }, chainId: 'eip155:1' })).rejects.toMatchObject({ code: 5102 })
    await expect(pair.wallet.emit({ topic: walletSession.topic, event: { name: 'chainChanged', data: 1 }, chainId: 'eip155:137' })).rejects.toMatchObject({ code: 5100 })
  })
})

describe('update', () => {
  it('the wallet update reaches the dapp: session_update and the new namespaces on both sides', async () => {
    pair = await createPair()
    const { walletSession } = await connectAndApprove(pair)
    const updated = once<{ topic: string; namespaces: SessionNamespaces }>((l) => pair!.dapp.on('session_update', l))
    await pair.wallet.update({ topic: walletSession.topic, namespaces: withPolygon })

    expect(await updated).toEqual({ topic: walletSession.topic, namespaces: withPolygon })
    expect(pair.dapp.sessions()[0]?.namespaces).toEqual(withPolygon)
    expect(pair.wallet.sessions()[0]?.namespaces).toEqual(withPolygon)
    expect(pair.relay.tags('wallet')).toContain(1104)
    expect(pair.relay.tags('dapp')).toContain(1105)
  })

  it('the wallet refuses locally an update that drops a required chain (code 9)', async () => {
    pair = await createPair()
    const { walletSession } = await connectAndApprove(pair)
    const onlyOptimism = { eip155: { accounts: [`eip155:10:${ACCOUNT}`], methods: ['personal_sign'], events: ['chainChanged'] } }
    await expect(pair.wallet.update({ topic: walletSession.topic, namespaces: onlyOptimism })).rejects.toMatchObject({ code: 9 })
    expect(pair.wallet.sessions()[0]?.namespaces).toEqual(approvedNamespaces)
  })

  it('the dapp refuses a non-conforming update with code 9 and keeps its namespaces', async () => {
    const relay = new MemoryRelay()
    const rawWallet = new RawPeer(relay, 'raw-wallet')
    const dapp = await createDappClient({ relayUrl: 'ws://127.0.0.1:1', metadata: dappMetadata, relayer: relay.connect('dapp') })
    try {
      const { uri, approval } = await dapp.connect({ requiredNamespaces })
      const { sessionTopic } = await rawWallet.approveAsWallet(uri, approvedNamespaces)
      await approval
      const onlyOptimism = { eip155: { accounts: [`eip155:10:${ACCOUNT}`], methods: ['personal_sign'], events: ['chainChanged'] } }
      const updateId = Date.now() * 1000 + 500
      await rawWallet.send(sessionTopic, { id: updateId, jsonrpc: '2.0', method: 'wc_sessionUpdate', params: { namespaces: onlyOptimism } })

      const answer = await rawWallet.next((r) => r.payload.id === updateId)
      expect(answer.payload.error).toMatchObject({ code: 9, message: expect.stringMatching(/^Non conforming namespaces\./) })
      expect(dapp.sessions()[0]?.namespaces).toEqual(approvedNamespaces)
    } finally {
      await dapp.close()
    }
  })

  it('the dapp refuses an update older than the last one it applied (1003)', async () => {
    const relay = new MemoryRelay()
    const rawWallet = new RawPeer(relay, 'raw-wallet')
    const dapp = await createDappClient({ relayUrl: 'ws://127.0.0.1:1', metadata: dappMetadata, relayer: relay.connect('dapp') })
    try {
      const { uri, approval } = await dapp.connect({})
      const { sessionTopic } = await rawWallet.approveAsWallet(uri, approvedNamespaces)
      await approval
      const newer = Date.now() * 1000 + 1
      const older = newer - 10_000
      await rawWallet.send(sessionTopic, { id: newer, jsonrpc: '2.0', method: 'wc_sessionUpdate', params: { namespaces: withPolygon } })
      expect((await rawWallet.next((r) => r.payload.id === newer)).payload.result).toBe(true)
      await rawWallet.send(sessionTopic, { id: older, jsonrpc: '2.0', method: 'wc_sessionUpdate', params: { namespaces: approvedNamespaces } })
      expect((await rawWallet.next((r) => r.payload.id === older)).payload.error).toMatchObject({ code: 1003 })
      expect(dapp.sessions()[0]?.namespaces).toEqual(withPolygon)
    } finally {
      await dapp.close()
    }
  })
})

describe('extend and expiry', () => {
  it('extend() sends wc_sessionExtend {} and both sides count 7 days from now', async () => {
    fakeClock()
    pair = await createPair()
    const { dappSession } = await connectAndApprove(pair)
    vi.setSystemTime(Date.now() + 3 * 86_400_000)
    await vi.advanceTimersByTimeAsync(5_000)
    const extended = once<{ topic: string }>((l) => pair!.dapp.on('session_extend', l))
    const now = Math.floor(Date.now() / 1000)
    await pair.wallet.extend({ topic: dappSession.topic })

    expect(await extended).toEqual({ topic: dappSession.topic })
    expect(pair.wallet.sessions()[0]?.expiry).toBe(now + 604_800)
    expect(pair.dapp.sessions()[0]?.expiry).toBe(now + 604_800)
    expect(pair.relay.published.find((m) => m.options.tag === 1106)?.options).toEqual({ tag: 1106, ttl: 86_400, prompt: false })
    await pair.dapp.extend({ topic: dappSession.topic })
    expect(pair.relay.tags('dapp')).toContain(1106)
  })

  it('a session past its expiry is removed on both sides with session_expire, and no message is sent', async () => {
    fakeClock()
    pair = await createPair()
    const { dappSession } = await connectAndApprove(pair)
    await vi.advanceTimersByTimeAsync(1_000)
    const publishedBefore = pair.relay.published.length
    const dappExpired = once<{ topic: string }>((l) => pair!.dapp.on('session_expire', l))
    const walletExpired = once<{ topic: string }>((l) => pair!.wallet.on('session_expire', l))
    // Jump the clock rather than run 120,000 sweeps of 5 s.
    vi.setSystemTime(Date.now() + 604_800_000)
    await vi.advanceTimersByTimeAsync(10_000)

    expect(await dappExpired).toEqual({ topic: dappSession.topic })
    expect(await walletExpired).toEqual({ topic: dappSession.topic })
    expect(pair.dapp.sessions()).toEqual([])
    expect(pair.wallet.sessions()).toEqual([])
    expect(pair.relay.isSubscribed('dapp', dappSession.topic)).toBe(false)
    expect(pair.relay.published.length).toBe(publishedBefore)
  })
})

describe('ping', () => {
  it('a session ping resolves on the peer answer and the peer sees session_ping, in both directions', async () => {
    pair = await createPair()
    const { dappSession } = await connectAndApprove(pair)
    const walletPinged = once<{ topic: string }>((l) => pair!.wallet.on('session_ping', l))
    await pair.dapp.ping({ topic: dappSession.topic })
    expect(await walletPinged).toEqual({ topic: dappSession.topic })

    const dappPinged = once<{ topic: string }>((l) => pair!.dapp.on('session_ping', l))
    await pair.wallet.ping({ topic: dappSession.topic })
    expect(await dappPinged).toEqual({ topic: dappSession.topic })
    expect(pair.relay.tags()).toEqual(expect.arrayContaining([1114, 1115]))
  })

  it('a pairing ping goes over the pairing topic (wc_pairingPing) and resolves on the answer', async () => {
    pair = await createPair()
    const { dappSession } = await connectAndApprove(pair)
    await pair.dapp.ping({ topic: dappSession.pairingTopic })
    expect(pair.relay.tags('dapp')).toContain(1002)
    expect(pair.relay.tags('wallet')).toContain(1003)
  })
})

describe('delete', () => {
  it('the dapp disconnecting ends the session on the wallet with session_delete; both unsubscribe', async () => {
    pair = await createPair()
    const { dappSession } = await connectAndApprove(pair)
    const deleted = once<{ topic: string }>((l) => pair!.wallet.on('session_delete', l))
    await pair.dapp.disconnect({ topic: dappSession.topic })

    expect(pair.dapp.sessions()).toEqual([])
    expect(await deleted).toEqual({ topic: dappSession.topic })
    expect(pair.wallet.sessions()).toEqual([])
    expect(pair.relay.isSubscribed('dapp', dappSession.topic)).toBe(false)
    expect(pair.relay.isSubscribed('wallet', dappSession.topic)).toBe(false)
    const deletion = pair.relay.published.find((m) => m.options.tag === 1112)
    expect(deletion).toMatchObject({ from: 'dapp', options: { tag: 1112, ttl: 86_400, prompt: false } })
    expect(pair.relay.tags('wallet')).toContain(1113)
  })

  it('the wallet disconnecting ends the session on the dapp, whose pending requests fail with 6000', async () => {
    pair = await createPair()
    const { dappSession } = await connectAndApprove(pair)
    const shown = once<SessionRequest>((l) => pair!.wallet.on('session_request', l))
    const pending = pair.dapp.request({ topic: dappSession.topic, chainId: 'eip155:1', request: { method: 'personal_sign', params: [] } }).catch((e: unknown) => e)
    await shown
    const deleted = once<{ topic: string }>((l) => pair!.dapp.on('session_delete', l))
    await pair.wallet.disconnect({ topic: dappSession.topic })

    expect(await deleted).toEqual({ topic: dappSession.topic })
    await expect(pending).resolves.toMatchObject({ code: 6000, message: 'User disconnected.' })
    expect(pair.dapp.sessions()).toEqual([])
    expect(pair.wallet.sessions()).toEqual([])
  })

  it('the dapp disconnecting fails its own pending requests with 6000', async () => {
    pair = await createPair()
    const { dappSession } = await connectAndApprove(pair)
    const pending = pair.dapp.request({ topic: dappSession.topic, chainId: 'eip155:1', request: { method: 'personal_sign', params: [] } }).catch((e: unknown) => e)
    await pair.dapp.disconnect({ topic: dappSession.topic })
    await expect(pending).resolves.toMatchObject({ code: 6000 })
  })

  it('a pairing delete is not answered; the receiver forgets the pairing', async () => {
    pair = await createPair()
    const { dappSession } = await connectAndApprove(pair)
    const walletTagsBefore = pair.relay.tags('wallet')
    await pair.dapp.disconnect({ topic: dappSession.pairingTopic })
    await vi.waitFor(() => expect(pair?.relay.isSubscribed('wallet', dappSession.pairingTopic)).toBe(false))

    expect(pair.relay.tags('dapp')).toContain(1000)
    expect(pair.relay.tags('wallet')).toEqual(walletTagsBefore)
    await expect(pair.wallet.ping({ topic: dappSession.pairingTopic })).rejects.toMatchObject({ code: 2 })
    // The session lives on its own topic.
    expect(pair.wallet.sessions()).toHaveLength(1)
  })
})

describe('methods nobody supports', () => {
  it('an unknown wc_ method is answered with 10001 naming the method', async () => {
    const relay = new MemoryRelay()
    const rawWallet = new RawPeer(relay, 'raw-wallet')
    const dapp = await createDappClient({ relayUrl: 'ws://127.0.0.1:1', metadata: dappMetadata, relayer: relay.connect('dapp') })
    try {
      const { uri, approval } = await dapp.connect({})
      const { sessionTopic } = await rawWallet.approveAsWallet(uri, approvedNamespaces)
      await approval
      await rawWallet.send(sessionTopic, { id: 77, jsonrpc: '2.0', method: 'wc_sessionFoo', params: {} })
      const answer = await rawWallet.next((r) => r.payload.id === 77)
      expect(answer.payload.error).toEqual({ code: 10001, message: 'Unsupported wc_ method. wc_sessionFoo' })
    } finally {
      await dapp.close()
    }
  })
})
