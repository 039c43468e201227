// @vitest-environment happy-dom
import { evmNetwork } from '@foyer/adapter-evm'
import { mockAdapter, mockConnector } from '@foyer/core/testing'
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { FoyerProvider, useFoyerBalance, useFoyerName, type Network } from '../src/index.ts'
import { createFoyerInstance, type FoyerInstance } from './foyerInstance.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const networks: [Network, ...Network[]] = [evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:8545' })]

/** A Foyer server whose balance and identity answers the test sets, counting each route's calls. */
const server = {
  ether: '1.5' as string | undefined,
  identityUp: true,
  calls: new Map<string, number>(),
}
let http: Server
let apiUrl: string
beforeAll(async () => {
  http = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://api').pathname
    if (request.method === 'GET') server.calls.set(path, (server.calls.get(path) ?? 0) + 1)
    const send = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify(body))
    if (path === '/v1/supported-chains') return send(200, { http: ['eip155:1'], ws: [], smartAccounts: [] })
    if (path === `/v1/account/${ADDRESS}/balance`) {
      if (server.ether === undefined) return send(503, { message: 'away' })
      return send(200, { balances: [{ name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: null, price: null, iconUrl: '', quantity: { decimals: '18', numeric: server.ether } }] })
    }
    if (path.startsWith('/v1/identity/')) {
      if (!server.identityUp) return send(503, { message: 'away' })
      return send(200, path.endsWith(OTHER) ? { name: 'other.foyer.id', avatar: null } : { name: null, avatar: null })
    }
    send(404, { message: 'not here' })
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())))

let root: Root
let container: HTMLElement
let wallet: ReturnType<typeof mockConnector>
let foyer: FoyerInstance

beforeEach(() => {
  server.ether = '1.5'
  server.identityUp = true
  server.calls.clear()
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  wallet = mockConnector({ addresses: [ADDRESS], chainId: 1, answer: (request) => (request.method === 'eth_chainId' ? '0x1' : null) })
  foyer = createFoyerInstance({ projectId: 'reads', apiUrl, networks, adapters: [mockAdapter('eip155', [wallet])], features: { email: false, socials: false, analytics: false } })
})

afterEach(async () => {
  await act(async () => root.unmount())
  container.remove()
})

/** Calls the hooks under test on every render and hands over what they answered. */
function Probe({ probe, seen }: { probe: () => unknown; seen: (value: unknown) => void }) {
  seen(probe())
  return null
}

async function render<T>(probe: () => T): Promise<{ current: () => T }> {
  let last: unknown
  await act(async () => root.render(createElement(FoyerProvider, { foyer }, createElement(Probe, { probe, seen: (value) => (last = value) }))))
  return { current: () => last as T }
}

/** Lets the server's answers arrive and React render them. */
async function settle(until: () => boolean): Promise<void> {
  for (let turn = 0; turn < 200 && !until(); turn++) await act(() => new Promise((resolve) => setTimeout(resolve, 5)))
}

describe('useFoyerBalance: the balance with the read state (TanStack Query shape)', () => {
  it("is pending with no data while disconnected, then the server's balance once connected", async () => {
    const seen = await render(() => useFoyerBalance())
    expect(seen.current()).toMatchObject({ data: undefined, error: null, status: 'pending', isPending: true, isFetching: false })
    await act(() => foyer.client.connect(wallet))
    await settle(() => seen.current().isSuccess)
    expect(seen.current()).toMatchObject({ data: { value: '1.5', symbol: 'ETH' }, error: null, status: 'success', isPending: false, isFetching: false })
  })

  it('refetch reads the chain again; a failed read keeps the last known balance beside the error, and blocks reads for 30 s (spec §9)', async () => {
    const seen = await render(() => useFoyerBalance())
    await act(() => foyer.client.connect(wallet))
    await settle(() => seen.current().isSuccess)
    server.ether = '2'
    await act(() => seen.current().refetch())
    expect(seen.current()).toMatchObject({ data: { value: '2', symbol: 'ETH' }, error: null, status: 'success' })
    server.ether = undefined
    await act(() => seen.current().refetch())
    expect(seen.current()).toMatchObject({ data: { value: '2' }, status: 'error', isError: true, isFetching: false })
    expect(seen.current().error?.message).toBe('The balance could not be read; Foyer asks again by itself')
    const asked = server.calls.get(`/v1/account/${ADDRESS}/balance`)
    await act(() => seen.current().refetch())
    expect(server.calls.get(`/v1/account/${ADDRESS}/balance`)).toBe(asked)
  })
})

describe("useFoyerName: an address's name and avatar with the read state", () => {
  it('reads the name once for every reader of the address, and refetch asks the server again', async () => {
    const seen = await render(() => ({ first: useFoyerName(OTHER), second: useFoyerName(OTHER), none: useFoyerName(undefined) }))
    expect(seen.current().first).toMatchObject({ status: 'pending', isPending: true, isFetching: true })
    expect(seen.current().none).toMatchObject({ status: 'pending', isFetching: false })
    await settle(() => seen.current().first.isSuccess && seen.current().second.isSuccess)
    expect(seen.current().first.data).toEqual({ name: 'other.foyer.id', avatar: null })
    expect(seen.current().second.data).toEqual({ name: 'other.foyer.id', avatar: null })
    expect(server.calls.get(`/v1/identity/${OTHER}`)).toBe(1)
    await act(() => seen.current().first.refetch())
    expect(server.calls.get(`/v1/identity/${OTHER}`)).toBe(2)
    expect(seen.current().first).toMatchObject({ data: { name: 'other.foyer.id' }, status: 'success', isFetching: false })
  })

  it('answers an error when the server cannot say, and the name once it can', async () => {
    server.identityUp = false
    const seen = await render(() => useFoyerName(ADDRESS))
    await settle(() => seen.current().isError)
    expect(seen.current()).toMatchObject({ data: undefined, status: 'error', isPending: false })
    expect(seen.current().error).toBeInstanceOf(Error)
    server.identityUp = true
    await act(() => seen.current().refetch())
    expect(seen.current()).toMatchObject({ data: { name: null, avatar: null }, error: null, status: 'success' })
  })
})
