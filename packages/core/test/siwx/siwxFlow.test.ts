/** SIWX's state rules (spec §2, §4) through the public client, against the fake server's session routes. */
import { describe, expect, it, vi } from 'vitest'
import { SNACKBARS, THROWN } from '../../src/errors.ts'
import { STORAGE_KEYS, memoryStorage, type KeyValueStorage } from '../../src/storage.ts'
import type { SiwxSession, SiwxStorage, SiwxStrategyParts } from '../../src/siwxTypes.ts'
import { cancelSiwx, signOut } from '../../src/siwx/siwxActions.ts'
import { SIWX_SESSION_REFUSED } from '../../src/siwx/siwxStrategy.ts'
const SIWX_SIGN_VIEW = 'SIWXSignMessage' as const
import type { RouterEntry } from '../../src/stores/router.ts'
import { account, createTestFoyer, readStored, storedConnection, useFakeApi } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, EVM_ADDRESS_2, mainnet } from '../fixtures/networks.ts'
import { createTestWallet } from '../fixtures/testWallet.ts'

const fake = useFakeApi(() => [mainnet.caipNetworkId])
const metadata = { name: 'Shop', description: 'A shop', url: 'https://shop.example/login', icons: [] }
const SIGN_VIEW: RouterEntry = { view: SIWX_SIGN_VIEW }

/** `siwx` null: the host did not set the option. */
function setup(siwx: SiwxStrategyParts | null = {}, storage: KeyValueStorage = memoryStorage()) {
  const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1 })
  const { client } = createTestFoyer(fake.api, { wallets: [wallet], metadata, storage, ...(siwx && { siwx }) })
  // As a page does: starting the client is what follows the accounts for SIWX.
  client.start()
  return { client, wallet, storage }
}

type Client = ReturnType<typeof setup>['client']

const showsSignIn = (client: Client) => client.ctx.modal.get().open && client.ctx.router.current().view === SIWX_SIGN_VIEW

async function connectedAndAsked(siwx?: SiwxStrategyParts, storage?: KeyValueStorage) {
  const test = setup(siwx, storage)
  await test.client.connect(test.wallet)
  await vi.waitFor(() => expect(showsSignIn(test.client)).toBe(true))
  return test
}

describe('on connect', () => {
  it('on connect without a session, SIWXSignMessage opens', async () => {
    const { client } = await connectedAndAsked()
    expect(client.ctx.siwx.get()).toEqual({ status: 'none' })
    expect(client.siwx.getSession()).toBeUndefined()
  })

  it('a connection made in the modal: the attempt closes it on success, then SIWXSignMessage opens', async () => {
    // A second connection (SIWX's code surely loaded) and a store that answers at once: the quickest the view can open.
    const { client, wallet } = await connectedAndAsked({ storage: { add: async () => undefined, set: async () => undefined, get: async () => [], delete: async () => undefined } })
    await client.disconnect()
    client.open()
    client.startConnection(wallet)
    await vi.waitFor(() => expect(client.ctx.connectionAttempt.get().status).toBe('idle'))
    // The attempt has closed the modal by now: the sign-in opens after it.
    await vi.waitFor(() => expect(showsSignIn(client)).toBe(true))
  })

  it('the embedded wallet is asked on ConnectingSiwe (its frame shows the message), with the same close rule', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1, type: 'AUTH' })
    const { client } = createTestFoyer(fake.api, { wallets: [wallet], metadata, siwx: { required: true } })
    client.start()
    await client.connect(wallet)
    await vi.waitFor(() => expect(client.ctx.router.current().view).toBe('ConnectingSiwe'))
    client.close()
    expect(client.ctx.modal.get().open).toBe(true)
  })

  it('on connect with a session, SIWXSignMessage does not open and the session is the account’s', async () => {
    const storage = memoryStorage()
    const first = await connectedAndAsked({}, storage)
    await first.client.siwx.signIn()
    const { client, wallet } = setup({}, storage)
    await client.connect(wallet)
    await vi.waitFor(() => expect(client.ctx.siwx.get().status).toBe('signed'))
    expect(client.ctx.modal.get().open).toBe(false)
    expect(client.siwx.getSession()?.data).toMatchObject({ accountAddress: EVM_ADDRESS, chainId: 'eip155:1' })
  })

  it('sessions survive a reload: the restored connection finds its session and asks nothing', async () => {
    const storage = memoryStorage()
    const first = await connectedAndAsked({}, storage)
    const signed = await first.client.siwx.signIn()
    storedConnection(storage, { eip155: 'connected' }, { eip155: 'test-wallet' })
    const { client } = setup({}, storage)
    await vi.waitFor(() => expect(client.ctx.siwx.get().status).toBe('signed'))
    expect(client.siwx.getSession()?.signature).toBe(signed.signature)
    expect(client.ctx.modal.get().open).toBe(false)
    expect(fake.api.requestsTo('/v1/sessions/').filter((request) => request.method === 'GET')).toHaveLength(1)
  })

  it('a session the server no longer lists (expired, revoked elsewhere) does not count', async () => {
    const storage = memoryStorage()
    const first = await connectedAndAsked({}, storage)
    await first.client.siwx.signIn()
    fake.api.siwx.sessions.forEach((session) => (session.revoked = true))
    await connectedAndAsked({}, storage)
    expect(readStored(storage, STORAGE_KEYS.SIWX_SESSIONS)).toEqual([])
  })
})

