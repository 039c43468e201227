/**
 * The modal's WalletConnect connectors for a host with EVM, Solana and Bitcoin networks, against
 * sign-client 2.21.8 (Apache-2.0, the last open release) as the wallet: one proposal carries the
 * three namespaces, bip122 with WalletConnect's bip122 RPC and its addresses event; one approval
 * connects every side; the Bitcoin side's requests reach the wallet on the devnet's regtest chain:
 * a BIP-322 message signature that verifies, and a PSBT the host builds (a payment from the
 * account's outputs on the node) that the wallet signs and broadcasts (`sendPsbt`, WalletConnect's
 * signPsbt with broadcast), whose output lands on the node. A wallet's bip122_addressesChanged moves
 * the account.
 */
import { bitcoinNamespace } from '@foyer/adapter-bitcoin'
import type { Network, WalletConnector } from '@foyer/core/internal'
import { startBitcoinDevnet, type BitcoinDevnet } from '@foyer/devnet'
import { verifyBip322Simple } from '@foyer/siwx-verify'
import { signBip322Simple } from '@foyer/siwx-verify/bip322-signer'
import { createMemoryStorage } from '@foyer/walletconnect'
import { BIP122_EVENTS, BIP122_METHODS, createWalletConnectConnectors } from '@foyer/walletconnect/connector'
import { base64, bech32, hex } from '@scure/base'
import { Address, OutScript, SigHash, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { nextPairing } from '../support/nextPairing.ts'
import { startRelay, type RunningRelay } from '../support/relayServer.ts'
import { closeSignClient, initSignClient } from '../support/signClientPeers.ts'

/** The namespace's parts (its requests' checks), as the client loads them on first use. */
const bitcoinParts = await bitcoinNamespace.load()
const REGTEST = { ...TEST_NETWORK, bech32: 'bcrt' }

const ws = WebSocket as unknown as typeof globalThis.WebSocket
const EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA_CLUSTER = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

let relay: RunningRelay
let devnet: BitcoinDevnet
let wallet: Awaited<ReturnType<typeof initSignClient>>
let evm: WalletConnector
let bitcoin: WalletConnector
let regtest: Network
let proposedBitcoin: { chains?: string[]; methods?: string[]; events?: string[] } | undefined
let proposedNamespaces: string[] = []
let topic = ''
const account: { address: string; privateKey: Uint8Array } = { address: '', privateKey: new Uint8Array() }

const network = (caipNetworkId: string, chainNamespace: Network['chainNamespace'], rpcUrl = 'http://127.0.0.1:9'): Network => ({
  id: caipNetworkId.split(':')[1]!,
  caipNetworkId: caipNetworkId as Network['caipNetworkId'],
  chainNamespace,
  name: caipNetworkId,
  nativeCurrency: { name: 'x', symbol: 'X', decimals: 8 },
  rpcUrls: { default: { http: [rpcUrl] } },
})

beforeAll(async () => {
  ;[relay, devnet] = await Promise.all([startRelay(), startBitcoinDevnet({ blockIntervalMs: 3_600_000 })])
  regtest = network(devnet.caipNetworkId, 'bip122', devnet.esploraUrl)
  const evmNetwork = network('eip155:31337', 'eip155')
  const solanaNetwork = network(SOLANA_CLUSTER, 'solana')
  const connectors = createWalletConnectConnectors({
    relayUrl: relay.url,
    projectId: 'foyer-dev',
    WebSocket: ws,
    metadata: { name: 'Modal', description: '', url: 'http://127.0.0.1', icons: [] },
    networks: [evmNetwork, solanaNetwork, regtest],
    storage: createMemoryStorage(),
  })
  evm = connectors[0]!
  bitcoin = connectors.find((connector) => connector.chain === 'bip122')!

  // The wallet: sign-client with a funded devnet Bitcoin key, approving the three namespaces.
  const key = devnet.accounts[2]!
  account.address = key.address
  account.privateKey = hex.decode(key.privateKey)
  wallet = await initSignClient('sign-client bitcoin wallet', relay.url)
  wallet.on('session_proposal', ({ id, params }) => {
    proposedBitcoin = params.optionalNamespaces.bip122
    proposedNamespaces = Object.keys(params.optionalNamespaces)
    void wallet.approve({
      id,
      namespaces: {
        eip155: { chains: [evmNetwork.caipNetworkId], accounts: [`${evmNetwork.caipNetworkId}:${EVM_ADDRESS}`], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] },
        solana: { chains: [SOLANA_CLUSTER], accounts: [`${SOLANA_CLUSTER}:${SOLANA_ADDRESS}`], methods: ['solana_signMessage'], events: [] },
        bip122: { chains: [regtest.caipNetworkId], accounts: [`${regtest.caipNetworkId}:${account.address}`], methods: [...BIP122_METHODS], events: [...BIP122_EVENTS] },
      },
    })
  })
  wallet.on('session_request', async ({ id, topic: requestTopic, params }) => {
    const { method, params: input } = params.request as { method: string; params: Record<string, unknown> }
    let result: unknown
    if (method === 'signMessage' && input.protocol === 'bip322') {
      result = { address: input.address, signature: signBip322Simple(account.privateKey, String(input.address), String(input.message)) }
    } else if (method === 'signPsbt') {
      const transaction = Transaction.fromPSBT(base64.decode(String(input.psbt)))
      transaction.sign(account.privateKey, [SigHash.ALL])
      if (input.broadcast === true) {
        transaction.finalize()
        const response = await fetch(`${devnet.esploraUrl}/tx`, { method: 'POST', body: transaction.hex })
        result = { psbt: base64.encode(transaction.toPSBT()), txid: (await response.text()).trim() }
      } else {
        result = { psbt: base64.encode(transaction.toPSBT()) }
      }
    }
    await wallet.respond({ topic: requestTopic, response: result ? { id, jsonrpc: '2.0', result } : { id, jsonrpc: '2.0', error: { code: 4200, message: `no ${method}` } } })
  })

  // The visitor picks WalletConnect (the eip155 side pairs); core then connects the other sides, its companions.
  const pending = evm.connect({ network: evmNetwork })
  const pairing = await nextPairing(evm.pairing!)
  await wallet.pair({ uri: pairing.uri })
  await pending
  topic = wallet.session.getAll()[0]!.topic
})

