import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../../src/storage.ts'
import { createEmbeddedFoyer, ok, user, useEmbeddedFoyerApi } from '../fixtures/embeddedFoyer.ts'
import { account, storedConnection } from '../fixtures/foyer.ts'

const fake = useEmbeddedFoyerApi()

type Created = Awaited<ReturnType<typeof createEmbeddedFoyer>>
const hasAuth = ({ client }: Created) => client.ctx.connectors.get().some((connector) => connector.id === 'AUTH')
const unloaded = (setup: Parameters<typeof createEmbeddedFoyer>[2] = {}, handlers = {}) => createEmbeddedFoyer(fake.api, handlers, { ...setup, load: false })

describe('the embedded wallet loads when it is first needed, not with the page', () => {
  it('a page with a stored embedded login loads the connector at start and restores it; a page without one does not load it', async () => {
    const storage = memoryStorage()
    storedConnection(storage, { eip155: 'connected' }, { eip155: 'AUTH' })
    const returning = await unloaded({ storage }, { IS_CONNECTED: () => ({ result: { isConnected: true } }), GET_USER: user })
    const fresh = await unloaded()
    await vi.waitFor(() => expect(account(returning.client).status).toBe('connected'))
    expect(hasAuth(returning)).toBe(true)
    // Started at the same time: the page without a login has still not loaded it.
    expect(hasAuth(fresh)).toBe(false)
  })

  it('a stored login of a companion side (AUTH:solana) counts as the embedded wallet’s too', async () => {
    const storage = memoryStorage()
    storedConnection(storage, { solana: 'connected' }, { solana: 'AUTH:solana' })
    const returning = await unloaded({ storage })
    const other = memoryStorage()
    storedConnection(other, { eip155: 'connected' }, { eip155: 'io.metamask' })
    const injected = await unloaded({ storage: other })
    await vi.waitFor(() => expect(hasAuth(returning)).toBe(true))
    expect(hasAuth(injected)).toBe(false)
  })

  it('opening the modal loads it', async () => {
    const created = await unloaded()
    expect(hasAuth(created)).toBe(false)
    created.client.open()
    await vi.waitFor(() => expect(hasAuth(created)).toBe(true))
  })

  it('coming back from a social login’s redirect (?foyer_social_result=) loads it at start', async () => {
    vi.stubGlobal('location', { href: 'https://host.example/?foyer_social_result=abc' })
    vi.stubGlobal('history', { state: null, replaceState: () => undefined })
    const created = await unloaded()
    await vi.waitFor(() => expect(hasAuth(created)).toBe(true))
  })

  it('a login the host starts before the modal ever opened waits for the connector and reaches the frame', async () => {
    const created = await unloaded({}, { CONNECT_EMAIL: () => ({ result: { action: 'VERIFY_OTP' } }), SYNC_THEME: ok })
    expect(hasAuth(created)).toBe(false)
    await created.client.auth.connectEmail('ada@example.com')
    expect(created.sent('CONNECT_EMAIL').map((message) => message.payload)).toEqual([{ email: 'ada@example.com' }])
  })

  it('load() resolves with the connector among the page’s connectors, and a stop and a start (StrictMode) report it again at once', async () => {
    const created = await unloaded()
    await created.client.auth.load()
    expect(hasAuth(created)).toBe(true)
    const stopped = created.client.start()
    expect(hasAuth(created)).toBe(true)
    stopped()
  })
})
