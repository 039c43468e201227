import { createConnectorEvents, type EmbeddedWalletHome } from '@foyer/core/internal'
import { describe, expect, it } from 'vitest'
import { EMBEDDED_BITCOIN_CONNECTOR_ID, embeddedBitcoinConnector } from '../src/embedded/embeddedBitcoinConnector.ts'
import { MAINNET_PAYMENT, mainnet, recordEvents, REGTEST_PAYMENT, regtest } from './support.ts'

/**
 * The embedded wallet's home as the companion sees it: a frame that answers GET_USER with the
 * user's address on the network asked (the server's BIP-84 keys: regtest's and mainnet's differ)
 * and records each request it is to run.
 */
function home() {
  const events = createConnectorEvents()
  const requests: { method: string; params: unknown; chainId?: string }[] = []
  const addresses: Record<string, string> = { [regtest.caipNetworkId]: REGTEST_PAYMENT, [mainnet.caipNetworkId]: MAINNET_PAYMENT }
  let signedIn = true
  const auth = {
    name: 'Embedded Wallet',
    async request(name: string, payload: { chainId?: string }) {
      if (name === 'IS_CONNECTED') return { isConnected: signedIn }
      if (name === 'GET_USER') return { address: addresses[payload.chainId!]! }
      throw new Error(`unexpected ${name}`)
    },
    async rpcRequest(method: string, params?: unknown, chainId?: string) {
      requests.push({ method, params, chainId })
      return method === 'bip122_signMessage' ? { address: REGTEST_PAYMENT, signature: 'c2ln', protocol: 'bip322' } : { psbt: 'c2lnbmVk', txid: 'ab'.repeat(32) }
    },
    on: events.on,
  } as unknown as EmbeddedWalletHome
  return { auth, requests, events, signOut: () => (signedIn = false) }
}

describe('the embedded wallet’s Bitcoin side', () => {
  it('connects to the user’s payment address on the network asked, and to the other network’s address when switched', async () => {
    const { auth } = home()
    const connector = embeddedBitcoinConnector(auth)
    expect(connector).toMatchObject({ id: EMBEDDED_BITCOIN_CONNECTOR_ID, type: 'AUTH', chain: 'bip122' })
    expect(await connector.connect({ network: regtest })).toMatchObject({ addresses: [REGTEST_PAYMENT], chainId: regtest.id })
    const { seen } = recordEvents(connector)
    await connector.switchNetwork!(mainnet)
    expect(seen).toEqual([
      ['chainChanged', mainnet.id],
      ['accountsChanged', [MAINNET_PAYMENT]],
    ])
  })

  it('runs the modal’s send as bip122_signPsbt with broadcast on the connected network, answering the txid', async () => {
    const { auth, requests } = home()
    const connector = embeddedBitcoinConnector(auth)
    await connector.connect({ network: regtest })
    const answer = await connector.rpc!({ method: 'signPsbt', params: { account: REGTEST_PAYMENT, psbt: 'cHNidP8=', broadcast: true } })
    expect(answer).toEqual({ psbt: 'c2lnbmVk', txid: 'ab'.repeat(32) })
    expect(requests).toEqual([{ method: 'bip122_signPsbt', params: { psbt: 'cHNidP8=', broadcast: true }, chainId: regtest.caipNetworkId }])
  })

  it('signs a message as bip122_signMessage for the account, BIP-322', async () => {
    const { auth, requests } = home()
    const connector = embeddedBitcoinConnector(auth)
    await connector.connect({ network: regtest })
    expect(await connector.signMessage!({ message: 'hi', address: REGTEST_PAYMENT })).toBe('c2ln')
    expect(requests).toEqual([{ method: 'bip122_signMessage', params: { message: 'hi', address: REGTEST_PAYMENT }, chainId: regtest.caipNetworkId }])
  })

  it('reconnects only while the login lasts, and is disconnected when the session ends', async () => {
    const { auth, events, signOut } = home()
    const connector = embeddedBitcoinConnector(auth)
    expect(await connector.reconnect!({ network: regtest })).toMatchObject({ addresses: [REGTEST_PAYMENT], chainId: regtest.id })
    const { seen } = recordEvents(connector)
    events.emit('disconnect')
    expect(seen).toEqual([['disconnect']])
    signOut()
    expect(await embeddedBitcoinConnector(auth).reconnect!({ network: regtest })).toBeNull()
  })
})
