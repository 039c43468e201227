import { createConnectorEvents, type EmbeddedWalletHome } from '@foyer/core/internal'
import { describe, expect, it } from 'vitest'
import { EMBEDDED_POLKADOT_CONNECTOR_ID, embeddedPolkadotConnector } from '../src/embedded/embeddedPolkadotConnector.ts'
import { ALICE_KUSAMA, ALICE_POLKADOT, kusama, polkadot, recordEvents } from './support.ts'

/** Alice written with the generic prefix, as a server of another prefix's chain might answer her. */
const ALICE_GENERIC = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const SIGNATURE = `0x${'ab'.repeat(64)}`

/**
 * The embedded wallet's home as the companion sees it: a frame that answers GET_USER with the
 * user's account (the server writes it as it likes; the page's network decides its prefix) and
 * records each request it is to run.
 */
function home() {
  const events = createConnectorEvents()
  const requests: { method: string; params: unknown; chainId?: string }[] = []
  let signedIn = true
  const auth = {
    name: 'Embedded Wallet',
    async request(name: string) {
      if (name === 'IS_CONNECTED') return { isConnected: signedIn }
      if (name === 'GET_USER') return { address: ALICE_GENERIC }
      throw new Error(`unexpected ${name}`)
    },
    async rpcRequest(method: string, params?: unknown, chainId?: string) {
      requests.push({ method, params, chainId })
      return { signature: SIGNATURE }
    },
    on: events.on,
  } as unknown as EmbeddedWalletHome
  return { auth, requests, events, signOut: () => (signedIn = false) }
}

describe('the embedded wallet’s Polkadot side', () => {
  it('connects to the user’s account written with the network’s prefix, and rewrites it when the network is switched', async () => {
    const { auth } = home()
    const connector = embeddedPolkadotConnector(auth)
    expect(connector).toMatchObject({ id: EMBEDDED_POLKADOT_CONNECTOR_ID, type: 'AUTH', chain: 'polkadot' })
    expect(await connector.connect({ network: polkadot })).toEqual({ addresses: [ALICE_POLKADOT], chainId: polkadot.id })
    const { seen } = recordEvents(connector)
    await connector.switchNetwork(kusama)
    expect(seen).toEqual([
      ['chainChanged', kusama.id],
      ['accountsChanged', [ALICE_KUSAMA]],
    ])
  })

  it('carries the modal’s polkadot requests to the frame on the connected network, as prepared', async () => {
    const { auth, requests } = home()
    const connector = embeddedPolkadotConnector(auth)
    await connector.connect({ network: kusama })
    const transactionPayload = { address: ALICE_KUSAMA, method: '0x0a03' }
    expect(await connector.rpc({ method: 'polkadot_signTransaction', params: { address: ALICE_KUSAMA, transactionPayload } })).toEqual({ signature: SIGNATURE })
    expect(requests).toEqual([{ method: 'polkadot_signTransaction', params: { address: ALICE_KUSAMA, transactionPayload }, chainId: kusama.caipNetworkId }])
  })

  it('answers polkadot_getAccounts with its one sr25519 account itself, asking the frame nothing', async () => {
    const { auth, requests } = home()
    const connector = embeddedPolkadotConnector(auth)
    await connector.connect({ network: kusama })
    expect(await connector.rpc({ method: 'polkadot_getAccounts', params: {} })).toEqual([{ address: ALICE_KUSAMA, type: 'sr25519' }])
    expect(requests).toEqual([])
  })

  it('signs a message as polkadot_signMessage for the account', async () => {
    const { auth, requests } = home()
    const connector = embeddedPolkadotConnector(auth)
    await connector.connect({ network: polkadot })
    expect(await connector.signMessage({ message: 'hi', address: ALICE_POLKADOT })).toBe(SIGNATURE)
    expect(requests).toEqual([{ method: 'polkadot_signMessage', params: { message: 'hi', address: ALICE_POLKADOT }, chainId: polkadot.caipNetworkId }])
  })

  it('reconnects only while the login lasts, and is disconnected when the session ends', async () => {
    const { auth, events, signOut } = home()
    const connector = embeddedPolkadotConnector(auth)
    expect(await connector.reconnect({ network: polkadot })).toEqual({ addresses: [ALICE_POLKADOT], chainId: polkadot.id })
    const { seen } = recordEvents(connector)
    events.emit('disconnect')
    expect(seen).toEqual([['disconnect']])
    signOut()
    expect(await embeddedPolkadotConnector(auth).reconnect({ network: polkadot })).toBeNull()
  })
})
