import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eip155Namespace } from '@foyer/adapter-evm/namespace'
import { mockAdapter } from '@foyer/core/testing'
import { createFoyerClient } from '../../src/client.ts'
import { SNACKBARS, THROWN } from '../../src/errors.ts'
import { memoryStorage } from '../../src/storage.ts'
import { startFakeApi, type FakeApi } from '../fixtures/apiServer.ts'
import { createTestFoyer, settleClients } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, SOLANA_ADDRESS, mainnet, solana } from '../fixtures/networks.ts'
import { createTestWallet } from '../fixtures/testWallet.ts'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ERC20_TRANSFER = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const
const MAIL = {
  domain: { name: 'Foyer', version: '1', chainId: 1 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'Hello' },
} as const

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
afterEach(() => settleClients())
beforeEach(() => {
  api.reset()
  api.supportedChains = [mainnet.caipNetworkId]
})

/**
 * The wallet's RPC requests whose method matches, in order: found among its calls, not taken as the
 * last one, since the connection's own reads (balances, a sent transaction's receipt) may come after.
 */
function requestsOf<Params extends unknown[] = unknown[]>(wallet: ReturnType<typeof createTestWallet>, method: RegExp): { method: string; params: Params }[] {
  return wallet.calls
    .filter((call) => call.method === 'rpc')
    .map((call) => call.args[0] as { method: string; params: Params })
    .filter((request) => method.test(request.method))
}

async function connected() {
  const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1 })
  const { client } = createTestFoyer(api, { wallets: [wallet] })
  await client.connect(wallet)
  return { wallet, client }
}

describe('signTypedData', () => {
  it('asks the wallet for eth_signTypedData_v4 with the active address and the typed data as JSON, EIP712Domain derived', async () => {
    const { wallet, client } = await connected()
    await expect(client.signTypedData(MAIL)).resolves.toMatch(/^0x(cd){32}$/)
    const [request, ...more] = requestsOf<[string, string]>(wallet, /^eth_signTypedData/)
    expect(more).toEqual([])
    expect(request!.method).toBe('eth_signTypedData_v4')
    expect(request!.params[0]).toBe(EVM_ADDRESS)
    expect(JSON.parse(request!.params[1])).toEqual({
      ...MAIL,
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        ...MAIL.types,
      },
    })
  })

  it("a refusal shows 'Signature declined' and rejects; nothing goes to Activity", async () => {
    const { wallet, client } = await connected()
    wallet.flags.rejectRequests = true
    await expect(client.signTypedData(MAIL)).rejects.toMatchObject({ code: 4001 })
    expect(client.ctx.snackbar.get()).toMatchObject({ variant: 'error', message: SNACKBARS.SIGNATURE_DECLINED })
    expect(client.ctx.activity.get().pending).toEqual([])
  })

  it('typed data whose primaryType names no type is refused before the wallet is asked, naming the field', async () => {
    const { wallet, client } = await connected()
    await expect(client.signTypedData({ ...MAIL, primaryType: 'Letter' } as never)).rejects.toThrow('Invalid typed data: primaryType must name one of the types')
    expect(wallet.calls.some((call) => call.method === 'rpc')).toBe(false)
  })
})

describe('writeContract', () => {
  it('encodes the call to calldata and sends it to the contract as eth_sendTransaction, pending in Activity', async () => {
    const { wallet, client } = await connected()
    const hash = await client.request('writeContract', { address: TOKEN, abi: ERC20_TRANSFER, functionName: 'transfer', args: [RECIPIENT, 5n] })
    expect(requestsOf(wallet, /^eth_sendTransaction$/)).toEqual([
      {
        method: 'eth_sendTransaction',
        params: [{ from: EVM_ADDRESS, to: TOKEN, data: `0xa9059cbb${RECIPIENT.slice(2).toLowerCase().padStart(64, '0')}${'5'.padStart(64, '0')}` }],
      },
    ])
    expect(client.ctx.activity.get().pending).toContainEqual(expect.objectContaining({ hash }))
    expect(client.ctx.snackbar.get()).toMatchObject({ variant: 'success', message: SNACKBARS.TRANSACTION_STARTED })
  })

  it('arguments the ABI does not take are refused as an invalid contract call before the wallet is asked', async () => {
    const { wallet, client } = await connected()
    await expect(client.request('writeContract', { address: TOKEN, abi: ERC20_TRANSFER, functionName: 'transfer', args: ['not an address', 5n] })).rejects.toThrow(/^Invalid contract call: /)
    await expect(client.request('writeContract', { address: '0x12', abi: ERC20_TRANSFER, functionName: 'transfer' })).rejects.toThrow('Invalid contract call: address must be an EVM address')
    expect(wallet.calls.some((call) => call.method === 'rpc')).toBe(false)
  })

  it("a failing wallet shows 'Failed to send transaction. Please try again.'", async () => {
    const { wallet, client } = await connected()
    wallet.flags.fail = 'request'
    await expect(client.request('writeContract', { address: TOKEN, abi: ERC20_TRANSFER, functionName: 'transfer', args: [RECIPIENT, 1n] })).rejects.toThrow()
    expect(client.ctx.snackbar.get()).toMatchObject({ variant: 'error', message: SNACKBARS.SEND_FAILED })
  })
})

