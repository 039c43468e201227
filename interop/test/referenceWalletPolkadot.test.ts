/**
 * The reference wallet's Polkadot side (apps/wallet: its namespaces as `walletNamespacesOf` lists
 * them, its proposal and request answers, on Foyer's wallet client) against sign-client 2.21.8
 * (Apache-2.0, the last open release) as the dapp, on the devnet's chain (chopsticks,
 * asset-hub-rococo): a proposal of polkadot with eip155 is granted the wallet's account //1; a
 * message's sr25519 signature verifies with @foyer/siwx-verify; a real `Balances.transfer_keep_alive`
 * built by @polkadot/api is shown on the wallet's card as what it is (receiver, exact amount, the
 * decoded call), signed by @polkadot/types' reading of the payload once approved, and lands: the
 * receiver's System.Account holds the amount exactly. What the wallet must refuse, it refuses in words.
 */
import { startPolkadotDevnet, type PolkadotDevnet } from '@foyer/devnet'
import { verifyPolkadotSignature } from '@foyer/siwx-verify'
import type { WalletConfig } from '@foyer/wallet/src/config.ts'
import { supportedNamespaces } from '@foyer/wallet/src/lib/namespaces.ts'
import { walletNamespacesOf } from '@foyer/wallet/src/namespaces/walletNamespaces.ts'
import { createPairing } from '@foyer/wallet/src/pairing.ts'
import { approveProposal } from '@foyer/wallet/src/proposalAnswers.ts'
import { approveRequest, receiveRequest, rejectRequest } from '@foyer/wallet/src/requestAnswers.ts'
import { createDevnetSigner } from '@foyer/wallet/src/signer.ts'
import type { WalletContext } from '@foyer/wallet/src/walletContext.ts'
import { createWalletStore, type PendingRequest, type WalletStore } from '@foyer/wallet/src/walletState.ts'
import { createMemoryStorage, createWalletClient, type SessionRequest, type WalletClient } from '@foyer/walletconnect'
import { ApiPromise, WsProvider } from '@polkadot/api'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { startRelay, type RunningRelay } from '../support/relayServer.ts'
import { closeSignClient, initSignClient } from '../support/signClientPeers.ts'
import { landed } from '../support/polkadotExtrinsics.ts'

const ws = WebSocket as unknown as typeof globalThis.WebSocket
/** The devnet's first anvil key: the wallet's eip155 account (its chain is never reached here). */
const EVM_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const AMOUNT = 2_500_000_000_123n
/** Polkadot's genesis hash: a transaction for the relay chain, not the devnet's. (A hash with a long run of digits would trip sign-client 2.21.8's JSON reading, which takes 17+ digits anywhere, strings too, for a big number.) */
const POLKADOT_GENESIS = '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3'

let relay: RunningRelay
let devnet: PolkadotDevnet
let api: ApiPromise
let walletClient: WalletClient
let store: WalletStore
let ctx: WalletContext
let dapp: Awaited<ReturnType<typeof initSignClient>>
let topic = ''
let sessionNamespaces: Record<string, { accounts: string[]; methods: string[] }> = {}
/** The wallet's Polkadot account: the devnet's //1, written with the chain's prefix. */
let own = ''

beforeAll(async () => {
  ;[relay, devnet] = await Promise.all([startRelay(), startPolkadotDevnet()])
  api = await ApiPromise.create({ provider: new WsProvider(devnet.wsUrl), noInitWarn: true })
  own = devnet.accounts[1]!.address
  const config: WalletConfig = {
    relayUrl: relay.url,
    projectId: 'foyer-dev',
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }],
    account: { privateKey: EVM_KEY },
    polkadot: {
      caipNetworkId: devnet.caipNetworkId,
      name: devnet.name,
      rpcUrl: devnet.wsUrl,
      ss58Prefix: devnet.ss58Prefix,
      nativeCurrency: devnet.nativeCurrency,
      secretKey: devnet.accounts[1]!.secretKey,
    },
  }
  // The wallet as startWallet() makes it, with Node's WebSocket and memory for the page's storage.
  const signer = createDevnetSigner(config.account.privateKey, config.chains)
  const namespaces = walletNamespacesOf(config)
  walletClient = await createWalletClient({
    relayUrl: relay.url,
    projectId: 'foyer-dev',
    metadata: { name: 'Foyer Wallet', description: '', url: 'http://127.0.0.1', icons: [] },
    storage: createMemoryStorage(),
    WebSocket: ws,
  })
  store = createWalletStore({
    status: 'ready',
    address: signer.address,
    chainId: 31337,
    pairing: false,
    awaitingProposal: false,
    proposals: [],
    sessions: [],
    requests: [],
    busy: new Set(),
    errors: {},
    activity: [],
  })
  ctx = { config, signer, namespaces, supported: supportedNamespaces([31337], signer.address, namespaces), store, ready: Promise.resolve(walletClient), startedClient: () => walletClient }
  const pairing = createPairing(ctx)
  walletClient.on('session_proposal', (proposal) => pairing.receiveProposal(proposal))
  walletClient.on('session_request', (request) => void receiveRequest(ctx, request as SessionRequest))

  // The dapp proposes eip155 and polkadot, as a host with both would.
  dapp = await initSignClient('sign-client polkadot dapp', relay.url)
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] },
      polkadot: { chains: [devnet.caipNetworkId], methods: ['polkadot_signMessage', 'polkadot_signTransaction'], events: ['chainChanged', 'accountsChanged'] },
    },
  })
  // sign-client's approval() listens from its call on: called before the wallet can answer.
  const approved = approval()
  await pairing.pair(uri!)
  const [proposal] = await until(() => (store.get().proposals.length ? store.get().proposals : undefined))
  await approveProposal(ctx, proposal!.id)
  const session = await approved
  topic = session.topic
  sessionNamespaces = session.namespaces
})

