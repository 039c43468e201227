/**
 * The modal's WalletConnect connector (what createFoyer builds in) against Foyer's relay, with
 * Foyer's wallet client on the other side: the pairing URI it shows, the account it connects
 * with, the wallet's events, and the session's end.
 */
import type { ConnectedAccount, Network } from '@foyer/core/internal'
import { ConnectAbortedError, createWalletConnectConnector } from '@foyer/walletconnect/connector'
import { createMemoryStorage, createWalletClient, sdkError, type SessionProposal, type WalletClient } from '@foyer/walletconnect'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import { nextPairing } from '../support/nextPairing.ts'
import { startRelay, type RunningRelay } from '../support/relayServer.ts'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const network = (id: number): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name: `Devnet ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})
const networks = [network(31337), network(31338)]
const ws = WebSocket as unknown as typeof globalThis.WebSocket

let relay: RunningRelay
const opened: { close(): Promise<void> | void }[] = []
beforeAll(async () => {
  relay = await startRelay()
})
afterAll(async () => {
  for (const client of opened) await client.close()
  await relay.close()
})

function connector(reusePairing?: () => boolean, pairingLifetimeMs?: number) {
  return createWalletConnectConnector({
    reusePairing,
    pairingLifetimeMs,
    relayUrl: relay.url,
    projectId: 'foyer-dev',
    metadata: { name: 'Modal test', description: '', url: 'http://127.0.0.1', icons: [] },
    networks,
    storage: createMemoryStorage(),
    WebSocket: ws,
  })
}

async function wallet(): Promise<WalletClient> {
  const client = await createWalletClient({
    relayUrl: relay.url,
    projectId: 'foyer-dev',
    metadata: { name: 'Test wallet', description: '', url: 'http://127.0.0.1', icons: [] },
    storage: createMemoryStorage(),
    WebSocket: ws,
  })
  opened.push(client)
  return client
}

function approveEverything(client: WalletClient, chains = ['eip155:31338', 'eip155:31337']) {
  client.on('session_proposal', (proposal: SessionProposal) => {
    void client.approve({
      id: proposal.id,
      namespaces: {
        eip155: {
          chains,
          accounts: chains.map((chain) => `${chain}:${ACCOUNT}`),
          methods: ['personal_sign', 'wallet_switchEthereumChain'],
          events: ['chainChanged', 'accountsChanged'],
        },
      },
    })
  })
}

describe('the modal WalletConnect connector', () => {
  it("shows a pairing URI that expires 10 s before the modal's 4-minute pairing lifetime", async () => {
    // The clock stands still (timers and sockets stay real), so the expiry is exact however slow the machine.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const pairedAt = Date.now()
      const modal = connector()
      const pending = modal.connect({ network: networks[0] })
      const pairing = await nextPairing(modal.pairing!)
      expect(pairing.uri).toMatch(/^wc:[0-9a-f]{64}@2\?relay-protocol=irn&symKey=[0-9a-f]{64}&expiryTimestamp=\d+$/)
      expect(pairing.expiresAt).toBe(pairedAt + 230_000)
      modal.cancelConnect!()
      await expect(pending).rejects.toBeInstanceOf(ConnectAbortedError)
      expect(modal.pairing!.get()).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it("connects with the wallet's account on the modal's network when the wallet approved it, naming the networks the session approved", async () => {
    const modal = connector()
    const peer = await wallet()
    approveEverything(peer)
    const pending = modal.connect({ network: networks[0] })
    await peer.pair({ uri: (await nextPairing(modal.pairing!)).uri })
    await expect(pending).resolves.toEqual({
      addresses: [ACCOUNT],
      chainId: 31337,
      wallet: { name: 'Test wallet' },
      approvedNetworks: ['eip155:31338', 'eip155:31337'],
    } satisfies ConnectedAccount)
  })

  it('a view that leaves and comes back at once keeps the same pairing', async () => {
    const modal = connector()
    const first = modal.connect({ network: networks[0] })
    const { uri } = await nextPairing(modal.pairing!)
    modal.cancelConnect!()
    const second = modal.connect({ network: networks[0] })
    expect(second).toBe(first)
    expect(modal.pairing!.get()?.uri).toBe(uri)
    modal.cancelConnect!()
    await expect(second).rejects.toBeInstanceOf(ConnectAbortedError)
  })

  it("a proposal the wallet rejects fails connect() with the wallet's 5000", async () => {
    const modal = connector()
    const peer = await wallet()
    peer.on('session_proposal', (proposal: SessionProposal) => void peer.reject({ id: proposal.id, reason: sdkError('USER_REJECTED') }))
    const pending = modal.connect({ network: networks[0] })
    await peer.pair({ uri: (await nextPairing(modal.pairing!)).uri })
    await expect(pending).rejects.toMatchObject({ code: 5000 })
  })

  it("signs through the session, follows the wallet's chainChanged, and ends when the wallet disconnects", async () => {
    const modal = connector()
    const peer = await wallet()
    approveEverything(peer)
    peer.on('session_request', (request) => {
      const [message] = request.params.request.params as [string]
      void peer.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', result: `signed:${message}` } })
    })
    const pending = modal.connect({ network: networks[0] })
    await peer.pair({ uri: (await nextPairing(modal.pairing!)).uri })
    await pending

    await expect(modal.signMessage({ message: 'hi', address: ACCOUNT })).resolves.toBe('signed:0x6869')

    const chains: (number | string)[] = []
    modal.on('chainChanged', (chainId) => chains.push(chainId))
    const [session] = peer.sessions()
    await peer.emit({ topic: session!.topic, event: { name: 'chainChanged', data: 31338 }, chainId: 'eip155:31338' })
    await expect.poll(() => chains).toEqual([31338])

    const ended = new Promise<void>((resolve) => modal.on('disconnect', resolve))
    await peer.disconnect({ topic: session!.topic, reason: sdkError('USER_DISCONNECTED') })
    await ended
  })

  it('switching to a chain the wallet did not approve is refused with a message naming it', async () => {
    const modal = connector()
    const peer = await wallet()
    approveEverything(peer, ['eip155:31337'])
    const pending = modal.connect({ network: networks[0] })
    await peer.pair({ uri: (await nextPairing(modal.pairing!)).uri })
    await pending
    await expect(modal.switchNetwork(networks[1]!)).rejects.toThrow('The wallet did not approve Devnet 31338')
  })

  it('disconnecting in the modal ends the session in the wallet', async () => {
    const modal = connector()
    const peer = await wallet()
    approveEverything(peer)
    const pending = modal.connect({ network: networks[0] })
    await peer.pair({ uri: (await nextPairing(modal.pairing!)).uri })
    await pending
    const deleted = new Promise<void>((resolve) => peer.on('session_delete', () => resolve()))
    await modal.disconnect()
    await deleted
    expect(peer.sessions()).toEqual([])
  })

  it('on Telegram and iOS Safari the next connect reuses the unexpired pairing, and a wallet that scanned it still connects', async () => {
    const modal = connector(() => true)
    const first = modal.connect({ network: networks[0] })
    const { uri, expiresAt } = await nextPairing(modal.pairing!)
    modal.cancelConnect!()
    await expect(first).rejects.toBeInstanceOf(ConnectAbortedError)

    const second = modal.connect({ network: networks[0] })
    const again = await nextPairing(modal.pairing!)
    expect(again).toEqual({ uri, expiresAt })
    const peer = await wallet()
    approveEverything(peer)
    await peer.pair({ uri })
    await expect(second).resolves.toMatchObject({ addresses: [ACCOUNT] })
  })

  it('elsewhere the next connect makes a fresh pairing', async () => {
    const modal = connector(() => false)
    const first = modal.connect({ network: networks[0] })
    const { uri } = await nextPairing(modal.pairing!)
    modal.cancelConnect!()
    await expect(first).rejects.toBeInstanceOf(ConnectAbortedError)
    const second = modal.connect({ network: networks[0] })
    expect((await nextPairing(modal.pairing!)).uri).not.toBe(uri)
    modal.cancelConnect!()
    await expect(second).rejects.toBeInstanceOf(ConnectAbortedError)
  })

  it('a pairing that reaches its lifetime is replaced by a fresh URI, and a wallet that scanned either one connects', async () => {
    // A lifetime of 10.6 s shows each URI for 0.6 s: the modal renews 10 s before the end.
    const modal = connector(undefined, 10_600)
    const uris: string[] = []
    modal.pairing!.subscribe((pairing) => pairing && uris.push(pairing.uri))
    const pending = modal.connect({ network: networks[0] })
    await expect.poll(() => uris.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2)
    expect(new Set(uris).size).toBe(uris.length)
    const peer = await wallet()
    approveEverything(peer)
    await peer.pair({ uri: modal.pairing!.get()!.uri })
    await expect(pending).resolves.toMatchObject({ addresses: [ACCOUNT] })
  })

  it('a wallet that approves a proposal from a URI renewed meanwhile still connects', async () => {
    const modal = connector(undefined, 10_600)
    const pending = modal.connect({ network: networks[0] })
    const first = await nextPairing(modal.pairing!)
    await expect.poll(() => modal.pairing!.get()?.uri, { timeout: 5_000 }).not.toBe(first.uri)
    const peer = await wallet()
    approveEverything(peer)
    await peer.pair({ uri: first.uri })
    await expect(pending).resolves.toMatchObject({ addresses: [ACCOUNT] })
  })
})
