// @vitest-environment happy-dom
import { evmNetwork } from '@foyer/adapter-evm'
import { mockAdapter, mockConnector } from '@foyer/core/testing'
import { act, createElement, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  ConnectButton,
  FoyerProvider,
  useFoyerCallsStatus,
  useFoyerDisconnect,
  useFoyerEvents,
  useFoyerSendCalls,
  useFoyerProvider,
  useFoyerState,
  type ConnectButtonRenderProps,
  type Network,
} from '../src/index.ts'
import { useStyleSheet } from '../src/theme/styleSheet.ts'
import { createFoyerInstance, type FoyerInstance } from './foyerInstance.ts'

// Lets React know this environment runs act().
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const networks: [Network, ...Network[]] = [evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:8545' }), evmNetwork({ id: 10, name: 'OP Mainnet', rpcUrl: 'http://127.0.0.1:8545' })]

// A Foyer server that is away: every call answers 503, so balances and the registry fail quietly.
let away: Server
let apiUrl: string
beforeAll(async () => {
  away = createServer((_request, response) => response.writeHead(503, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end('{"message":"away"}'))
  await new Promise<void>((resolve) => away.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(away.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => away.close(() => resolve())))

let root: Root
let container: HTMLElement
let wallet: ReturnType<typeof mockConnector>
let foyer: FoyerInstance

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  wallet = mockConnector({ addresses: [ADDRESS], chainId: 1, answer: (request) => (request.method === 'eth_chainId' ? '0x1' : null) })
  foyer = createFoyerInstance({ projectId: 'hooks', apiUrl, networks, adapters: [mockAdapter('eip155', [wallet])], features: { email: false, socials: false, analytics: false } })
})

afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
})

/** Renders `probe` inside the provider and answers what it last saw. */
async function render<T>(probe: () => T, extra?: ReactNode): Promise<{ current: () => T }> {
  let seen: T
  function Probe() {
    seen = probe()
    return null
  }
  await act(async () => root.render(createElement(FoyerProvider, { foyer }, createElement(Probe), extra)))
  return { current: () => seen }
}

describe("the host's hooks", () => {
  it('useFoyerProvider: none while disconnected; once connected, requests reach the wallet and its chain changes arrive as 0x-hex; none again after disconnecting', async () => {
    const seen = await render(() => useFoyerProvider())
    expect(seen.current().walletProvider).toBeUndefined()
    await act(() => foyer.client.connect(wallet))
    const provider = seen.current().walletProvider!
    expect(seen.current().namespace).toBe('eip155')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(wallet.calls.filter((call) => call.method === 'rpc').map((call) => call.args[0])).toEqual([{ method: 'eth_chainId' }])

    const changes: string[] = []
    const onChain = (chainId: string) => changes.push(chainId)
    provider.on('chainChanged', onChain)
    await act(async () => wallet.switchChainFromWallet(10))
    provider.removeListener('chainChanged', onChain)
    await act(async () => wallet.switchChainFromWallet(1))
    expect(changes).toEqual(['0xa'])

    await act(() => foyer.client.disconnect())
    expect(seen.current().walletProvider).toBeUndefined()
  })

  it('useFoyerState follows the modal and the network; useFoyerEvents reports the latest event', async () => {
    const seen = await render(() => ({ state: useFoyerState(), event: useFoyerEvents() }))
    expect(seen.current().state).toEqual({ open: false, view: 'Connect', loading: false, activeNamespace: 'eip155', selectedNetworkId: 'eip155:1' })
    expect(seen.current().event).toBeUndefined()
    await act(async () => foyer.open({ view: 'Networks' }))
    expect(seen.current().state).toMatchObject({ open: true, view: 'Networks' })
    expect(seen.current().event?.data).toMatchObject({ type: 'track', event: 'MODAL_OPEN' })
    await act(async () => foyer.close())
    expect(seen.current().state.open).toBe(false)
    expect(seen.current().event?.data.event).toBe('MODAL_CLOSE')
  })

  it("useFoyerDisconnect ends the wallet's connection", async () => {
    const seen = await render(() => useFoyerDisconnect())
    await act(() => foyer.client.connect(wallet))
    await act(() => seen.current().disconnect())
    expect(foyer.client.isConnected()).toBe(false)
    expect(wallet.calls.map((call) => call.method)).toContain('disconnect')
  })
})

describe("the host's CSP nonce", () => {
  it('is on every <style> Foyer adds, and a sheet the server rendered is kept rather than added twice', async () => {
    document.head.innerHTML = ''
    foyer = createFoyerInstance({
      projectId: 'hooks',
      apiUrl,
      networks,
      adapters: [mockAdapter('eip155', [wallet])],
      cspNonce: 'n0nce-from-host',
      features: { email: false, socials: false, analytics: false },
    })
    // A view's sheet, added as every view adds its own (it reads the nonce from the provider).
    function View() {
      useStyleSheet('foyer-test-view', '.foyer-test-view{color:red}')
      return null
    }
    await render(() => null, createElement(View))
    const sheets = [...document.head.querySelectorAll('style')]
    expect(sheets.map((sheet) => [sheet.id, sheet.nonce])).toEqual([
      ['foyer-styles', 'n0nce-from-host'],
      ['foyer-test-view', 'n0nce-from-host'],
    ])

    await act(async () => root.unmount())
    document.head.innerHTML = '<style id="foyer-styles" data-foyer-layer="0">/* from the server */</style>'
    root = createRoot(container)
    await render(() => null)
    expect(document.head.querySelectorAll('#foyer-styles')).toHaveLength(1)
    expect(document.getElementById('foyer-styles')!.textContent).toBe('/* from the server */')
  })
})