describe('namespace requests', () => {
  it("a request the active namespace's adapter does not declare is refused with 'Unsupported chain'", async () => {
    api.supportedChains = [solana.caipNetworkId]
    const wallet = createTestWallet({ chain: 'solana', addresses: [SOLANA_ADDRESS], chainId: solana.id })
    const { client } = createTestFoyer(api, { wallets: [wallet], defaultNetwork: solana })
    await client.connect(wallet)
    await expect(client.signTypedData(MAIL)).rejects.toThrow(THROWN.UNSUPPORTED_CHAIN)
    expect(wallet.calls.some((call) => call.method === 'rpc')).toBe(false)
  })

  it('a wallet answering something other than hex is an error, not a hash', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1, answer: () => ({ hash: 'nope' }) })
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    await client.connect(wallet)
    await expect(client.sendTransaction({ to: RECIPIENT })).rejects.toThrow('not 0x-prefixed hex')
  })
})

describe('built-in request modules', () => {
  it('a host without evmAdapter() (WalletConnect or the embedded wallet only) still sends eip155 requests through the built-in module', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1 })
    const client = createFoyerClient(
      { projectId: 'test-project', networks: [mainnet], apiUrl: api.url, adapters: [mockAdapter('eip155', [wallet])], storage: memoryStorage() },
      { namespaces: [eip155Namespace] },
    )
    client.start()
    await client.connect(wallet)
    await expect(client.sendTransaction({ to: RECIPIENT, value: 1n })).resolves.toMatch(/^0x(cd){32}$/)
    expect(requestsOf(wallet, /^eth_sendTransaction$/)).toHaveLength(1)
  })

  it('with neither a host adapter nor a built-in module for the namespace, a request is refused as unsupported', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1 })
    const client = createFoyerClient({ projectId: 'test-project', networks: [mainnet], apiUrl: api.url, adapters: [mockAdapter('eip155', [wallet])], storage: memoryStorage() })
    client.start()
    await client.connect(wallet)
    await expect(client.sendTransaction({ to: RECIPIENT, value: 1n })).rejects.toThrow(THROWN.UNSUPPORTED_CHAIN)
  })
})

describe('a request with no network to go to', () => {
  it("is refused with 'CaipNetwork is undefined' before the wallet is asked (a namespace left with no network)", async () => {
    const { wallet, client } = await connected()
    client.ctx.chains.patchNetwork('eip155', { caipNetwork: undefined })
    await expect(client.request('sendTransaction', { to: RECIPIENT, value: 1n })).rejects.toThrow(THROWN.CAIP_NETWORK_UNDEFINED)
    expect(requestsOf(wallet, /^eth_/)).toEqual([])
  })
})

describe('client.request: any request the active namespace declares, by name', () => {
  it('a transaction request sends and answers its hash, a signature request answers the signature, each as its named helper does', async () => {
    const { wallet, client } = await connected()
    await expect(client.request('sendTransaction', { to: RECIPIENT, value: 2n })).resolves.toMatch(/^0x(cd){32}$/)
    expect(requestsOf(wallet, /^eth_sendTransaction$/).map((request) => request.params[0])).toEqual([{ from: EVM_ADDRESS, to: RECIPIENT, value: '0x2' }])
    expect(client.ctx.activity.get().pending).toHaveLength(1)
    await expect(client.request('signTypedData', MAIL)).resolves.toMatch(/^0x(cd){32}$/)
    expect(requestsOf(wallet, /^eth_signTypedData_v4$/)).toHaveLength(1)
  })

  it('a name the active namespace does not declare is refused as unsupported, and bad params name the field before the wallet is asked', async () => {
    const { wallet, client } = await connected()
    await expect(client.request('signAndSendTransaction', { transaction: new Uint8Array([1]) })).rejects.toThrow(THROWN.UNSUPPORTED_CHAIN)
    await expect(client.request('sendTransaction', { to: 'nope' } as never)).rejects.toThrow(TypeError)
    expect(requestsOf(wallet, /^eth_/)).toEqual([])
  })
})
