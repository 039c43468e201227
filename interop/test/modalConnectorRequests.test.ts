/**
 * The modal's WalletConnect connector carrying eip155 requests as adapter-evm prepares them, with
 * Foyer's wallet client on the other side signing with a devnet key and sending to a real anvil
 * node: the typed-data signature is recovered with viem, the contract call's effect read on chain.
 */
import { eip155Namespace } from '@foyer/adapter-evm'
import type { Network, WalletConnector } from '@foyer/core/internal'
import { startDevnet, type Devnet } from '@foyer/devnet'
import { createMemoryStorage, createWalletClient, type SessionProposal, type SessionRequest, type WalletClient } from '@foyer/walletconnect'
import { createWalletConnectConnector } from '@foyer/walletconnect/connector'
import { createPublicClient, createWalletClient as createViemWallet, erc20Abi, http, verifyTypedData, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { nextPairing } from '../support/nextPairing.ts'
import { startRelay, type RunningRelay } from '../support/relayServer.ts'

/** The namespace's parts (requests, inclusion, wallet assets), as the client loads them on first use. */
const eip155Parts = await eip155Namespace.load()

const ws = WebSocket as unknown as typeof globalThis.WebSocket
let relay: RunningRelay
let devnet: Devnet
let peer: WalletClient
let modal: WalletConnector
let address: `0x${string}`

beforeAll(async () => {
  ;[relay, devnet] = await Promise.all([startRelay(), startDevnet()])
  const chain = devnet.chains[0]!
  const account = privateKeyToAccount(devnet.accounts[1]!.privateKey)
  address = account.address
  const network: Network = {
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }
  const common = { relayUrl: relay.url, projectId: 'foyer-dev', WebSocket: ws }
  modal = createWalletConnectConnector({ ...common, metadata: { name: 'Modal', description: '', url: 'http://127.0.0.1', icons: [] }, networks: [network], storage: createMemoryStorage() })
  peer = await createWalletClient({ ...common, metadata: { name: 'Devnet wallet', description: '', url: 'http://127.0.0.1', icons: [] }, storage: createMemoryStorage() })
  const signer = createViemWallet({ account, transport: http(chain.rpcUrl) })
  peer.on('session_proposal', (proposal: SessionProposal) => {
    const chains = [network.caipNetworkId]
    void peer.approve({
      id: proposal.id,
      namespaces: { eip155: { chains, accounts: chains.map((c) => `${c}:${address}`), methods: ['eth_signTypedData_v4', 'eth_sendTransaction'], events: ['chainChanged', 'accountsChanged'] } },
    })
  })
  // The wallet's side: sign typed data with the key, send transactions to anvil as raw signed ones.
  peer.on('session_request', async (request: SessionRequest) => {
    const { method, params } = request.params.request as { method: string; params: unknown[] }
    let result: unknown
    if (method === 'eth_signTypedData_v4') result = await account.signTypedData(JSON.parse(params[1] as string))
    else {
      const tx = params[0] as { to: Hex; data?: Hex; value?: Hex }
      result = await signer.sendTransaction({ chain: null, to: tx.to, data: tx.data, value: tx.value ? BigInt(tx.value) : undefined })
    }
    await peer.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', result } })
  })
  const pending = modal.connect({ network })
  await peer.pair({ uri: (await nextPairing(modal.pairing!)).uri })
  await pending
})

afterAll(async () => {
  await peer?.close()
  await relay?.close()
  await devnet?.stop()
})

async function hostRequest(name: string, params: unknown) {
  const prepared = await eip155Parts.prepare(name, params, { address, chainId: devnet.chains[0]!.chainId })
  if (!prepared) throw new Error(`eip155 declares no ${name}`)
  return prepared.read(await modal.rpc(prepared.rpc)) as Hex
}

describe('eip155 requests over the WalletConnect session', () => {
  it("signTypedData reaches the wallet as eth_signTypedData_v4 and its signature recovers to the session's account", async () => {
    const typedData = {
      domain: { name: 'Foyer', version: '1', chainId: devnet.chains[0]!.chainId },
      types: {
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: { to: devnet.accounts[3]!.address, contents: 'Hello over WalletConnect' },
    } as const
    const signature = await hostRequest('signTypedData', typedData)
    await expect(verifyTypedData({ ...typedData, address, signature })).resolves.toBe(true)
  })

  it('a contract call (ERC-20 transfer) sent through the session is mined and moves the tokens on chain', async () => {
    const chain = devnet.chains[0]!
    const token = chain.tokens[0]!
    const recipient = devnet.accounts[7]!.address
    const reader = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 20 })
    const balanceOf = (account: `0x${string}`) => reader.readContract({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
    const before = await balanceOf(recipient)
    expect(await balanceOf(address)).toBeGreaterThan(1000n)
    const hash = await hostRequest('writeContract', { address: token.address, abi: erc20Abi, functionName: 'transfer', args: [recipient, 1000n] })
    const receipt = await reader.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(await balanceOf(recipient)).toBe(before + 1000n)
  })
})
