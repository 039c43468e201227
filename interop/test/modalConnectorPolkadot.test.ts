/**
 * The modal's WalletConnect connectors for a host with EVM and Polkadot networks, against
 * sign-client 2.21.8 (Apache-2.0, the last open release) as the wallet: one proposal carries both
 * namespaces, polkadot with WalletConnect's polkadot RPC; one approval connects both sides; the
 * Polkadot side's requests reach the wallet in WalletConnect's shapes on the devnet's chain
 * (chopsticks, asset-hub-rococo): a message whose sr25519 signature verifies with @foyer/siwx-verify,
 * and a real `Balances.transfer_keep_alive` that @polkadot/api builds (its SignerPayloadJSON), the
 * wallet signs over WalletConnect, and the chain accepts: the receiver's System.Account holds the
 * amount exactly.
 */
import { polkadotNamespace } from '@foyer/adapter-polkadot'
import { readSignerPayload, signedExtrinsic } from '@foyer/adapter-polkadot/transaction'
import type { Network, WalletConnector } from '@foyer/core/internal'
import { startPolkadotDevnet, type PolkadotDevnet } from '@foyer/devnet'
import { verifyPolkadotSignature } from '@foyer/siwx-verify'
import { createMemoryStorage } from '@foyer/walletconnect'
import { createWalletConnectConnectors, POLKADOT_EVENTS, POLKADOT_METHODS } from '@foyer/walletconnect/connector'
import { blake2b } from '@noble/hashes/blake2b'
import { ApiPromise, WsProvider } from '@polkadot/api'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import { hex } from '@scure/base'
import { sign } from '@scure/sr25519'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { nextPairing } from '../support/nextPairing.ts'
import { startRelay, type RunningRelay } from '../support/relayServer.ts'
import { closeSignClient, initSignClient } from '../support/signClientPeers.ts'
import { landed } from '../support/polkadotExtrinsics.ts'

/** The namespace's parts (its requests' checks), as the client loads them on first use. */
const polkadotParts = await polkadotNamespace.load()

const ws = WebSocket as unknown as typeof globalThis.WebSocket
const EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** What the host sends: above the chain's existential deposit (3,333,333 planck), with planck digits. */
const AMOUNT = 1_234_567_890_123n

let relay: RunningRelay
let devnet: PolkadotDevnet
let api: ApiPromise
let wallet: Awaited<ReturnType<typeof initSignClient>>
let evm: WalletConnector
let polkadot: WalletConnector
let chain: Network
let proposedPolkadot: { chains?: string[]; methods?: string[]; events?: string[] } | undefined
let proposedNamespaces: string[] = []
const received: { method: string; params: Record<string, unknown> }[] = []
const account: { address: string; secretKey: Uint8Array } = { address: '', secretKey: new Uint8Array() }

beforeAll(async () => {
  ;[relay, devnet] = await Promise.all([startRelay(), startPolkadotDevnet()])
  api = await ApiPromise.create({ provider: new WsProvider(devnet.wsUrl), noInitWarn: true })
  chain = {
    id: devnet.caipNetworkId.slice('polkadot:'.length),
    caipNetworkId: devnet.caipNetworkId as Network['caipNetworkId'],
    chainNamespace: 'polkadot',
    name: devnet.name,
    nativeCurrency: devnet.nativeCurrency,
    rpcUrls: { default: { http: [devnet.wsUrl] } },
  }
  const evmNetwork: Network = {
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
  }
  const connectors = createWalletConnectConnectors({
    relayUrl: relay.url,
    projectId: 'foyer-dev',
    WebSocket: ws,
    metadata: { name: 'Modal', description: '', url: 'http://127.0.0.1', icons: [] },
    networks: [evmNetwork, chain],
    storage: createMemoryStorage(),
  })
  evm = connectors[0]!
  polkadot = connectors.find((connector) => connector.chain === 'polkadot')!

  // The wallet: sign-client with a funded devnet key (//2), approving both namespaces; it signs as the polkadot-js extension does.
  const key = devnet.accounts[2]!
  account.address = key.address
  account.secretKey = hex.decode(key.secretKey.slice(2))
  wallet = await initSignClient('sign-client polkadot wallet', relay.url)
  wallet.on('session_proposal', ({ id, params }) => {
    proposedPolkadot = params.optionalNamespaces.polkadot
    proposedNamespaces = Object.keys(params.optionalNamespaces)
    void wallet.approve({
      id,
      namespaces: {
        eip155: { chains: [evmNetwork.caipNetworkId], accounts: [`${evmNetwork.caipNetworkId}:${EVM_ADDRESS}`], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] },
        polkadot: { chains: [chain.caipNetworkId], accounts: [`${chain.caipNetworkId}:${account.address}`], methods: [...POLKADOT_METHODS], events: [...POLKADOT_EVENTS] },
      },
    })
  })
  wallet.on('session_request', async ({ id, topic, params }) => {
    const { method, params: input } = params.request as { method: string; params: Record<string, unknown> }
    received.push({ method, params: input })
    let result: unknown
    if (method === 'polkadot_signMessage') {
      const wrapped = new TextEncoder().encode(`<Bytes>${String(input.message)}</Bytes>`)
      result = { signature: `0x${hex.encode(sign(account.secretKey, wrapped))}` }
    } else if (method === 'polkadot_signTransaction') {
      // The extension's way: the chain's registry reads the payload, its bytes (hashed past 256) are signed, the signature typed (0x01: sr25519).
      const payload = input.transactionPayload as SignerPayloadJSON
      const bytes = api.registry.createType('ExtrinsicPayload', payload, { version: payload.version }).toU8a({ method: true })
      const signature = sign(account.secretKey, bytes.length > 256 ? blake2b(bytes, { dkLen: 32 }) : bytes)
      result = { signature: `0x01${hex.encode(signature)}` }
    }
    await wallet.respond({ topic, response: result ? { id, jsonrpc: '2.0', result } : { id, jsonrpc: '2.0', error: { code: 4200, message: `no ${method}` } } })
  })

  // The visitor picks WalletConnect (the eip155 side pairs); core then connects the other sides, its companions.
  const pending = evm.connect({ network: evmNetwork })
  const pairing = await nextPairing(evm.pairing!)
  await wallet.pair({ uri: pairing.uri })
  await pending
})

