import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SessionRequest } from '../../src/types.ts'
import { WalletConnectError } from '../../src/errors.ts'
import { createDappClient } from '../../src/sign/dappClient.ts'
import { createWalletClient } from '../../src/sign/walletClient.ts'
import { MemoryRelay } from './memoryRelay.ts'
import { RawPeer, proposeAsDapp } from './rawPeer.ts'
import { ACCOUNT, approvedNamespaces, connectAndApprove, createPair, dappMetadata, once, walletMetadata, type Pair } from './fixtures.ts'

let pair: Pair | undefined
afterEach(async () => {
  await pair?.close()
  pair = undefined
  vi.useRealTimers()
})

const personalSign = { method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] }

describe('session requests', () => {
  it('a request reaches the wallet with its chain and expiry, and resolves with the wallet result', async () => {
    pair = await createPair()
    const { dappSession } = await connectAndApprove(pair)
    const received = once<SessionRequest>((l) => pair!.wallet.on('session_request', l))
    const before = Math.floor(Date.now() / 1000)
    const result = pair.dapp.request<string>({ topic: dappSession.topic, chainId: 'eip155:1', request: personalSign })
    const request = await received

    expect(request.topic).toBe(dappSession.topic)
    expect(request.params.chainId).toBe('eip155:1')
    expect(request.params.request.method).toBe('personal_sign')
    expect(request.params.request.params).toEqual(personalSign.params)
    expect((request.params.request.expiryTimestamp ?? 0) - before).toBeGreaterThanOrEqual(300)
    await pair.wallet.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', result: '0xsigned' } })
    await expect(result).resolves.toBe('0xsigned')
    const requestPublish = pair.relay.published.find((m) => m.options.tag === 1108)
    expect(requestPublish?.options).toEqual({ tag: 1108, ttl: 300, prompt: true })
    expect(pair.relay.published.find((m) => m.options.tag === 1109)?.options).toEqual({ tag: 1109, ttl: 300, prompt: false })
  })

  it('onPublished is told once the relay holds the request, before the wallet answers (a phone reopens the wallet then)', async () => {
    pair = await createPair()
    const { dappSession } = await connectAndApprove(pair)
    const received = once<SessionRequest>((l) => pair!.wallet.on('session_request', l))
    const published = vi.fn()
    const result = pair.dapp.request<string>({ topic: dappSession.topic, chainId: 'eip155:1', request: personalSign, onPublished: published })
    const request = await received
    // Told before the wallet has answered (its answer is sent only below).
    await vi.waitFor(() => expect(published).toHaveBeenCalledTimes(1))
    expect(pair.relay.published.some((m) => m.options.tag === 1108)).toBe(true)
    await pair.wallet.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', result: '0xsigned' } })
    await expect(result).resolves.toBe('0xsigned')
    expect(published).toHaveBeenCalledTimes(1)
  })

  it('a wallet error 5000 rejects the request with a WalletConnectError of code 5000', async () => {
    pair = await createPair()
    const { dappSession } = await connectAndApprove(pair)
    const received = once<SessionRequest>((l) => pair!.wallet.on('session_request', l))
    const result = pair.dapp.request({ topic: dappSession.topic, chainId: 'eip155:1', request: personalSign })
    const request = await received
    await pair.wallet.respond({
      topic: request.topic,
      response: { id: request.id, jsonrpc: '2.0', error: { code: 5000, message: 'User rejected.' } },
    })

    const error = await result.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WalletConnectError)
    expect(error).toMatchObject({ code: 5000, message: 'User rejected.' })
  })

  it('a request on a chain the session does not hold is refused locally with 5100, nothing published', async () => {
    pair = await createPair()
    const { dappSession } = await connectAndApprove(pair)
    const publishedBefore = pair.relay.published.length

    await expect(pair.dapp.request({ topic: dappSession.topic, chainId: 'eip155:137', request: personalSign })).rejects.toMatchObject({ code: 5100 })
    expect(pair.relay.published.length).toBe(publishedBefore)
  })

  it('a request for a method the session does not allow is refused locally with 5101', async () => {
    pair = await createPair()
    const { dappSession } = await connectAndApprove(pair)
    await expect(pair.dapp.request({ topic: dappSession.topic, chainId: 'eip155:1', request: { method: 'eth_signTypedData_v4', params: [] } })).rejects.toMatchObject({ code: 5101 })
  })

  it('a request expiry outside [300, 604800] s is refused', async () => {
    pair = await createPair()
    const { dappSession } = await connectAndApprove(pair)
    await expect(pair.dapp.request({ topic: dappSession.topic, chainId: 'eip155:1', request: personalSign, expiry: 60 })).rejects.toMatchObject({ code: 5 })
  })

  it('a request on an unknown topic is refused', async () => {
    pair = await createPair()
    await expect(pair.dapp.request({ topic: 'a'.repeat(64), chainId: 'eip155:1', request: personalSign })).rejects.toMatchObject({
      code: 2,
    })
  })

  it('the wallet shows one request at a time: the second comes once the first is answered', async () => {
    pair = await createPair()
    const { dappSession } = await connectAndApprove(pair)
    const shown: SessionRequest[] = []
    pair.wallet.on('session_request', (r) => shown.push(r))
    const first = pair.dapp.request({ topic: dappSession.topic, chainId: 'eip155:1', request: personalSign })
    const second = pair.dapp.request({ topic: dappSession.topic, chainId: 'eip155:10', request: personalSign })
    await vi.waitFor(() => expect(shown).toHaveLength(1))
    // The wallet handles its messages one at a time, in arrival order: once both requests are on the
    // relay and the wallet answered a ping sent after them, it has had the second.
    await vi.waitFor(() => expect(pair?.relay.tags('dapp').filter((tag) => tag === 1108)).toHaveLength(2))
    await pair.dapp.ping({ topic: dappSession.topic })
    expect(shown).toHaveLength(1)

    const [one] = shown as [SessionRequest]
    expect(one.params.chainId).toBe('eip155:1')
    await pair.wallet.respond({ topic: one.topic, response: { id: one.id, jsonrpc: '2.0', result: 'first' } })
    await vi.waitFor(() => expect(shown).toHaveLength(2))
    const two = shown[1] as SessionRequest
    expect(two.params.chainId).toBe('eip155:10')
    await pair.wallet.respond({ topic: two.topic, response: { id: two.id, jsonrpc: '2.0', result: 'second' } })
    await expect(first).resolves.toBe('first')
    await expect(second).resolves.toBe('second')
  })

  it('respond() refuses an id the wallet is not holding', async () => {
    pair = await createPair()
    const { walletSession } = await connectAndApprove(pair)
    await expect(pair.wallet.respond({ topic: walletSession.topic, response: { id: 1, jsonrpc: '2.0', result: true } })).rejects.toMatchObject({ code: 2 })
  })

  it('an unanswered request rejects with "Request expired. Please try again." after its expiry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
    pair = await createPair()
    const { dappSession } = await connectAndApprove(pair)
    const shown: SessionRequest[] = []
    pair.wallet.on('session_request', (r) => shown.push(r))
    const result = pair.dapp.request({ topic: dappSession.topic, chainId: 'eip155:1', request: personalSign }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(shown).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(300_000)
    await expect(result).resolves.toMatchObject({ message: 'Request expired. Please try again.' })
    // The wallet dropped it too: answering now is refused.
    const [request] = shown as [SessionRequest]
    await expect(pair.wallet.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', result: 'late' } })).rejects.toMatchObject({ code: 2 })
  })
})

