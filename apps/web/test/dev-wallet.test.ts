// The Dev Wallet's provider against real anvil nodes on 127.0.0.1, with a scripted consent
// in place of the panel (the panel itself is exercised by the browser e2e suite).
import { eip1193Connector } from '@foyer/adapter-evm'
import { startDevnet, type Devnet } from '@foyer/devnet'
import type { Network } from '@foyer/core'
import { verifyMessage, verifyTypedData, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createDevWalletProvider, type ConsentRequest, type DevWalletChain, type DevWalletProvider } from '../src/dev-wallet/index.ts'

const KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ORIGIN = 'http://127.0.0.1:5173'

let devnet: Devnet
let chains: DevWalletChain[] = []

beforeAll(async () => {
  devnet = await startDevnet()
  chains = devnet.chains.map(({ chainId, rpcUrl, nativeCurrency }) => ({ chainId, name: `Devnet ${chainId}`, rpcUrl, nativeCurrency }))
})
afterAll(() => devnet?.stop())

function setup(options: { answers?: boolean[]; storage?: Map<string, string>; knownChainIds?: number[] } = {}) {
  const answers = [...(options.answers ?? [])]
  const consent = vi.fn(async (_request: ConsentRequest) => answers.shift() ?? true)
  const store = options.storage ?? new Map<string, string>()
  const storage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  }
  const provider = createDevWalletProvider({ chains, privateKey: KEY, consent, origin: ORIGIN, storage, knownChainIds: options.knownChainIds })
  const request = (method: string, params?: unknown[]) => provider.request(params ? { method, params } : { method })
  return { provider, consent, request, store }
}
async function connected(options: Parameters<typeof setup>[0] = {}) {
  const wallet = setup(options)
  await wallet.request('eth_requestAccounts')
  wallet.consent.mockClear()
  return wallet
}
const events = (provider: DevWalletProvider, event: string) => {
  const listener = vi.fn()
  provider.on(event, listener)
  return listener
}

