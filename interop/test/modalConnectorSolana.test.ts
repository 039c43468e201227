/**
 * The modal's WalletConnect connectors for a host with EVM and Solana networks, against
 * sign-client 2.21.8 (Apache-2.0, the last open release) as the wallet: one proposal carries both
 * namespaces with WalletConnect's Solana RPC methods, one approval connects both sides, and the
 * Solana side's requests reach the wallet on the cluster: a message signature that verifies, and a
 * SOL transfer the host prepares (adapter-solana) that the wallet signs and sends to the devnet's
 * Solana chain, where the SOL arrives.
 */
import { solanaNamespace } from '@foyer/adapter-solana'
import type { Network, WalletConnector } from '@foyer/core/internal'
import { startDevnet, type Devnet } from '@foyer/devnet'
import { createMemoryStorage } from '@foyer/walletconnect'
import { createWalletConnectConnectors, SOLANA_METHODS } from '@foyer/walletconnect/connector'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createKeyPairSignerFromBytes,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransaction,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { nextPairing } from '../support/nextPairing.ts'
import { startRelay, type RunningRelay } from '../support/relayServer.ts'
import { closeSignClient, initSignClient } from '../support/signClientPeers.ts'

/** The namespace's parts (requests, inclusion, wallet assets), as the client loads them on first use. */
const solanaParts = await solanaNamespace.load()

const ws = WebSocket as unknown as typeof globalThis.WebSocket
const EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let relay: RunningRelay
let devnet: Devnet
let wallet: Awaited<ReturnType<typeof initSignClient>>
let evm: WalletConnector
let solana: WalletConnector
let cluster: Network
let proposedSolana: { chains?: string[]; methods?: string[] } | undefined
const signedBy = { address: '' }

beforeAll(async () => {
  ;[relay, devnet] = await Promise.all([startRelay(), startDevnet()])
  const evmChain = devnet.chains[0]!
  const evmNetwork: Network = {
    id: evmChain.chainId,
    caipNetworkId: `eip155:${evmChain.chainId}`,
    chainNamespace: 'eip155',
    name: evmChain.name,
    nativeCurrency: evmChain.nativeCurrency,
    rpcUrls: { default: { http: [evmChain.rpcUrl] } },
  }
  cluster = {
    id: devnet.solana.caipNetworkId.slice('solana:'.length),
    caipNetworkId: devnet.solana.caipNetworkId as `solana:${string}`,
    chainNamespace: 'solana',
    name: devnet.solana.name,
    nativeCurrency: devnet.solana.nativeCurrency,
    rpcUrls: { default: { http: [devnet.solana.rpcUrl] } },
  }
  ;[evm, solana] = createWalletConnectConnectors({
    relayUrl: relay.url,
    projectId: 'foyer-dev',
    WebSocket: ws,
    metadata: { name: 'Modal', description: '', url: 'http://127.0.0.1', icons: [] },
    networks: [evmNetwork, cluster],
    storage: createMemoryStorage(),
  }) as [WalletConnector, WalletConnector]

  // The wallet: sign-client with a funded devnet Solana key, approving both namespaces.
  const key = devnet.solana.accounts[2]!
  const signer = await createKeyPairSignerFromBytes(base58.decode(key.secretKey))
  signedBy.address = signer.address
  const node = createSolanaRpc(devnet.solana.rpcUrl)
  wallet = await initSignClient('sign-client solana wallet', relay.url)
  wallet.on('session_proposal', ({ id, params }) => {
    proposedSolana = params.optionalNamespaces.solana
    void wallet.approve({
      id,
      namespaces: {
        eip155: { chains: [evmNetwork.caipNetworkId], accounts: [`${evmNetwork.caipNetworkId}:${EVM_ADDRESS}`], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] },
        solana: { chains: [cluster.caipNetworkId], accounts: [`${cluster.caipNetworkId}:${signer.address}`], methods: [...SOLANA_METHODS], events: [] },
      },
    })
  })
  wallet.on('session_request', async ({ id, topic, params }) => {
    const { method, params: input } = params.request as { method: string; params: { message?: string; transaction?: string } }
    let result: unknown
    if (method === 'solana_signMessage') {
      result = { signature: base58.encode(ed25519.sign(base58.decode(input.message!), base58.decode(key.secretKey).subarray(0, 32))) }
    } else if (method === 'solana_signAndSendTransaction') {
      const signed = await signTransaction([signer.keyPair], getTransactionDecoder().decode(base64.decode(input.transaction!)))
      result = { signature: await node.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send() }
    }
    await wallet.respond({ topic, response: result ? { id, jsonrpc: '2.0', result } : { id, jsonrpc: '2.0', error: { code: 4200, message: `no ${method}` } } })
  })

  // The visitor picks WalletConnect (the eip155 side pairs); core then connects the Solana side, its companion.
  const pending = evm.connect({ network: evmNetwork })
  await wallet.pair({ uri: (await nextPairing(evm.pairing!)).uri })
  await pending
})

afterAll(async () => {
  if (wallet) await closeSignClient(wallet)
  await relay?.close()
  await devnet?.stop()
})

async function lamportsOf(owner: string): Promise<bigint> {
  return (await createSolanaRpc(devnet.solana.rpcUrl).getBalance(address(owner)).send()).value
}

describe('a Solana session over WalletConnect with sign-client as the wallet', () => {
  it("proposes the host's clusters with WalletConnect's Solana methods, and the Solana side joins the one approved session", async () => {
    expect(proposedSolana).toEqual({ chains: [cluster.caipNetworkId], methods: [...SOLANA_METHODS], events: [] })
    expect(solana.pairing, 'only the first namespace pairs').toBeUndefined()
    await expect(solana.connect({ network: cluster })).resolves.toMatchObject({ addresses: [signedBy.address], chainId: cluster.id })
  })

  it('a message signed through the Solana side verifies with ed25519 against the session’s Solana account', async () => {
    const signature = await solana.signMessage({ message: 'Hello over WalletConnect', address: signedBy.address })
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode('Hello over WalletConnect'), base58.decode(signedBy.address))).toBe(true)
  })

  it('a SOL transfer prepared as a host asks for it is signed and sent by the wallet, and the SOL arrives on the chain', async () => {
    const recipient = (await generateKeyPairSigner()).address
    const { value: lifetime } = await createSolanaRpc(devnet.solana.rpcUrl).getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(address(signedBy.address), m),
      (m) => appendTransactionMessageInstructions([getTransferSolInstruction({ source: createNoopSigner(address(signedBy.address)), destination: recipient, amount: 25_000_000n })], m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    )
    const transaction = new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
    const prepared = (await solanaParts.prepare('signAndSendTransaction', { transaction }, { address: signedBy.address, chainId: cluster.id }))!
    const signature = prepared.read(await solana.rpc(prepared.rpc)) as string
    expect(base58.decode(signature)).toHaveLength(64)
    await expect.poll(() => lamportsOf(recipient), { timeout: 10_000 }).toBe(25_000_000n)
  })

  it('disconnecting ends the one session for both sides', async () => {
    const ended = new Promise<void>((resolve) => wallet.once('session_delete', () => resolve()))
    await evm.disconnect()
    await ended
    await expect(solana.signMessage({ message: 'after', address: signedBy.address })).rejects.toThrow('No WalletConnect session.')
  })
})
