// wagmi (@wagmi/core, the engine of wagmi's React hooks) on a Foyer connection, against real anvil
// nodes: the wallet is anvil itself behind Foyer's injected connector (anvil signs with its dev keys).
import type { Network } from '@foyer/core'
import { createFoyerClient, memoryStorage, type InternalFoyerClient } from '@foyer/core/internal'
import { mockAdapter } from '@foyer/core/testing'
import { eip1193Connector, evmNetwork, ProviderRpcError, type Eip1193Connector, type Eip1193Provider } from '@foyer/adapter-evm'
import { startDevnet, type Devnet } from '@foyer/devnet'
import { connect, createConfig, createStorage, disconnect, getAccount, reconnect, sendTransaction, signMessage, switchChain, waitForTransactionReceipt, type Config } from '@wagmi/core'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, defineChain, http, parseEther, recoverMessageAddress, type Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anvilProvider } from '../../adapter-evm/test/anvilProvider.ts'
import { foyerConnector } from '../src/index.ts'

let devnet: Devnet
let away: Server
let apiUrl: string
beforeAll(async () => {
  devnet = await startDevnet()
  // The Foyer server is not what this suite checks: every call it would make answers 503.
  away = createServer((_request, response) => response.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"away"}'))
  await new Promise<void>((resolve) => away.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(away.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise<void>((resolve) => away.close(() => resolve()))
  await devnet?.stop()
})

const networksOf = (devnet: Devnet): [Network, ...Network[]] => devnet.chains.map((chain) => evmNetwork({ id: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl })) as [Network, ...Network[]]
const chainsOf = (devnet: Devnet) =>
  devnet.chains.map((chain) => defineChain({ id: chain.chainId, name: chain.name, nativeCurrency: chain.nativeCurrency, rpcUrls: { default: { http: [chain.rpcUrl] } } })) as [
    ReturnType<typeof defineChain>,
    ...ReturnType<typeof defineChain>[],
  ]

/**
 * A wallet on the devnet's chains: anvil signs and sends on the chain of the moment, and
 * wallet_switchEthereumChain moves it to another devnet chain, reporting chainChanged as a wallet does.
 */
function devnetWallet(devnet: Devnet): Eip1193Provider {
  let chain = devnet.chains[0]!
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  return {
    async request({ method, params }) {
      if (method !== 'wallet_switchEthereumChain') return anvilProvider(chain.rpcUrl).request({ method, params })
      const chainId = Number((params as [{ chainId: string }])[0].chainId)
      const next = devnet.chains.find((candidate) => candidate.chainId === chainId)
      if (!next) throw new ProviderRpcError(4902, `Unrecognized chain ${chainId}`)
      chain = next
      for (const listener of listeners.get('chainChanged') ?? []) listener(`0x${chainId.toString(16)}`)
      return null
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}

/** A page: Foyer (with anvil as its injected wallet) and wagmi on it, sharing storages across "reloads". */
function page(storages = { foyer: memoryStorage(), wagmi: new Map<string, string>() }) {
  const wallet: Eip1193Connector = eip1193Connector(devnetWallet(devnet), { id: 'anvil', name: 'Anvil', type: 'INJECTED' })
  const client: InternalFoyerClient = createFoyerClient({
    projectId: 'wagmi',
    apiUrl,
    networks: networksOf(devnet),
    adapters: [mockAdapter('eip155', [wallet])],
    features: { email: false, socials: false, analytics: false },
    storage: storages.foyer,
  })
  const stop = client.start()
  const config: Config = createConfig({
    chains: chainsOf(devnet),
    connectors: [foyerConnector({ client })],
    transports: Object.fromEntries(devnet.chains.map((chain) => [chain.chainId, http(chain.rpcUrl)])),
    storage: createStorage({
      storage: { getItem: (key) => storages.wagmi.get(key) ?? null, setItem: (key, value) => void storages.wagmi.set(key, value), removeItem: (key) => void storages.wagmi.delete(key) },
    }),
  })
  return { client, config, wallet, storages, stop }
}

/** Polls until `check` holds, for at most 3 s. */
async function eventually(check: () => boolean): Promise<void> {
  for (let waited = 0; !check(); waited += 20) {
    if (waited > 3_000) throw new Error('not within 3 s')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('foyerConnector: wagmi on a Foyer connection', () => {
  it("a connection made in Foyer's modal shows in wagmi's account; wagmi signs and sends through it, on chain", async () => {
    const { client, config, wallet, stop } = page()
    try {
      await client.connect(wallet)
      await eventually(() => getAccount(config).status === 'connected')
      const account = getAccount(config)
      const sender = devnet.accounts[0]!.address as Address
      expect(account).toMatchObject({ address: sender, chainId: devnet.chains[0]!.chainId, connector: { id: 'foyer' } })

      const signature = await signMessage(config, { message: 'Hello from wagmi' })
      expect(await recoverMessageAddress({ message: 'Hello from wagmi', signature })).toBe(sender)

      const recipient = devnet.accounts[7]!.address as Address
      const reader = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
      const before = await reader.getBalance({ address: recipient })
      const hash = await sendTransaction(config, { to: recipient, value: parseEther('0.25') })
      expect((await waitForTransactionReceipt(config, { hash })).status).toBe('success')
      expect((await reader.getBalance({ address: recipient })) - before).toBe(parseEther('0.25'))
    } finally {
      stop()
    }
  })

  it("wagmi's switchChain moves Foyer's network; disconnecting on either side disconnects both", async () => {
    const { client, config, wallet, stop } = page()
    try {
      await client.connect(wallet)
      await eventually(() => getAccount(config).status === 'connected')
      const second = devnet.chains[1]!.chainId
      await switchChain(config, { chainId: second })
      expect(client.ctx.chains.get().chains.eip155?.networkState.caipNetwork?.id).toBe(second)
      await eventually(() => getAccount(config).chainId === second)

      await disconnect(config)
      expect(client.isConnected()).toBe(false)

      await client.connect(wallet)
      await eventually(() => getAccount(config).status === 'connected')
      await client.disconnect()
      await eventually(() => getAccount(config).status === 'disconnected')
    } finally {
      stop()
    }
  })

  it("wagmi's connect opens Foyer's modal and resolves with the account the visitor picks; closing the modal rejects it", async () => {
    const { client, config, wallet, stop } = page()
    try {
      const connecting = connect(config, { connector: config.connectors[0]! })
      await eventually(() => client.ctx.modal.get().open)
      await client.connect(wallet)
      expect((await connecting).accounts).toEqual([devnet.accounts[0]!.address])
      await disconnect(config)

      const refused = connect(config, { connector: config.connectors[0]! })
      await eventually(() => client.ctx.modal.get().open)
      client.close()
      await expect(refused).rejects.toThrow(/closed the Foyer modal/)
    } finally {
      stop()
    }
  })

  it('after a reload both are connected again: Foyer restores its connection and wagmi reconnects to it', async () => {
    const first = page()
    await first.client.connect(first.wallet)
    await eventually(() => getAccount(first.config).status === 'connected')
    first.stop()

    const reloaded = page(first.storages)
    try {
      await reconnect(reloaded.config)
      expect(getAccount(reloaded.config)).toMatchObject({ status: 'connected', address: devnet.accounts[0]!.address })
      expect(reloaded.client.isConnected()).toBe(true)
    } finally {
      reloaded.stop()
    }
  })
})