afterAll(async () => {
  if (wallet) await closeSignClient(wallet)
  await api?.disconnect()
  await relay?.close()
  await devnet?.stop()
})

describe('a Polkadot session over WalletConnect with sign-client as the wallet', () => {
  it("proposes the host's Polkadot chain with WalletConnect's polkadot RPC and events, in one proposal with eip155, and the Polkadot side joins the one session on the wallet's account", async () => {
    expect(proposedNamespaces.sort()).toEqual(['eip155', 'polkadot'])
    expect(proposedPolkadot).toEqual({ chains: [devnet.caipNetworkId], methods: ['polkadot_signMessage', 'polkadot_signTransaction'], events: [...POLKADOT_EVENTS] })
    expect(polkadot.pairing, 'only the first namespace pairs').toBeUndefined()
    await expect(polkadot.connect({ network: chain })).resolves.toMatchObject({ addresses: [account.address], chainId: chain.id })
  })

  it('a message signed through the Polkadot side is asked as polkadot_signMessage { address, message } and its sr25519 signature verifies over the <Bytes>-wrapped text', async () => {
    const message = 'Hello over WalletConnect, Polkadot'
    const signature = await polkadot.signMessage({ message, address: account.address })
    expect(received.at(-1)).toEqual({ method: 'polkadot_signMessage', params: { address: account.address, message } })
    expect(verifyPolkadotSignature(account.address, message, signature)).toBe('sr25519')
    expect(verifyPolkadotSignature(account.address, 'another message', signature)).toBeUndefined()
  })

  it('a Balances.transfer_keep_alive built by @polkadot/api is signed over WalletConnect (polkadot_signTransaction with its SignerPayloadJSON), is the extrinsic Foyer’s encoder makes of the payload and signature, lands on the chain, and the receiver holds the amount exactly', async () => {
    const receiver = api.registry.createType('AccountId', randomBytes(32)).toString()
    const transfer = api.tx.balances.transferKeepAlive(receiver, AMOUNT)
    const signed: { payload?: unknown; signature?: `0x${string}` } = {}
    await transfer.signAsync(account.address, {
      signer: {
        async signPayload(payload) {
          const prepared = (await polkadotParts.prepare('signTransaction', { transactionPayload: payload }, { address: account.address, chainId: chain.id }))!
          const { signature } = prepared.read(await polkadot.rpc(prepared.rpc)) as { signature: `0x${string}` }
          Object.assign(signed, { payload, signature })
          return { id: 1, signature }
        },
      },
    })
    // Foyer's own encoder makes, from the same payload and the wallet's signature, the extrinsic @polkadot/api submits.
    expect(`0x${hex.encode(signedExtrinsic(readSignerPayload(signed.payload), signed.signature!))}`).toBe(transfer.toHex())
    const asked = received.at(-1)!
    expect(asked.method).toBe('polkadot_signTransaction')
    expect(asked.params).toMatchObject({ address: account.address, transactionPayload: { address: account.address, method: transfer.method.toHex(), genesisHash: devnet.genesisHash } })
    await landed(transfer)
    const { data } = (await api.query.system.account(receiver)) as unknown as { data: { free: { toBigInt(): bigint } } }
    expect(data.free.toBigInt()).toBe(AMOUNT)
  })
})