describe('signing', () => {
  it('signing creates the message, signs it, stores the session and closes', async () => {
    const { client, wallet } = await connectedAndAsked()
    const session = await client.siwx.signIn()
    const signed = wallet.calls.find((call) => call.method === 'signMessage')!.args[0] as { message: string }
    expect(signed.message).toMatch(/^shop\.example wants you to sign in with your Ethereum account:\n/)
    expect(signed.message).toContain('URI: https://shop.example/login\nVersion: 1\nChain ID: 1\nNonce: ')
    expect(session).toMatchObject({ id: session.data.nonce, message: signed.message, data: { accountAddress: EVM_ADDRESS, chainId: 'eip155:1', domain: 'shop.example' } })
    expect(session.cacao?.p.iss).toBe(`did:pkh:eip155:1:${EVM_ADDRESS}`)
    expect(fake.api.siwx.sessions).toHaveLength(1)
    expect(fake.api.requestsTo('/v1/sessions')[1]).toMatchObject({
      method: 'POST',
      path: '/v1/sessions',
      query: { projectId: 'test-project' },
      body: { message: signed.message, cacao: session.cacao },
    })
    expect(client.ctx.siwx.get()).toEqual({ status: 'signed', session })
    expect(client.ctx.modal.get().open).toBe(false)
  })

  it("a refusal keeps no session and says 'Signature declined'", async () => {
    const { client, wallet } = await connectedAndAsked()
    wallet.flags.rejectRequests = true
    await expect(client.siwx.signIn()).rejects.toMatchObject({ code: 4001 })
    expect(client.ctx.snackbar.get()).toMatchObject({ open: true, variant: 'error', message: SNACKBARS.SIGNATURE_DECLINED })
    expect(client.ctx.siwx.get()).toEqual({ status: 'none' })
    expect(fake.api.siwx.sessions).toHaveLength(0)
    expect(showsSignIn(client)).toBe(true)
  })

  it("siwx not set: a host's signIn is refused with 'SIWX is not enabled'", async () => {
    const { client, wallet } = setup(null)
    await client.connect(wallet)
    await expect(client.siwx.signIn()).rejects.toThrow(THROWN.SIWX_NOT_ENABLED)
    expect(fake.api.requestsTo('/v1/sessions')).toHaveLength(0)
  })

  it('siwx not set: connecting asks for no session and opens nothing', async () => {
    const { client, wallet } = setup(null)
    await client.connect(wallet)
    // A host with siwx, connected after it (another account), has looked for its session and opened
    // the sign-in: had this host followed SIWX, it would have asked and opened by now.
    const signing = createTestWallet({ addresses: [EVM_ADDRESS_2], chainId: 1 })
    const other = createTestFoyer(fake.api, { wallets: [signing], metadata, siwx: {} }).client
    other.start()
    await other.connect(signing)
    await vi.waitFor(() => expect(showsSignIn(other)).toBe(true))
    expect(client.ctx.modal.get().open).toBe(false)
    expect(fake.api.requestsTo('/v1/sessions').filter((request) => !request.path.toLowerCase().includes(EVM_ADDRESS_2))).toHaveLength(0)
  })
})

