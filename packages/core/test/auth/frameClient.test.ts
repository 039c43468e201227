import { frameContentHeight, frameEscape, frameFailure, frameSuccess, FRAME_PROTOCOL_VERSION } from '@foyer/auth-frame/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFrameClient } from '../../src/auth/frameClient.ts'
import { FrameRequestError } from '@foyer/auth-frame/protocol'
import { FrameTimeoutError } from '../../src/auth/frameErrors.ts'
import { createFakeFrame, FRAME_ORIGIN, type FakeFrame } from '../fixtures/fakeFrame.ts'

const USER = { address: '0x1111111111111111111111111111111111111111', chainId: 1, email: 'ada@example.com' }

let frame: FakeFrame
afterEach(() => {
  frame?.close()
  vi.useRealTimers()
})

/** A client whose frame is ready (READY received, delay 0). */
async function readyClient(handlers: FakeFrame['handlers'] = {}, options: Parameters<FakeFrame['client']>[0] = {}) {
  frame = createFakeFrame(handlers)
  const client = frame.client({ readyDelayMs: 0, ...options })
  frame.ready()
  await client.ready()
  return client
}

describe('waiting for the frame', () => {
  it('requests wait for READY and then the 500 ms delay before anything is posted', async () => {
    vi.useFakeTimers()
    frame = createFakeFrame({ GET_USER: () => ({ result: USER }) })
    const client = frame.client()
    const user = client.request('GET_USER', { chainId: 1 })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(frame.received, 'nothing is posted before READY').toEqual([])

    frame.ready()
    await vi.advanceTimersByTimeAsync(499)
    expect(frame.received, 'nothing is posted during the delay after READY').toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await expect(user).resolves.toEqual(USER)
    expect(frame.names()).toEqual(['GET_USER'])
    client.destroy()
  })

  it('no READY within 30 s calls onReadyTimeout once and waiting requests fail', async () => {
    vi.useFakeTimers()
    frame = createFakeFrame()
    const onReadyTimeout = vi.fn()
    const client = frame.client({ onReadyTimeout })
    const waiting = client.request('IS_CONNECTED', {})
    const failed = expect(waiting).rejects.toBeInstanceOf(FrameTimeoutError)
    await vi.advanceTimersByTimeAsync(29_999)
    expect(onReadyTimeout).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await failed
    expect(onReadyTimeout).toHaveBeenCalledTimes(1)
    client.destroy()
  })

  it('abandoning the wait (its server is down) fails the waiting requests at once with that error, without the 30 s timeout', async () => {
    vi.useFakeTimers()
    frame = createFakeFrame()
    const onReadyTimeout = vi.fn()
    const client = frame.client({ onReadyTimeout })
    const waiting = client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    const down = new Error('the Foyer server cannot be reached')
    const failed = expect(waiting).rejects.toBe(down)
    client.abandon(down)
    await failed
    await vi.advanceTimersByTimeAsync(60_000)
    expect(onReadyTimeout).not.toHaveBeenCalled()
    expect(frame.received).toEqual([])
    client.destroy()
  })

  it('a READY that comes after the timeout still opens the frame to later requests', async () => {
    vi.useFakeTimers()
    frame = createFakeFrame({ IS_CONNECTED: () => ({ result: { isConnected: true } }) })
    const client = frame.client({ onReadyTimeout: () => undefined })
    await vi.advanceTimersByTimeAsync(30_000)
    frame.ready()
    await vi.advanceTimersByTimeAsync(500)
    await expect(client.request('IS_CONNECTED', {})).resolves.toEqual({ isConnected: true })
    client.destroy()
  })

  it('a READY of another major version is dropped', async () => {
    vi.useFakeTimers()
    frame = createFakeFrame()
    const client = frame.client()
    const major = Number(FRAME_PROTOCOL_VERSION.split('.')[0])
    frame.ready(`${major + 1}.0.0`)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(client.dropped().version).toBe(1)
    const settled = vi.fn()
    client.ready().then(settled, settled)
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).not.toHaveBeenCalled()
    client.destroy()
  })

  it('a second READY (the frame reloaded) fails what was pending with "Request was aborted"', async () => {
    const client = await readyClient({ CONNECT_FARCASTER: () => 'silent' })
    const waiting = client.request('CONNECT_FARCASTER', {})
    await vi.waitFor(() => expect(frame.names()).toEqual(['CONNECT_FARCASTER']))
    frame.ready()
    await expect(waiting).rejects.toThrow('Request was aborted')
    client.destroy()
  })
})