afterAll(async () => {
  if (wallet) await closeSignClient(wallet)
  await relay?.close()
  await devnet?.stop()
})

describe('a Bitcoin session over WalletConnect with sign-client as the wallet', () => {
  it("proposes the host's Bitcoin network with WalletConnect's bip122 RPC and event, in one proposal with eip155 and solana, and the Bitcoin side joins the one session on its payment account", async () => {
    expect(proposedNamespaces.sort()).toEqual(['bip122', 'eip155', 'solana'])
    expect(proposedBitcoin).toEqual({ chains: [regtest.caipNetworkId], methods: [...BIP122_METHODS], events: [...BIP122_EVENTS] })
    expect(bitcoin.pairing, 'only the first namespace pairs').toBeUndefined()
    await expect(bitcoin.connect({ network: regtest })).resolves.toMatchObject({ addresses: [account.address], chainId: regtest.id })
  })

  it('a message signed through the Bitcoin side is BIP-322 and verifies against the session’s account', async () => {
    const signature = await bitcoin.signMessage({ message: 'Hello over WalletConnect', address: account.address })
    expect(verifyBip322Simple(account.address, 'Hello over WalletConnect', signature)).toBe(true)
  })

  it('a PSBT the host builds from the account’s outputs is signed and broadcast by the wallet (sendPsbt), and its output lands on the node', async () => {
    const receiver = bech32.encode('bcrt', [0, ...bech32.toWords(randomBytes(20))])
    const [utxo] = (await (await fetch(`${devnet.esploraUrl}/address/${account.address}/utxo`)).json()) as { txid: string; vout: number; value: number }[]
    const script = OutScript.encode(Address(REGTEST).decode(account.address))
    const transaction = new Transaction()
    transaction.addInput({ txid: hex.decode(utxo!.txid), index: utxo!.vout, witnessUtxo: { script, amount: BigInt(utxo!.value) } })
    transaction.addOutput({ script: OutScript.encode(Address(REGTEST).decode(receiver)), amount: 25_000_000n })
    transaction.addOutput({ script, amount: BigInt(utxo!.value) - 25_000_000n - 1_000n })
    const prepared = (await bitcoinParts.prepare(
      'sendPsbt',
      { psbt: base64.encode(transaction.toPSBT()), to: receiver, signInputs: [{ address: account.address, index: 0 }] },
      { address: account.address, chainId: regtest.id },
    ))!
    expect(prepared.kind).toBe('transaction')
    const txid = prepared.read(await bitcoin.rpc(prepared.rpc)) as string
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    await devnet.mine(1)
    const outputs = (await (await fetch(`${devnet.esploraUrl}/address/${receiver}/utxo`)).json()) as { txid: string; value: number; status: { confirmed: boolean } }[]
    expect(outputs).toEqual([expect.objectContaining({ txid, value: 25_000_000, status: expect.objectContaining({ confirmed: true }) })])
  })

  it('the wallet moving to another payment address (its session update and bip122_addressesChanged) moves the account', async () => {
    const next = devnet.accounts[3]!.address
    const changed = new Promise<string[]>((resolve) => bitcoin.on('accountsChanged', resolve))
    await wallet.update({
      topic,
      namespaces: {
        ...wallet.session.get(topic).namespaces,
        bip122: { chains: [regtest.caipNetworkId], accounts: [`${regtest.caipNetworkId}:${next}`], methods: [...BIP122_METHODS], events: [...BIP122_EVENTS] },
      },
    })
    await wallet.emit({ topic, chainId: regtest.caipNetworkId, event: { name: 'bip122_addressesChanged', data: [{ address: next, intention: 'payment' }] } })
    expect(await changed).toEqual([next])
  })
})