describe('cancel and close', () => {
  it('cancel disconnects when signing is required, then the modal shows Connect', async () => {
    const { client } = await connectedAndAsked({ required: true })
    await cancelSiwx(client.ctx)
    expect(account(client).status).toBe('disconnected')
    expect(client.ctx.router.current().view).toBe('Connect')
    expect(client.ctx.modal.get().open).toBe(true)
  })

  it('cancel closes when signing is optional, the account stays connected and the modal resets to Connect', async () => {
    const { client } = await connectedAndAsked({ required: false })
    await cancelSiwx(client.ctx)
    expect(client.ctx.modal.get().open).toBe(false)
    expect(account(client).status).toBe('connected')
    expect(client.ctx.router.current().view).toBe('Connect')
  })

  it('close is refused on SIWXSignMessage while signing is required and no session exists: the modal shakes and stays', async () => {
    const { client } = await connectedAndAsked({ required: true })
    expect(client.canClose()).toBe(false)
    client.close()
    expect(client.ctx.modal.get()).toMatchObject({ open: true, shake: true })
  })

  it('close works on SIWXSignMessage when signing is optional', async () => {
    const { client } = await connectedAndAsked({ required: false })
    expect(client.canClose()).toBe(true)
    client.close()
    expect(client.ctx.modal.get().open).toBe(false)
  })

  it('once a session exists, close works on SIWXSignMessage and ApproveTransaction though signing is required', async () => {
    const { client } = await connectedAndAsked({ required: true })
    await client.siwx.signIn()
    client.open(SIGN_VIEW)
    expect(client.canClose()).toBe(true)
    client.open({ view: 'ApproveTransaction', data: { request: 'transaction' } })
    expect(client.canClose()).toBe(true)
  })
})