describe('reloading the frame', () => {
  it("what is asked after RELOAD waits for the reloaded frame's READY and delay, instead of reaching the old one and being lost", async () => {
    vi.useFakeTimers()
    frame = createFakeFrame({ RELOAD: () => ({ result: {} }), CONNECT_EMAIL: () => ({ result: { action: 'VERIFY_DEVICE' } }) })
    const client = frame.client()
    frame.ready()
    await vi.advanceTimersByTimeAsync(500)
    await client.request('RELOAD', {})
    const connect = client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(frame.names(), 'nothing goes to the frame while it reloads').toEqual(['RELOAD'])

    frame.ready()
    await vi.advanceTimersByTimeAsync(500)
    await expect(connect).resolves.toEqual({ action: 'VERIFY_DEVICE' })
    expect(frame.names()).toEqual(['RELOAD', 'CONNECT_EMAIL'])
    client.destroy()
  })
})

describe('reloading the frame while it works', () => {
  it('RELOAD waits for a login step under way (not for the Farcaster wait it drops), so the step is not lost', async () => {
    frame = createFakeFrame({ RELOAD: () => ({ result: {} }), CONNECT_EMAIL: () => 'silent', CONNECT_FARCASTER: () => 'silent' })
    let n = 0
    const client = frame.client({ readyDelayMs: 0, randomId: () => `id-${++n}` })
    frame.ready()
    await client.ready()
    const farcaster = client.request('CONNECT_FARCASTER', {})
    const email = client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    await vi.waitFor(() => expect(frame.names()).toEqual(['CONNECT_FARCASTER', 'CONNECT_EMAIL']))
    const reload = client.request('RELOAD', {})
    // A task later, every step the request set off has run: a RELOAD that did not wait would be posted (synchronously, to the fake frame) by now.
    await new Promise((resolve) => setImmediate(resolve))
    expect(frame.names(), 'RELOAD waits for CONNECT_EMAIL').toEqual(['CONNECT_FARCASTER', 'CONNECT_EMAIL'])

    frame.deliver(frameSuccess('id-2', 'CONNECT_EMAIL', { action: 'VERIFY_OTP' }))
    await expect(email).resolves.toEqual({ action: 'VERIFY_OTP' })
    await reload
    expect(frame.names()).toEqual(['CONNECT_FARCASTER', 'CONNECT_EMAIL', 'RELOAD'])
    frame.ready()
    await expect(farcaster).rejects.toThrow('Request was aborted')
    client.destroy()
  })
})