describe('<ConnectButton.Custom>', () => {
  it("hands the host's own button the account, the network and the functions that open each view", async () => {
    let props: ConnectButtonRenderProps | undefined
    const custom = createElement(ConnectButton.Custom, {
      children: (given: ConnectButtonRenderProps) => {
        props = given
        return createElement('button', { type: 'button', onClick: given.account ? given.openAccountModal : given.openConnectModal }, given.account?.displayName ?? 'Sign in')
      },
    })
    const state = await render(() => useFoyerState(), custom)
    expect(props).toMatchObject({ mounted: true, status: 'disconnected', account: undefined, network: { caipNetworkId: 'eip155:1', name: 'Ethereum', unsupported: false } })
    expect(container.textContent).toBe('Sign in')

    await act(async () => container.querySelector('button')!.click())
    expect(state.current()).toMatchObject({ open: true, view: 'Connect' })
    await act(async () => foyer.close())

    await act(() => foyer.client.connect(wallet))
    expect(props?.account).toMatchObject({ address: ADDRESS, displayName: '0x709…79C8' })
    await act(async () => container.querySelector('button')!.click())
    expect(state.current()).toMatchObject({ open: true, view: 'Account' })
    await act(async () => props!.openNetworkModal())
    expect(state.current().view).toBe('Networks')
  })

  it("an account with a name shows it in place of the address, in ConnectButton and in the custom button's props, with its avatar", async () => {
    let props: ConnectButtonRenderProps | undefined
    const custom = createElement(ConnectButton.Custom, {
      children: (given: ConnectButtonRenderProps) => {
        props = given
        return null
      },
    })
    await render(() => null, createElement('div', null, createElement(ConnectButton), custom))
    await act(() => foyer.client.connect(wallet))
    expect(container.querySelector('button')!.textContent).toContain('0x709…79C8')
    const avatar = `${apiUrl}/public/avatar/ada.eth`
    await act(async () => foyer.client.ctx.chains.patchAccount('eip155', { profileName: 'ada.eth', profileImage: avatar }))
    const button = container.querySelector('button')!
    expect(button.textContent).toContain('ada.eth')
    expect(button.textContent).not.toContain('0x709…79C8')
    expect(button.querySelector('img')?.getAttribute('src')).toBe(avatar)
    expect(props?.account).toMatchObject({ address: ADDRESS, displayName: 'ada.eth', name: 'ada.eth', avatar })
  })
})

describe('EIP-5792 for hosts', () => {
  it('useFoyerSendCalls sends the batch to the wallet and answers its id; useFoyerCallsStatus asks its status while pending (100) and keeps the final one (200)', async () => {
    const id = `0x${'34'.repeat(32)}`
    const statuses = [{ status: 100 }, { status: 200, atomic: true, receipts: [{ transactionHash: `0x${'ab'.repeat(32)}`, status: '0x1' }] }]
    wallet = mockConnector({
      addresses: [ADDRESS],
      chainId: 1,
      answer: (request) => {
        if (request.method === 'eth_chainId') return '0x1'
        if (request.method === 'wallet_getCapabilities') return { '0x1': { atomic: { status: 'supported' } } }
        if (request.method === 'wallet_sendCalls') return { id }
        if (request.method === 'wallet_getCallsStatus') return statuses.length > 1 ? statuses.shift() : statuses[0]
        return null
      },
    })
    foyer = createFoyerInstance({ projectId: 'hooks', apiUrl, networks, adapters: [mockAdapter('eip155', [wallet])], features: { email: false, socials: false, analytics: false } })
    let batchId: string | undefined
    const seen = await render(() => ({ send: useFoyerSendCalls(), status: useFoyerCallsStatus(batchId) }))
    await act(() => foyer.client.connect(wallet))

    batchId = await act(() => seen.current().send.sendCalls({ calls: [{ to: ADDRESS, value: 1n }], atomicRequired: true }))
    expect(batchId).toBe(id)
    await act(async () =>
      root.render(
        createElement(
          FoyerProvider,
          { foyer },
          createElement(() => null),
        ),
      ),
    )
    const status = await render(() => useFoyerCallsStatus(id))
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_500)))
    expect(status.current().status).toEqual({ id, status: 200, atomic: true, receipts: [{ transactionHash: `0x${'ab'.repeat(32)}`, status: '0x1' }] })
    const asked = wallet.calls.filter((call) => call.method === 'rpc').map((call) => (call.args[0] as { method: string }).method)
    expect(asked.filter((method) => method === 'wallet_getCallsStatus')).toHaveLength(2)
  })
})
