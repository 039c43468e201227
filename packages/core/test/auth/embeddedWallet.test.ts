import { describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS, memoryStorage, type KeyValueStorage } from '../../src/storage.ts'
import { createEmbeddedFoyer, deferred, ok, user, useEmbeddedFoyerApi } from '../fixtures/embeddedFoyer.ts'
import type { FakeFrame } from '../fixtures/fakeFrame.ts'
import { account, readStored, storedConnection } from '../fixtures/foyer.ts'
import { EVM_ADDRESS } from '../fixtures/networks.ts'

const SIGNATURE = `0x${'ab'.repeat(65)}`

const fake = useEmbeddedFoyerApi()

let frame: FakeFrame
let sent: Awaited<ReturnType<typeof createEmbeddedFoyer>>['sent']
async function embeddedFoyer(handlers: FakeFrame['handlers'], setup: Parameters<typeof createEmbeddedFoyer>[2] = {}) {
  const created = await createEmbeddedFoyer(fake.api, handlers, setup)
  frame = created.frame
  sent = created.sent
  return created
}

async function loggedIn(handlers: FakeFrame['handlers'] = {}) {
  const setup = await embeddedFoyer({ GET_USER: user, SIGN_OUT: ok, ...handlers })
  await setup.client.connect(setup.auth)
  return setup
}

describe('the embedded wallet connector', () => {
  it("loads its frame from the Foyer server's URL as the host gave it (authFrameUrl unset): nothing added to it", async () => {
    const bases: string[] = []
    const { client } = await embeddedFoyer(
      { CONNECT_EMAIL: () => ({ result: { action: 'VERIFY_OTP' } }) },
      {
        loadFrame: async (config) => {
          bases.push(config.baseUrl)
          throw new Error('not loaded in this test')
        },
      },
    )
    await client.auth.connectEmail('ada@example.com').catch(() => undefined)
    expect(bases).toEqual([fake.api.url])
  })

  it('is reported as one AUTH connector on eip155 when email or socials are on, and not without a projectId', async () => {
    const { client } = await embeddedFoyer({})
    expect(client.ctx.connectors.get().map((c) => [c.id, c.type, c.chain])).toEqual([['AUTH', 'AUTH', 'eip155']])
    const { client: noProject } = await embeddedFoyer({}, { projectId: undefined })
    expect(noProject.auth.connector()).toBeUndefined()
  })

  it('connecting after a login asks the frame for the user on the active chain and shows the email', async () => {
    const { client } = await loggedIn()
    // The account the app shows: eip155's default, the smart account (the server answers the EOA where it holds none).
    expect(sent('GET_USER')[0]?.payload).toEqual({ chainId: 1, preferredAccountType: 'smartAccount' })
    expect(account(client)).toMatchObject({ status: 'connected', address: EVM_ADDRESS, user: { email: 'ada@example.com' } })
    expect(account(client).connectedWalletInfo).toMatchObject({ connectorId: 'AUTH', type: 'AUTH' })
  })

  it('once ready the frame gets the theme and the app data', async () => {
    const { auth } = await embeddedFoyer({})
    await auth.load()
    await vi.waitFor(() => expect(frame.names()).toEqual(expect.arrayContaining(['SYNC_DAPP_DATA', 'SYNC_THEME'])))
    expect(sent('SYNC_THEME')[0]?.payload).toEqual({ themeMode: 'dark', themeVariables: {} })
    expect(sent('SYNC_DAPP_DATA')[0]?.payload).toMatchObject({ projectId: 'test-project', sdkType: 'foyer' })
  })
})

