/**
 * The namespace recipe holds: a namespace core has never heard of (a polkadot stand-in, declared in
 * this one file) is registered in one line and then drives the send rules, the wallet features,
 * requests (a transaction its wallets sign and the node sends among them), inclusion and sign-in
 * through core's unchanged code. Nothing here is a real polkadot
 * implementation: the point is that core asks the module and never the namespace's name.
 */
import { mockAdapter } from '@foyer/core/testing'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it, vi } from 'vitest'
import { SNACKBARS } from '../src/errors.ts'
import { namespaceSends } from '../src/actions/namespaceSends.ts'
import type { NamespaceModule, NamespaceParts } from '../src/namespaceModule.ts'
import type { NamespaceSends } from '../src/namespaceRequests.ts'
import { sendProblem } from '../src/send/sendRules.ts'
import { caip122Text } from '../src/siwx/caip122.ts'
import { createSiwxMessage, siwxFormatOf } from '../src/siwx/siwxFormats.ts'
import { createTestFoyer, useFakeApi } from './fixtures/foyer.ts'
import { polkadot } from './fixtures/networks.ts'
import { createTestWallet } from './fixtures/testWallet.ts'

declare module '@foyer/core' {
  interface NamespaceRequests {
    polkadot: { signRaw: { params: { data: `0x${string}` }; result: `0x${string}` }; sendSigned: { params: { data: `0x${string}` }; result: string } }
  }
}

const ADDRESS = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const SIGNATURE = `0x${'ee'.repeat(64)}` as const
const sends: NamespaceSends = {
  feeReserve: async () => 0n,
  quote: async () => ({ fee: 1n, accountRent: 0n }),
  needsQuote: true,
  request: async (_network, order) => ({ name: 'signRaw', params: { data: `0x${order.units.toString(16)}` } }),
}
const parts: NamespaceParts<'polkadot'> = {
  async prepare(name, params, sender) {
    // A transaction its wallets sign but do not send: the client sends what they signed through the network's node.
    if (name === 'sendSigned')
      return {
        kind: 'transaction',
        rpc: { method: 'polkadot_signTransaction', params: { address: sender.address, transactionPayload: (params as { data: string }).data } },
        sentTo: sender.address,
        read: (answer) => (answer as { signature: string }).signature,
        broadcast: (signed) => ({ rpc: { method: 'author_submitExtrinsic', params: [signed] }, read: (answer) => answer as string }),
      }
    if (name !== 'signRaw') return undefined
    return {
      kind: 'signature',
      rpc: { method: 'polkadot_signMessage', params: { address: sender.address, message: (params as { data: string }).data } },
      read: (answer) => (answer as { signature: string }).signature,
    }
  },
  inclusion: (hash) => ({ rpc: { method: 'chain_getBlockHash', params: [hash] }, askNode: true, read: (answer) => (answer ? 'succeeded' : undefined) }),
  sends: async () => sends,
  siwx: async () => ({ address: (address) => address, text: (data) => caip122Text(data, 'Polkadot'), signatureType: 'polkadot:sr25519' }),
}
/** The whole namespace: its rules as data, its parts behind load(). */
const polkadotNamespace: NamespaceModule<'polkadot'> = {
  namespace: 'polkadot',
  address: { isValid: (text) => /^[1-9A-HJ-NP-Za-km-z]{47,48}$/.test(text.trim()), key: (address) => address },
  services: ['balance', 'send'],
  texts: { en: { receiverPlaceholder: 'Polkadot address' } },
  load: async () => parts,
}

const fake = useFakeApi(() => [polkadot.caipNetworkId])

async function connected(network = polkadot) {
  const wallet = createTestWallet({ chain: 'polkadot', addresses: [ADDRESS], chainId: network.id, answer: () => ({ signature: SIGNATURE }) })
  // The one registration line: the adapter brings its namespace's module.
  const { client } = createTestFoyer(fake.api, { wallets: [wallet], networks: [network], defaultNetwork: network, adapters: [mockAdapter('polkadot', [wallet], polkadotNamespace)] })
  await client.connect(wallet)
  return { client, wallet }
}