describe('Dev Wallet provider', () => {
  it('eth_accounts is empty until the site is approved', async () => {
    const { request } = setup()
    await expect(request('eth_accounts')).resolves.toEqual([])
    await expect(request('eth_chainId')).resolves.toBe('0x7a69')
  })

  it('eth_requestAccounts asks consent with the origin, then answers and emits accountsChanged', async () => {
    const { provider, request, consent } = setup()
    const changed = events(provider, 'accountsChanged')
    await expect(request('eth_requestAccounts')).resolves.toEqual([ADDRESS])
    expect(consent).toHaveBeenCalledOnce()
    expect(consent.mock.calls[0]![0]).toMatchObject({ title: 'Connection request', origin: ORIGIN })
    expect(changed).toHaveBeenCalledWith([ADDRESS])
    await expect(request('eth_accounts')).resolves.toEqual([ADDRESS])
    await request('eth_requestAccounts')
    expect(consent).toHaveBeenCalledOnce()
  })

  it('the approval is remembered in storage, so a reload reconnects', async () => {
    const { store } = await connected()
    const reloaded = setup({ storage: store })
    await expect(reloaded.request('eth_accounts')).resolves.toEqual([ADDRESS])
    expect(reloaded.consent).not.toHaveBeenCalled()
  })

  it("Reject answers 4001 'User rejected the request.'", async () => {
    const { request } = setup({ answers: [false] })
    await expect(request('eth_requestAccounts')).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    await expect(request('eth_accounts')).resolves.toEqual([])
  })

  it('signing before the site is approved answers 4100', async () => {
    const { request } = setup()
    await expect(request('personal_sign', ['0x68690a', ADDRESS])).rejects.toMatchObject({ code: 4100 })
  })

  it('personal_sign shows the decoded message and signs it with the dev key', async () => {
    const { request, consent } = await connected()
    const signature = (await request('personal_sign', ['0x48656c6c6f20466f796572', ADDRESS])) as Hex
    expect(consent.mock.calls[0]![0].details).toContainEqual({ label: 'Message', value: 'Hello Foyer', block: true })
    await expect(verifyMessage({ address: ADDRESS, message: 'Hello Foyer', signature })).resolves.toBe(true)
  })

  it('personal_sign for another address answers 4100', async () => {
    const { request } = await connected()
    await expect(request('personal_sign', ['0x00', OTHER])).rejects.toMatchObject({ code: 4100 })
  })

  it('eth_signTypedData_v4 signs EIP-712 data that verifies', async () => {
    const { request, consent } = await connected()
    const typedData = {
      domain: { name: 'Foyer', version: '1', chainId: 31337, verifyingContract: OTHER },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Greeting: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Greeting',
      message: { text: 'hi' },
    } as const
    const signature = (await request('eth_signTypedData_v4', [ADDRESS, JSON.stringify(typedData)])) as Hex
    expect(consent.mock.calls[0]![0].details).toContainEqual({ label: 'Type', value: 'Greeting' })
    const { EIP712Domain: _, ...types } = typedData.types
    await expect(verifyTypedData({ ...typedData, types, address: ADDRESS, signature })).resolves.toBe(true)
  })

  it('read methods are forwarded to the current chain', async () => {
    const { request } = setup()
    await expect(request('eth_getBalance', [ADDRESS, 'latest'])).resolves.toMatch(/^0x[0-9a-f]+$/)
    await expect(request('eth_blockNumber')).resolves.toMatch(/^0x/)
  })

  it('eth_sendTransaction signs and sends to the chain for real', async () => {
    const { request, consent } = await connected()
    const before = BigInt((await request('eth_getBalance', [OTHER, 'latest'])) as string)
    const hash = (await request('eth_sendTransaction', [{ from: ADDRESS, to: OTHER, value: '0x2386f26fc10000' }])) as Hex
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(consent.mock.calls[0]![0].details).toContainEqual({ label: 'Amount', value: '0.01 ETH' })
    const receipt = await waitForReceipt(request, hash)
    expect(receipt.status).toBe('0x1')
    expect(BigInt((await request('eth_getBalance', [OTHER, 'latest'])) as string)).toBe(before + 10n ** 16n)
  })

  it('a rejected transaction is not sent', async () => {
    const { request, consent } = await connected()
    consent.mockResolvedValueOnce(false)
    const nonce = await request('eth_getTransactionCount', [ADDRESS, 'latest'])
    await expect(request('eth_sendTransaction', [{ to: OTHER, value: '0x1' }])).rejects.toMatchObject({ code: 4001 })
    await expect(request('eth_getTransactionCount', [ADDRESS, 'latest'])).resolves.toBe(nonce)
  })

  it('wallet_switchEthereumChain answers 4902 for a chain it does not know yet', async () => {
    const { request, consent } = setup()
    await expect(request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).rejects.toMatchObject({ code: 4902 })
    expect(consent).not.toHaveBeenCalled()
  })

  it('wallet_addEthereumChain asks and adds the chain; the switch that follows asks again and emits chainChanged', async () => {
    const { provider, request, consent } = await connected()
    const changed = events(provider, 'chainChanged')
    await request('wallet_addEthereumChain', [
      {
        chainId: '0x7a6a',
        chainName: 'Devnet 31338',
        rpcUrls: [chains[1]!.rpcUrl],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ])
    expect(consent.mock.calls[0]![0]).toMatchObject({ title: 'Add network' })
    await expect(request('eth_chainId')).resolves.toBe('0x7a69')
    await request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])
    expect(consent.mock.calls[1]![0]).toMatchObject({ title: 'Switch network' })
    expect(changed).toHaveBeenLastCalledWith('0x7a6a')
    await expect(request('eth_chainId')).resolves.toBe('0x7a6a')
    await request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])
    expect(consent).toHaveBeenCalledTimes(2)
  })

  it('an added chain is remembered across a reload, and so is the current chain', async () => {
    const { request, store } = await connected()
    await request('wallet_addEthereumChain', [{ chainId: '0x7a6a', chainName: 'B', rpcUrls: [chains[1]!.rpcUrl], nativeCurrency: chains[1]!.nativeCurrency }])
    await request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])
    const reloaded = setup({ storage: store })
    await expect(reloaded.request('eth_chainId')).resolves.toBe('0x7a6a')
    await expect(reloaded.request('wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).resolves.toBeNull()
  })

  it('invalid add-chain parameters answer -32602', async () => {
    const { request } = setup()
    await expect(request('wallet_addEthereumChain', [{ chainId: '0x7a6a', chainName: 'x' }])).rejects.toMatchObject({
      code: -32602,
    })
  })

  it('wallet_revokePermissions forgets the approval and emits an empty accountsChanged', async () => {
    const { provider, request, store } = await connected()
    const changed = events(provider, 'accountsChanged')
    await request('wallet_revokePermissions', [{ eth_accounts: {} }])
    expect(changed).toHaveBeenCalledWith([])
    await expect(request('eth_accounts')).resolves.toEqual([])
    await expect(setup({ storage: store }).request('eth_accounts')).resolves.toEqual([])
  })

  it('unknown methods answer 4200', async () => {
    const { request } = setup()
    await expect(request('eth_sign', [ADDRESS, '0x00'])).rejects.toMatchObject({ code: 4200 })
  })

  it('requests that need consent are asked one at a time', async () => {
    const { request, consent } = await connected()
    const asked: string[] = []
    let answerFirst!: (approved: boolean) => void
    consent.mockImplementationOnce(async (first) => {
      asked.push(first.title)
      return new Promise<boolean>((resolve) => (answerFirst = resolve))
    })
    consent.mockImplementation(async (next) => (asked.push(next.title), true))
    const first = request('personal_sign', ['0x01', ADDRESS])
    const second = request('wallet_addEthereumChain', [{ chainId: '0x7a6a', chainName: 'B', rpcUrls: [chains[1]!.rpcUrl], nativeCurrency: chains[1]!.nativeCurrency }])
    // The first asks once it has read its account; the second, had it not queued, would have asked
    // with no I/O before its prompt: a task after the first asked, only the first has.
    await vi.waitFor(() => expect(asked).toContain('Signature request'))
    await new Promise((resolve) => setImmediate(resolve))
    expect(asked).toEqual(['Signature request'])
    answerFirst(true)
    await Promise.all([first, second])
    expect(asked).toEqual(['Signature request', 'Add network'])
  })

  it("Foyer's EIP-1193 connector connects and takes the add-chain path with the Dev Wallet", async () => {
    const { provider, consent } = setup()
    const connector = eip1193Connector(provider, { id: 'dev.foyer.devwallet', name: 'Foyer Dev Wallet', type: 'ANNOUNCED' })
    const network: Network = {
      id: 31338,
      caipNetworkId: 'eip155:31338',
      chainNamespace: 'eip155',
      name: 'Devnet 31338',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chains[1]!.rpcUrl] } },
    }
    await expect(connector.connect({ network })).resolves.toEqual({ addresses: [ADDRESS], chainId: 31338 })
    expect(consent.mock.calls.map(([asked]) => asked.title)).toEqual(['Connection request', 'Add network', 'Switch network'])
    const signature = (await connector.signMessage({ message: 'gm', address: ADDRESS })) as Hex
    await expect(verifyMessage({ address: ADDRESS, message: 'gm', signature })).resolves.toBe(true)
  })
})

/** anvil mines at once, but a busy machine may answer the receipt a moment after the hash. */
async function waitForReceipt(request: (method: string, params?: unknown[]) => Promise<unknown>, hash: Hex) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const receipt = (await request('eth_getTransactionReceipt', [hash])) as { status: string } | null
    if (receipt) return receipt
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no receipt for ${hash} after 5 s`)
}
