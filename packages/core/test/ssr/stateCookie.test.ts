import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cookieToInitialState } from '../../src/ssr/cookieToInitialState.ts'
import { STATE_COOKIE, STATE_COOKIE_MAX_AGE_S, followStateCookie } from '../../src/ssr/stateCookie.ts'
import { STORAGE_KEYS } from '../../src/storage.ts'
import { createChainsStore } from '../../src/stores/chains.ts'
import { startFakeApi, type FakeApi } from '../fixtures/apiServer.ts'
import { installCookieJar, type CookieJar } from '../fixtures/cookieJar.ts'
import { account, createTestFoyer, settleClients, storedConnection } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, EVM_ADDRESS_2, SOLANA_ADDRESS, mainnet, optimism, solana } from '../fixtures/networks.ts'
import { createTestWallet } from '../fixtures/testWallet.ts'

const EVM_ACCOUNT = `eip155:1:${EVM_ADDRESS}` as const

let jar: CookieJar
beforeEach(() => {
  jar = installCookieJar()
})
afterEach(() => jar.uninstall())

/** The state cookie the browser would send with the next request, read as the server reads it. */
const sentState = () => cookieToInitialState(jar.header())
/** Once the writer's module has loaded and a client that asked for it has had its turn to start it. */
async function loaded() {
  await import('../../src/ssr/stateCookie.ts')
  await new Promise((resolve) => setTimeout(resolve, 0))
}
const stateCookieLines = () => jar.written.filter((line) => line.startsWith(`${STATE_COOKIE}=`))

describe('followStateCookie: the cookie follows the connections', () => {
  const connectedChains = () => {
    const chains = createChainsStore([mainnet, optimism, solana])
    chains.patchAccount('eip155', { status: 'connected', address: EVM_ADDRESS, caipAddress: EVM_ACCOUNT })
    return chains
  }

  it('is written with the active namespace and the account, for the whole site, for 30 days, Secure on https', () => {
    followStateCookie(connectedChains())
    expect(sentState()).toEqual({ activeNamespace: 'eip155', accounts: { eip155: EVM_ACCOUNT } })
    expect(stateCookieLines()[0]!.split('; ').slice(1)).toEqual(['Path=/', `Max-Age=${STATE_COOKIE_MAX_AGE_S}`, 'SameSite=Lax', 'Secure'])
    expect(STATE_COOKIE_MAX_AGE_S).toBe(30 * 24 * 60 * 60)
  })

  it('is not Secure on a plain http page (the browser would refuse to store it)', () => {
    jar.uninstall()
    jar = installCookieJar('http:')
    followStateCookie(connectedChains())
    expect(stateCookieLines()[0]).not.toContain('Secure')
    expect(sentState()).toBeDefined()
  })

  it('holds the accounts only: no email, wallet, balance or anything else the account state has', () => {
    const chains = connectedChains()
    chains.patchAccount('eip155', {
      balance: '1.5',
      user: { email: 'visitor@example.com' },
      connectedWalletInfo: { connectorId: 'io.metamask', name: 'MetaMask' },
      profileName: 'visitor.eth',
    })
    followStateCookie(chains)
    const value = decodeURIComponent(jar.header().slice(`${STATE_COOKIE}=`.length))
    expect(JSON.parse(value)).toEqual({ v: 1, activeNamespace: 'eip155', accounts: { eip155: EVM_ACCOUNT } })
  })

  it('is left alone while a namespace is connecting, then written once it settles; a balance update writes nothing', () => {
    const chains = createChainsStore([mainnet, optimism])
    chains.patchAccount('eip155', { status: 'connecting', restoring: true, address: EVM_ADDRESS, caipAddress: EVM_ACCOUNT })
    followStateCookie(chains)
    expect(jar.written).toEqual([])
    chains.patchAccount('eip155', { status: 'connected', restoring: false })
    chains.patchAccount('eip155', { balance: '2' })
    expect(stateCookieLines()).toHaveLength(1)
    expect(sentState()?.accounts.eip155).toBe(EVM_ACCOUNT)
  })

  it('is cleared when nothing is connected any more, and stops following once stopped', () => {
    const chains = connectedChains()
    const stop = followStateCookie(chains)
    chains.resetAccount('eip155')
    expect(stateCookieLines().at(-1)).toBe(`${STATE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; Secure`)
    expect(jar.header()).toBe('')
    stop()
    chains.patchAccount('eip155', { status: 'connected', address: EVM_ADDRESS, caipAddress: EVM_ACCOUNT })
    expect(jar.header()).toBe('')
  })
})