describe('requests from peers that are not this package', () => {
  it('an error answer without code or message (2.21.8 "error":{}) rejects as a generic failure', async () => {
    const relay = new MemoryRelay()
    const rawWallet = new RawPeer(relay, 'raw-wallet')
    const dapp = await createDappClient({ relayUrl: 'ws://127.0.0.1:1', metadata: dappMetadata, relayer: relay.connect('dapp') })
    try {
      const { uri, approval } = await dapp.connect({})
      const { sessionTopic } = await rawWallet.approveAsWallet(uri, approvedNamespaces)
      await approval
      const result = dapp.request({ topic: sessionTopic, chainId: 'eip155:1', request: personalSign })
      const request = await rawWallet.next((r) => r.payload.method === 'wc_sessionRequest')
      await rawWallet.send(sessionTopic, { id: request.payload.id, jsonrpc: '2.0', error: {} })
      const error = await result.catch((e: unknown) => e)
      expect(error).toBeInstanceOf(WalletConnectError)
      expect(error).toMatchObject({ code: -32603 })
    } finally {
      await dapp.close()
    }
  })

  it('the wallet answers a request on a chain outside the session with 5100 and a method not granted with 5101', async () => {
    const relay = new MemoryRelay()
    const rawDapp = new RawPeer(relay, 'raw-dapp')
    const wallet = await createWalletClient({ relayUrl: 'ws://127.0.0.1:1', metadata: walletMetadata, relayer: relay.connect('wallet') })
    try {
      const shown: SessionRequest[] = []
      wallet.on('session_request', (r) => shown.push(r))
      const proposed = once<{ id: number }>((l) => wallet.on('session_proposal', l))
      const { uri, settled } = await proposeAsDapp(rawDapp, { requiredNamespaces: {}, optionalNamespaces: {} })
      await wallet.pair({ uri })
      await wallet.approve({ id: (await proposed).id, namespaces: approvedNamespaces })
      const { sessionTopic } = await settled()
      const expiryTimestamp = Math.floor(Date.now() / 1000) + 300
      await rawDapp.send(sessionTopic, {
        id: 101,
        jsonrpc: '2.0',
        method: 'wc_sessionRequest',
        params: { request: { ...personalSign, expiryTimestamp }, chainId: 'eip155:137' },
      })
      await rawDapp.send(sessionTopic, {
        id: 102,
        jsonrpc: '2.0',
        method: 'wc_sessionRequest',
        params: { request: { method: 'eth_sign', params: [], expiryTimestamp }, chainId: 'eip155:1' },
      })
      await rawDapp.send(sessionTopic, { id: 103, jsonrpc: '2.0', method: 'wc_sessionRequest', params: { chainId: 'eip155:1' } })

      expect((await rawDapp.next((r) => r.payload.id === 101)).payload.error).toMatchObject({ code: 5100 })
      expect((await rawDapp.next((r) => r.payload.id === 102)).payload.error).toMatchObject({ code: 5101 })
      expect((await rawDapp.next((r) => r.payload.id === 103)).payload.error).toMatchObject({ code: 1001 })
      expect(shown).toEqual([])
    } finally {
      await wallet.close()
    }
  })

  it('the wallet shows a redelivered request only once', async () => {
    const relay = new MemoryRelay()
    const rawDapp = new RawPeer(relay, 'raw-dapp')
    const wallet = await createWalletClient({ relayUrl: 'ws://127.0.0.1:1', metadata: walletMetadata, relayer: relay.connect('wallet') })
    try {
      const shown: SessionRequest[] = []
      wallet.on('session_request', (r) => shown.push(r))
      const proposed = once<{ id: number }>((l) => wallet.on('session_proposal', l))
      const { uri, settled } = await proposeAsDapp(rawDapp, { requiredNamespaces: {}, optionalNamespaces: {} })
      await wallet.pair({ uri })
      await wallet.approve({ id: (await proposed).id, namespaces: approvedNamespaces })
      const { sessionTopic } = await settled()
      const request = {
        id: 201,
        jsonrpc: '2.0' as const,
        method: 'wc_sessionRequest',
        params: { request: { ...personalSign, expiryTimestamp: Math.floor(Date.now() / 1000) + 300 }, chainId: 'eip155:1' },
      }
      await rawDapp.send(sessionTopic, request)
      await vi.waitFor(() => expect(shown).toHaveLength(1))
      await wallet.respond({ topic: sessionTopic, response: { id: 201, jsonrpc: '2.0', result: 'ok' } })
      await rawDapp.send(sessionTopic, request)
      await rawDapp.next((r) => r.payload.id === 201)
      // The wallet handles its messages one at a time, in arrival order: once it answered a ping sent
      // after the redelivery, it has had the redelivered request.
      await rawDapp.send(sessionTopic, { id: 202, jsonrpc: '2.0', method: 'wc_sessionPing', params: {} }, { tag: 1114, ttl: 30 })
      expect((await rawDapp.next((r) => r.payload.id === 202)).payload.result).toBe(true)
      expect(shown).toHaveLength(1)
    } finally {
      await wallet.close()
    }
  })
})