describe('signing out', () => {
  it('signOutOnDisconnect: disconnecting forgets the session, so the next connection asks again', async () => {
    const storage = memoryStorage()
    const { client, wallet } = await connectedAndAsked({ signOutOnDisconnect: true }, storage)
    await client.siwx.signIn()
    await client.disconnect()
    await vi.waitFor(() => expect(readStored(storage, STORAGE_KEYS.SIWX_SESSIONS)).toEqual([]))
    expect(client.ctx.siwx.get()).toEqual({ status: 'none' })
    await client.connect(wallet)
    await vi.waitFor(() => expect(showsSignIn(client)).toBe(true))
  })

  it('without signOutOnDisconnect the session outlives a disconnect', async () => {
    const { client, wallet } = await connectedAndAsked({})
    await client.siwx.signIn()
    await client.disconnect()
    expect(client.ctx.siwx.get()).toEqual({ status: 'none' })
    await client.connect(wallet)
    await vi.waitFor(() => expect(client.ctx.siwx.get().status).toBe('signed'))
    expect(client.ctx.modal.get().open).toBe(false)
  })

  it("signOut revokes the account's session on the server with its signature of the revocation text", async () => {
    const storage = memoryStorage()
    const { client, wallet } = await connectedAndAsked({}, storage)
    const session = await client.siwx.signIn()
    await client.siwx.signOut()
    expect(wallet.calls.at(-1)).toEqual({ method: 'signMessage', args: [{ message: `Revoke Foyer session ${session.id}`, address: EVM_ADDRESS }] })
    expect(fake.api.requestsTo(`/v1/sessions/${EVM_ADDRESS}/revoke`)[0]?.body).toEqual({ pci: session.id, signature: expect.stringMatching(/^0x/) })
    expect(fake.api.siwx.sessions[0]?.revoked).toBe(true)
    expect(client.siwx.getSession()).toBeUndefined()
    expect(readStored(storage, STORAGE_KEYS.SIWX_SESSIONS)).toEqual([])
  })
  it('signOut while the wallet reconnects (a reload restoring it) waits for it, then revokes the session with its signature', async () => {
    const storage = memoryStorage()
    const { client, wallet } = await connectedAndAsked({}, storage)
    const session = await client.siwx.signIn()
    client.ctx.chains.patchAccount('eip155', { status: 'connecting' })
    const signingOut = signOut(client.ctx)
    expect(client.ctx.siwx.get()).toEqual({ status: 'none' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fake.api.requestsTo(`/v1/sessions/${EVM_ADDRESS}/revoke`)).toEqual([])
    client.ctx.chains.patchAccount('eip155', { status: 'connected' })
    await signingOut
    expect(wallet.calls.at(-1)).toEqual({ method: 'signMessage', args: [{ message: `Revoke Foyer session ${session.id}`, address: EVM_ADDRESS }] })
    expect(fake.api.siwx.sessions[0]?.revoked).toBe(true)
    expect(readStored(storage, STORAGE_KEYS.SIWX_SESSIONS)).toEqual([])
    expect(client.ctx.siwx.get()).toEqual({ status: 'none' })
  })
})

describe("the host's parts", () => {
  it('a host storage replaces the server’s, and what it holds counts as the session', async () => {
    const held: SiwxSession[] = []
    const storage: SiwxStorage = {
      add: async (session) => void held.push(session),
      set: async (sessions) => void held.splice(0, held.length, ...sessions),
      get: async (chainId, address) => held.filter((session) => session.data.chainId === chainId && session.data.accountAddress === address),
      delete: async () => void held.splice(0),
    }
    const { client } = await connectedAndAsked({ storage })
    await client.siwx.signIn()
    expect(held).toHaveLength(1)
    expect(fake.api.requestsTo('/v1/sessions').map((request) => request.path)).toEqual(['/v1/sessions/nonce'])
  })

  it("a verifier of the namespace that refuses the session keeps it out: 'The signed message could not be verified'", async () => {
    const verify = vi.fn(async () => false)
    const { client } = await connectedAndAsked({ verifiers: [{ namespace: 'eip155', verify }] })
    await expect(client.siwx.signIn()).rejects.toThrow(SIWX_SESSION_REFUSED)
    expect(verify).toHaveBeenCalledWith(expect.objectContaining({ data: expect.objectContaining({ accountAddress: EVM_ADDRESS }) }))
    expect(fake.api.siwx.sessions).toHaveLength(0)
    expect(client.ctx.siwx.get()).toEqual({ status: 'none' })
  })

  it('a whole strategy is used as the host wrote it: its message, its signer, its sessions', async () => {
    const sessions: SiwxSession[] = []
    const data = { accountAddress: EVM_ADDRESS, chainId: 'eip155:1' as const, domain: 'host.example', uri: 'https://host.example', version: '1', nonce: 'hostnonce1', issuedAt: '2026-11-25T03:00:00Z' }
    const strategy = {
      createMessage: async () => ({ data, toString: () => 'host words' }),
      addSession: async (session: SiwxSession) => void sessions.push(session),
      revokeSession: async () => undefined,
      setSessions: async () => undefined,
      getSessions: async () => sessions,
      getRequired: () => true,
      signer: { sign: async () => ({ message: 'host words', signature: '0xhost' }) },
    }
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1 })
    const { client } = createTestFoyer(fake.api, { wallets: [wallet], siwx: strategy })
    client.start()
    await client.connect(wallet)
    await vi.waitFor(() => expect(showsSignIn(client)).toBe(true))
    expect(client.canClose()).toBe(false)
    await client.siwx.signIn()
    expect(sessions[0]).toMatchObject({ message: 'host words', signature: '0xhost', data })
    expect(fake.api.requestsTo('/v1/sessions')).toHaveLength(0)
  })
})