afterAll(async () => {
  if (dapp) await closeSignClient(dapp)
  await walletClient?.close()
  await api?.disconnect()
  await relay?.close()
  await devnet?.stop()
})

/** The dapp's request on the devnet chain; answers what the wallet answered. */
const ask = <T>(method: string, params: unknown) => dapp.request<T>({ topic, chainId: devnet.caipNetworkId, request: { method, params } })

/** Resolves with `read()`'s first defined answer as the wallet's state changes (its cards). */
function until<T>(read: () => T | undefined): Promise<T> {
  return new Promise((resolve) => {
    const now = read()
    if (now !== undefined) return resolve(now)
    const stop = store.subscribe(() => {
      const value = read()
      if (value !== undefined) {
        stop()
        resolve(value)
      }
    })
  })
}

const card = (method: string) => until<PendingRequest>(() => store.get().requests.find((pending) => pending.request.params.request.method === method))

describe("the reference wallet's Polkadot side with sign-client as the dapp", () => {
  it('grants a proposal of polkadot with eip155 its devnet account //1 on the chain (with the chain’s SS58 prefix) and both polkadot methods, in one session', () => {
    expect(Object.keys(sessionNamespaces).sort()).toEqual(['eip155', 'polkadot'])
    expect(sessionNamespaces.polkadot!.accounts).toEqual([`${devnet.caipNetworkId}:${own}`])
    expect(sessionNamespaces.polkadot!.methods.sort()).toEqual(['polkadot_signMessage', 'polkadot_signTransaction'])
    expect(own).not.toBe(devnet.accounts[0]!.address)
  })

  it('shows polkadot_signMessage on a card and, approved, answers { signature } that verifies (sr25519 over the <Bytes>-wrapped text)', async () => {
    const message = 'Sign in to Foyer with Polkadot'
    const answer = ask<{ signature: string }>('polkadot_signMessage', { address: own, message })
    const pending = await card('polkadot_signMessage')
    expect(pending.view).toMatchObject({ title: 'Sign a message', rows: [{ label: 'Account', value: own }], blocks: [{ label: 'Message', text: message }] })
    await approveRequest(ctx, pending.request.id)
    const { signature } = await answer
    expect(verifyPolkadotSignature(own, message, signature)).toBe('sr25519')
  })

  it('shows a Balances.transfer_keep_alive built by @polkadot/api as what it is (receiver, exact amount, the decoded call), signs it once approved, and it lands: the receiver holds the amount exactly', async () => {
    const receiver = api.registry.createType('AccountId', randomBytes(32)).toString()
    const transfer = api.tx.balances.transferKeepAlive(receiver, AMOUNT)
    let shown: PendingRequest | undefined
    await transfer.signAsync(own, {
      signer: {
        async signPayload(payload) {
          const answer = ask<{ signature: `0x${string}` }>('polkadot_signTransaction', { address: own, transactionPayload: payload })
          shown = await card('polkadot_signTransaction')
          await approveRequest(ctx, shown.request.id)
          return { id: 1, ...(await answer) }
        },
      },
    })
    expect(shown!.view.title).toBe('Send ROC')
    expect(shown!.view.rows).toEqual(
      expect.arrayContaining([
        { label: 'To', value: receiver },
        { label: 'Amount', value: `2.500000000123 ROC (${AMOUNT} planck)` },
        { label: 'Call', value: 'balances.transferKeepAlive' },
        { label: 'Tip', value: '0 ROC' },
      ]),
    )
    expect(shown!.view.blocks[0]!.label).toBe('Call (balances.transferKeepAlive)')
    expect(shown!.view.blocks[1]).toEqual({ label: 'Call data (hex)', text: transfer.method.toHex(), folded: true })
    await landed(transfer)
    const { data } = (await api.query.system.account(receiver)) as unknown as { data: { free: { toBigInt(): bigint } } }
    expect(data.free.toBigInt()).toBe(AMOUNT)
  })

  it('refuses another account’s message (4100), another chain’s transaction (4901) and a malformed payload (-32602) without a card, and a rejected card answers the dapp 5000', async () => {
    const stranger = devnet.accounts[3]!.address
    await expect(ask('polkadot_signMessage', { address: stranger, message: 'x' })).rejects.toMatchObject({ code: 4100, message: expect.stringContaining(stranger) })
    const payload = (await api.tx.balances
      .transferKeepAlive(stranger, 5_000_000n)
      .signAsync(own, { signer: { signPayload: async (p) => Promise.reject(Object.assign(new Error('kept'), { payload: p })) } })
      .catch((error: { payload: unknown }) => error.payload)) as Record<string, unknown>
    await expect(ask('polkadot_signTransaction', { address: own, transactionPayload: { ...payload, genesisHash: POLKADOT_GENESIS } })).rejects.toMatchObject({ code: 4901 })
    await expect(ask('polkadot_signTransaction', { address: own, transactionPayload: { ...payload, era: 'soon' } })).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('era') })
    expect(store.get().requests).toEqual([])
    // Caught at once: the refusal may arrive while the rejection is still being sent.
    const refusal = ask('polkadot_signMessage', { address: own, message: 'no' }).catch((error: unknown) => error)
    const pending = await card('polkadot_signMessage')
    await rejectRequest(ctx, pending.request.id)
    expect(await refusal).toMatchObject({ code: 5000 })
  })
})