describe('requests and answers', () => {
  it('each request carries a fresh id and is settled by the answer with that id only', async () => {
    let n = 0
    const client = await readyClient({ GET_CHAIN_ID: () => 'silent' }, { randomId: () => `id-${++n}` })
    const first = client.request('GET_CHAIN_ID', {})
    const second = client.request('GET_CHAIN_ID', {})
    await vi.waitFor(() => expect(frame.received.map((m) => m.id)).toEqual(['id-1', 'id-2']))
    frame.deliver(frameSuccess('id-2', 'GET_CHAIN_ID', { chainId: 10 }))
    frame.deliver(frameSuccess('id-1', 'GET_CHAIN_ID', { chainId: 1 }))
    await expect(first).resolves.toEqual({ chainId: 1 })
    await expect(second).resolves.toEqual({ chainId: 10 })
  })

  it('an answer with an unknown id, or with the id of another event, is dropped', async () => {
    const client = await readyClient({ GET_CHAIN_ID: () => 'silent' }, { randomId: () => 'only' })
    const pending = client.request('GET_CHAIN_ID', {})
    await vi.waitFor(() => expect(frame.received).toHaveLength(1))
    frame.deliver(frameSuccess('other', 'GET_CHAIN_ID', { chainId: 5 }))
    frame.deliver(frameSuccess('only', 'IS_CONNECTED', { isConnected: true }))
    expect(client.dropped()['unknown-id']).toBe(2)
    frame.deliver(frameSuccess('only', 'GET_CHAIN_ID', { chainId: 1 }))
    await expect(pending).resolves.toEqual({ chainId: 1 })
  })

  it('an ERROR answer rejects with a FrameRequestError carrying the message and the code', async () => {
    const client = await readyClient({ CONNECT_OTP: () => ({ error: { message: 'The code is not valid', code: 'CODE_INVALID' } }) })
    const failure = await client.request('CONNECT_OTP', { otp: '123456' }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(FrameRequestError)
    expect(failure).toMatchObject({ message: 'The code is not valid', code: 'CODE_INVALID' })
  })

  it('a payload off the event schema is refused before anything is posted', async () => {
    const client = await readyClient()
    await expect(client.request('CONNECT_OTP', { otp: '12' })).rejects.toThrow(/CONNECT_OTP: must be the 6-digit code/)
    expect(frame.received).toEqual([])
  })

  it("a payload breaking a rule without a message of its own is refused with zod's English message, not 'Invalid input'", async () => {
    const client = await readyClient()
    await expect(client.request('RPC_REQUEST', { method: '' })).rejects.toThrow('RPC_REQUEST: Too small: expected string to have >=1 characters')
    expect(frame.received).toEqual([])
  })
})

describe('what the page accepts from the frame', () => {
  it('messages from another window or another origin, and malformed ones, are dropped and counted', async () => {
    const onDropped = vi.fn()
    const client = await readyClient({ GET_CHAIN_ID: () => 'silent' }, { randomId: () => 'x', onDropped })
    const pending = client.request('GET_CHAIN_ID', {})
    await vi.waitFor(() => expect(frame.received).toHaveLength(1))
    const answer = frameSuccess('x', 'GET_CHAIN_ID', { chainId: 1 })
    const stranger = new MessageChannel()
    frame.deliver(answer, { source: stranger.port1 })
    frame.deliver(answer, { origin: 'http://evil.test' })
    frame.deliver({ ...answer, payload: { chainId: -1 } })
    frame.deliver({ type: '@foyer-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } })
    frame.deliver('@foyer-frame/READY')
    frame.deliver(frameFailure('x', 'GET_CHAIN_ID', { message: '' }))
    stranger.port1.close()
    expect(client.dropped()).toEqual({ source: 1, origin: 1, shape: 4, version: 0, 'unknown-id': 0 })
    expect(onDropped.mock.calls.map(([reason]) => reason)).toEqual(['source', 'origin', 'shape', 'shape', 'shape', 'shape'])
    frame.deliver(answer)
    await expect(pending).resolves.toEqual({ chainId: 1 })
  })
})

describe('Escape pressed in the frame', () => {
  it('reaches onEscape from the frame only: the same message from another window or origin is dropped', async () => {
    const onEscape = vi.fn()
    const client = await readyClient({}, { onEscape })
    const stranger = new MessageChannel()
    frame.deliver(frameEscape(), { source: stranger.port1 })
    frame.deliver(frameEscape(), { origin: 'http://evil.test' })
    stranger.port1.close()
    expect(onEscape).not.toHaveBeenCalled()
    frame.deliver(frameEscape())
    expect(onEscape).toHaveBeenCalledOnce()
    expect(client.dropped()).toMatchObject({ source: 1, origin: 1 })
  })
})

describe('the approval screen’s height', () => {
  it('reaches onContentHeight from the frame only', async () => {
    const onContentHeight = vi.fn()
    await readyClient({}, { onContentHeight })
    frame.deliver(frameContentHeight(480), { origin: 'http://evil.test' })
    expect(onContentHeight).not.toHaveBeenCalled()
    frame.deliver(frameContentHeight(480))
    expect(onContentHeight).toHaveBeenCalledWith(480)
  })
})

describe('timeouts and a missing iframe', () => {
  it('events that wait on a person time out after 30 s with "Request was aborted"; others wait', async () => {
    vi.useFakeTimers()
    frame = createFakeFrame({ CONNECT_EMAIL: () => 'silent', RPC_REQUEST: () => 'silent' })
    const client = frame.client()
    frame.ready()
    await vi.advanceTimersByTimeAsync(500)
    const email = client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    const rpc = client.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', USER.address] })
    const settledRpc = vi.fn()
    rpc.then(settledRpc, settledRpc)
    const aborted = expect(email).rejects.toThrow('Request was aborted')
    await vi.advanceTimersByTimeAsync(29_999)
    expect(frame.names()).toEqual(['CONNECT_EMAIL', 'RPC_REQUEST'])
    await vi.advanceTimersByTimeAsync(1)
    await aborted
    await vi.advanceTimersByTimeAsync(120_000)
    expect(settledRpc, 'RPC_REQUEST is not a timed event: it waits for the visitor').not.toHaveBeenCalled()
    client.destroy()
  })

  it('sending while there is no iframe fails with "iframe is not set"', async () => {
    const client = createFrameClient({ listen: () => () => undefined, target: () => undefined, frameOrigin: FRAME_ORIGIN })
    await expect(client.request('IS_CONNECTED', {})).rejects.toThrow('iframe is not set')
    client.destroy()
  })

  it('after destroy, pending and new requests fail', async () => {
    const client = await readyClient({ CONNECT_DEVICE: () => 'silent' })
    const pending = client.request('CONNECT_DEVICE', {})
    await vi.waitFor(() => expect(frame.received).toHaveLength(1))
    client.destroy()
    await expect(pending).rejects.toThrow('Request was aborted')
    await expect(client.request('IS_CONNECTED', {})).rejects.toThrow('iframe is not set')
  })
})