describe('requests through the embedded wallet (spec §6)', () => {
  it('an unsafe request opens ApproveTransaction with the modal, locks closing, and closes when the frame answers', async () => {
    const rpc = deferred()
    const { client, ctx } = await loggedIn({ RPC_REQUEST: rpc.handler })
    const signature = client.signMessage('Hello')
    await vi.waitFor(() => expect(sent('RPC_REQUEST')).toHaveLength(1))
    expect(sent('RPC_REQUEST')[0]?.payload).toEqual({ method: 'personal_sign', params: ['0x48656c6c6f', EVM_ADDRESS], chainId: 1 })
    expect(ctx.modal.get().open).toBe(true)
    expect(ctx.router.current(), 'opened for a message to sign (its title says so)').toEqual({ view: 'ApproveTransaction', data: { request: 'message' } })
    expect(ctx.auth.get().approval).toEqual({ pending: true, method: 'personal_sign' })

    expect(client.canClose()).toBe(false)
    client.close()
    client.back()
    expect(ctx.modal.get().open, 'close and back are refused while the request is pending').toBe(true)
    expect(ctx.router.current().view).toBe('ApproveTransaction')

    rpc.answer({ result: { result: SIGNATURE } })
    await expect(signature).resolves.toBe(SIGNATURE)
    expect(ctx.modal.get().open, 'the modal opened for the request closes after it').toBe(false)
    expect(ctx.auth.get().approval.pending).toBe(false)
  })

  it('an unsafe request while the modal shows Account goes back to Account when settled, also on a rejection', async () => {
    const { client, ctx } = await loggedIn({ RPC_REQUEST: () => ({ error: { message: 'User rejected the request.', code: 4001 } }) })
    client.open()
    expect(ctx.router.current().view).toBe('Account')
    await expect(client.signMessage('Hello')).rejects.toMatchObject({ code: 4001 })
    expect(ctx.router.get().history.map((entry) => entry.view)).toEqual(['Account'])
    expect(ctx.modal.get().open).toBe(true)
    expect(ctx.snackbar.get().message).toBe('Signature declined')
  })

  it('sendTransaction goes to the frame as eth_sendTransaction through ApproveTransaction', async () => {
    const hash = `0x${'cd'.repeat(32)}`
    const { client, ctx } = await loggedIn({ RPC_REQUEST: () => ({ result: { result: hash } }) })
    const views: unknown[] = []
    ctx.router.subscribe(() => views.push(ctx.router.current()))
    await expect(client.sendTransaction({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 10n })).resolves.toBe(hash)
    expect(sent('RPC_REQUEST')[0]?.payload).toEqual({
      method: 'eth_sendTransaction',
      params: [{ from: EVM_ADDRESS, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0xa' }],
      chainId: 1,
    })
    expect(views).toContainEqual({ view: 'ApproveTransaction', data: { request: 'transaction' } })
  })

  it('signTypedData goes to the frame as eth_signTypedData_v4 through ApproveTransaction', async () => {
    const { client, ctx } = await loggedIn({ RPC_REQUEST: () => ({ result: { result: SIGNATURE } }) })
    const views: unknown[] = []
    ctx.router.subscribe(() => views.push(ctx.router.current()))
    const typedData = { types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', message: { contents: 'Hi' } } as const
    await expect(client.signTypedData(typedData)).resolves.toBe(SIGNATURE)
    expect(sent('RPC_REQUEST')[0]?.payload).toEqual({
      method: 'eth_signTypedData_v4',
      params: [EVM_ADDRESS, JSON.stringify({ ...typedData, domain: {}, types: { EIP712Domain: [], ...typedData.types } })],
      chainId: 1,
    })
    expect(views).toContainEqual({ view: 'ApproveTransaction', data: { request: 'typedData' } })
  })

  it('a safe request runs at once, without ApproveTransaction', async () => {
    const { client, ctx } = await loggedIn({ RPC_REQUEST: () => ({ result: { result: '0x10' } }) })
    await expect(client.auth.rpcRequest('eth_blockNumber')).resolves.toBe('0x10')
    expect(ctx.modal.get().open).toBe(false)
    expect(ctx.router.current().view).not.toBe('ApproveTransaction')
  })

  it("an unknown method is refused with 'Requested RPC call is not allowed', shows 'Action not allowed', and never reaches the frame", async () => {
    const { client, ctx } = await loggedIn({ RPC_REQUEST: () => ({ result: { result: null } }) })
    await expect(client.auth.rpcRequest('eth_sign', [EVM_ADDRESS, '0x00'])).rejects.toThrow('Requested RPC call is not allowed')
    expect(ctx.snackbar.get()).toMatchObject({ open: true, message: 'Action not allowed', variant: 'error' })
    expect(sent('RPC_REQUEST')).toEqual([])
  })

  it('two unsafe requests show one at a time', async () => {
    const first = deferred()
    let calls = 0
    const { client, ctx } = await loggedIn({ RPC_REQUEST: () => (++calls === 1 ? first.handler() : { result: { result: SIGNATURE } }) })
    const a = client.signMessage('one')
    const b = client.signMessage('two')
    await vi.waitFor(() => expect(sent('RPC_REQUEST')).toHaveLength(1))
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve))
    expect(sent('RPC_REQUEST'), 'the second waits for the first').toHaveLength(1)
    first.answer({ result: { result: SIGNATURE } })
    await expect(Promise.all([a, b])).resolves.toEqual([SIGNATURE, SIGNATURE])
    expect(ctx.modal.get().open).toBe(false)
  })
})

describe('sessions and the cached login data (spec §4)', () => {
  function cached(storage: KeyValueStorage) {
    storage.setItem(STORAGE_KEYS.EMAIL_LOGIN_USED, 'true')
    storage.setItem(STORAGE_KEYS.EMAIL, '"ada@example.com"')
    storage.setItem(STORAGE_KEYS.LAST_USED_CHAIN, '"eip155"')
    storage.setItem(STORAGE_KEYS.SOCIAL_USERNAME, '"ada"')
    storedConnection(storage, { eip155: 'connected' }, { eip155: 'AUTH' })
  }
  const CACHE_KEYS = [STORAGE_KEYS.EMAIL_LOGIN_USED, STORAGE_KEYS.EMAIL, STORAGE_KEYS.LAST_USED_CHAIN, STORAGE_KEYS.SOCIAL_USERNAME]

  it('on startup a stored embedded-wallet connection is restored when the frame still has the session', async () => {
    const storage = memoryStorage()
    cached(storage)
    const { client } = await embeddedFoyer({ IS_CONNECTED: () => ({ result: { isConnected: true } }), GET_USER: user }, { storage })
    await vi.waitFor(() => expect(account(client).status).toBe('connected'))
    expect(account(client)).toMatchObject({ address: EVM_ADDRESS, user: { email: 'ada@example.com', username: 'ada' } })
  })

  it('when the frame reports not connected, the cached login data is deleted and the namespace is disconnected', async () => {
    const storage = memoryStorage()
    cached(storage)
    const { client } = await embeddedFoyer({ IS_CONNECTED: () => ({ result: { isConnected: false } }) }, { storage })
    await vi.waitFor(() => expect(readStored(storage, STORAGE_KEYS.CONNECTION_STATUS)).toEqual({ eip155: 'disconnected' }))
    expect(account(client).status).toBe('disconnected')
    for (const key of CACHE_KEYS) expect(storage.getItem(key), key).toBeNull()
    expect(frame.names()).not.toContain('GET_USER')
  })

  it('signing out sends SIGN_OUT to the frame and deletes the cached login data', async () => {
    const { client, storage } = await loggedIn()
    storage.setItem(STORAGE_KEYS.SOCIAL_USERNAME, '"ada"')
    expect(readStored(storage, STORAGE_KEYS.EMAIL)).toBe('ada@example.com')
    await client.disconnect()
    expect(frame.names()).toContain('SIGN_OUT')
    expect(account(client).status).toBe('disconnected')
    for (const key of CACHE_KEYS) expect(storage.getItem(key), key).toBeNull()
  })

  it("a JWT_TOKEN_NOT_VALID answer raises 'Session Expired' and disconnects without signing out again", async () => {
    const { client, ctx, storage } = await loggedIn({
      RPC_REQUEST: () => ({ error: { message: 'Session expired', code: 'JWT_TOKEN_NOT_VALID' } }),
    })
    await expect(client.auth.rpcRequest('eth_blockNumber')).rejects.toMatchObject({ code: 'JWT_TOKEN_NOT_VALID' })
    expect(ctx.alert.message()?.shortMessage).toBe('Session Expired')
    await vi.waitFor(() => expect(account(client).status).toBe('disconnected'))
    expect(frame.names()).not.toContain('SIGN_OUT')
    expect(storage.getItem(STORAGE_KEYS.EMAIL_LOGIN_USED)).toBeNull()
  })
})