describe('the stateCookie option', () => {
  let api: FakeApi
  beforeAll(async () => {
    api = await startFakeApi()
  })
  afterAll(() => api.close())
  beforeEach(() => {
    api.reset()
    api.supportedChains = [mainnet.caipNetworkId, optimism.caipNetworkId]
  })
  afterEach(() => settleClients())

  it('writes the cookie on connect and follows the wallet: another account, another chain, a second namespace; clears it on disconnect', async () => {
    const evm = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1 })
    const sol = createTestWallet({ id: 'sol', chain: 'solana', addresses: [SOLANA_ADDRESS], chainId: solana.id })
    const { client } = createTestFoyer(api, { wallets: [evm, sol], stateCookie: true })
    client.start()
    await client.connect(evm)
    await vi.waitFor(() => expect(sentState()).toEqual({ activeNamespace: 'eip155', accounts: { eip155: EVM_ACCOUNT } }))
    evm.emit('accountsChanged', [EVM_ADDRESS_2])
    expect(sentState()?.accounts.eip155).toBe(`eip155:1:${EVM_ADDRESS_2}`)
    evm.switchChainFromWallet(10)
    expect(sentState()?.accounts.eip155).toBe(`eip155:10:${EVM_ADDRESS_2}`)
    await client.connect(sol)
    expect(sentState()?.accounts).toEqual({ eip155: `eip155:10:${EVM_ADDRESS_2}`, solana: `${solana.caipNetworkId}:${SOLANA_ADDRESS}` })
    await client.disconnect('eip155')
    await client.disconnect('solana')
    expect(jar.header()).toBe('')
  })

  it('never writes a token: the session token in storage stays out of the cookie', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const { client, storage } = createTestFoyer(api, { wallets: [wallet], stateCookie: true })
    storage.setItem(STORAGE_KEYS.SESSION_TOKEN, JSON.stringify('session-secret'))
    client.start()
    await client.connect(wallet)
    await vi.waitFor(() => expect(sentState()).toBeDefined())
    expect(jar.written.join('\n')).not.toContain('session-secret')
  })

  it('keeps the cookie while start() restores, and clears it when the wallet no longer authorises the site', async () => {
    let answer!: () => void
    document.cookie = `${STATE_COOKIE}=from-the-last-page; Path=/`
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], forgotSite: true })
    const reconnect = wallet.reconnect
    wallet.reconnect = () => new Promise((resolve) => (answer = () => resolve(reconnect())))
    const { client, storage } = createTestFoyer(api, { wallets: [wallet], stateCookie: true })
    storedConnection(storage, { eip155: 'connected' }, { eip155: 'test-wallet' })
    client.start()
    await vi.waitFor(() => expect(answer).toBeDefined())
    await loaded()
    expect(jar.header()).toBe(`${STATE_COOKIE}=from-the-last-page`)
    answer()
    await vi.waitFor(() => expect(account(client).status).toBe('disconnected'))
    await vi.waitFor(() => expect(jar.header()).toBe(''))
  })

  it('clears a stale cookie at start when there is nothing to restore', async () => {
    document.cookie = `${STATE_COOKIE}=stale; Path=/`
    const { client } = createTestFoyer(api, { stateCookie: true })
    client.start()
    await vi.waitFor(() => expect(jar.header()).toBe(''))
  })

  it('writes nothing without the option', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    client.start()
    await client.connect(wallet)
    await loaded()
    expect(jar.written).toEqual([])
  })
})