describe('a namespace is its module: registered in one line, core asks it and nothing else', () => {
  it('the send rules take its address rules; what it offers comes from its services', async () => {
    const { client } = await connected()
    const token = { name: 'DOT', symbol: 'DOT', chainId: polkadot.caipNetworkId, value: null, price: null, iconUrl: '', quantity: { decimals: '10', numeric: '5' } }
    const check = { addresses: client.ctx.namespaces.of('polkadot')!.address, token, native: true, amount: '1', nativeBalance: 50_000_000_000n, fee: 1n }
    expect(sendProblem({ ...check, receiver: ADDRESS })).toBeUndefined()
    expect(sendProblem({ ...check, receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })).toBe('receiver')
    expect(['balance', 'send', 'swap', 'names'].map((service) => client.ctx.namespaces.serves('polkadot', service as 'send'))).toEqual([true, true, false, false])
    expect(await namespaceSends(client.ctx, 'polkadot')).toBe(sends)
  })

  it('client.request prepares through its parts and asks its wallet in its own RPC', async () => {
    const { client, wallet } = await connected()
    await expect(client.request('signRaw', { data: '0x01' })).resolves.toBe(SIGNATURE)
    const asked = wallet.calls.filter((call) => call.method === 'rpc').map((call) => call.args[0])
    expect(asked).toEqual([{ method: 'polkadot_signMessage', params: { address: ADDRESS, message: '0x01' } }])
  })

  it('a transaction its wallet only signs is sent through the network’s node: the node’s answer is its id, and a node’s refusal is a failed send', async () => {
    // A JSON-RPC node standing in for the network's: it records each call, and takes the first transaction only.
    const asked: unknown[] = []
    const node = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        asked.push(JSON.parse(body))
        const answer = asked.length === 1 ? { result: `0x${'ab'.repeat(32)}` } : { error: { code: 1010, message: 'Invalid Transaction: Inability to pay some fees' } }
        response.setHeader('content-type', 'application/json').end(JSON.stringify({ jsonrpc: '2.0', id: 1, ...answer }))
      })
    })
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(node.address() as AddressInfo).port}/`
      const { client, wallet } = await connected({ ...polkadot, rpcUrls: { default: { http: [url] } } })
      await expect(client.request('sendSigned', { data: '0x01' })).resolves.toBe(`0x${'ab'.repeat(32)}`)
      expect(wallet.calls.filter((call) => call.method === 'rpc').map((call) => call.args[0])).toEqual([
        { method: 'polkadot_signTransaction', params: { address: ADDRESS, transactionPayload: '0x01' } },
      ])
      expect(asked).toEqual([{ jsonrpc: '2.0', id: expect.any(Number), method: 'author_submitExtrinsic', params: [SIGNATURE] }])
      expect(client.ctx.snackbar.get()).toMatchObject({ variant: 'success', message: SNACKBARS.TRANSACTION_STARTED })
      await expect(client.request('sendSigned', { data: '0x02' })).rejects.toThrow('author_submitExtrinsic: Invalid Transaction: Inability to pay some fees')
      await vi.waitFor(() => expect(client.ctx.snackbar.get()).toMatchObject({ variant: 'error', message: SNACKBARS.SEND_FAILED }))
    } finally {
      node.close()
    }
  })

  it('sign-in writes its message in its format (CAIP-122 here), with its signature type', async () => {
    const { client } = await connected()
    const format = await siwxFormatOf(client.ctx, polkadot.caipNetworkId)
    const message = createSiwxMessage(format, {
      accountAddress: ADDRESS,
      chainId: polkadot.caipNetworkId,
      domain: 'shop.example',
      uri: 'https://shop.example/',
      version: '1',
      nonce: 'n0nce1234',
      issuedAt: '2026-11-29T00:00:00.000Z',
    })
    expect(message.toString()).toContain(`wants you to sign in with your Polkadot account:\n${ADDRESS}`)
    expect(format.signatureType).toBe('polkadot:sr25519')
  })

  it('a namespace no package declared has no rules: no send, no sign-in, requests refused', async () => {
    const { client } = createTestFoyer(fake.api, { networks: [polkadot], defaultNetwork: polkadot })
    expect(client.ctx.namespaces.of('polkadot')).toBeUndefined()
    expect(await namespaceSends(client.ctx, 'polkadot')).toBeUndefined()
    await expect(siwxFormatOf(client.ctx, polkadot.caipNetworkId)).rejects.toThrow('Unsupported chain')
  })
})
