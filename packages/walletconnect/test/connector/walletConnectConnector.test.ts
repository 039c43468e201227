import type { Network, PairingState } from '@foyer/core/internal'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { createWalletConnectConnector } from '../../src/connector/walletConnectConnector.ts'
import { until } from '../relay/relayClientHarness.ts'
import { startTestRelay, type TestRelay } from '../relay/testRelay.ts'

const network: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Foyer Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

let relay: TestRelay
beforeEach(async () => {
  relay = await startTestRelay()
})
afterEach(async () => {
  await relay.close()
})

function connector() {
  return createWalletConnectConnector({
    relayUrl: relay.url,
    projectId: 'foyer-test',
    metadata: { name: 'Foyer test', description: 'A test dapp', url: 'http://127.0.0.1', icons: [] },
    networks: [network],
    namespace: 'eip155',
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
  })
}

const uriOf = (pairing: { get(): PairingState | null } | undefined) => pairing?.get()?.uri

describe('the WalletConnect connector', () => {
  it('a connect() that comes right after a cancel starts a fresh pairing, which the cancelled attempt does not wipe when it ends', async () => {
    const walletConnect = connector()
    const first = walletConnect.connect({ network })
    const firstFailure = first.catch((error: unknown) => error)
    await until(() => uriOf(walletConnect.pairing) !== undefined)
    const firstUri = uriOf(walletConnect.pairing)

    walletConnect.cancelConnect?.()
    // The cancel has fired; the cancelled attempt is still wording its failure (a chunk it imports).
    await new Promise((resolve) => setTimeout(resolve, 0))
    const second = walletConnect.connect({ network })
    second.catch(() => undefined)
    expect(second).not.toBe(first)
    expect((await firstFailure) as Error).toMatchObject({ name: 'AbortError' })

    await until(() => uriOf(walletConnect.pairing) !== undefined)
    const secondUri = uriOf(walletConnect.pairing)
    expect(secondUri).not.toBe(firstUri)
    // The first attempt has ended (its failure is out): the second one's pairing is still shown.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(uriOf(walletConnect.pairing)).toBe(secondUri)
    walletConnect.cancelConnect?.()
    await second.catch(() => undefined)
    await walletConnect.disconnect()
  })
})
