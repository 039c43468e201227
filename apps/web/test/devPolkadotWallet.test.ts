// The Dev Wallet's Polkadot side as Foyer's connector meets it (the adapter's injectedConnector over
// what it put under injectedWeb3), with a scripted consent in place of the panel (the panel itself
// is exercised by the browser e2e suite); its transactions as the devnet's chain (chopsticks) takes
// them, signed through polkadot-api's Polkadot.js signer as a dapp would.
import { encodeSs58, injectedConnector, polkadotNetwork, type InjectedWindowProvider } from '@foyer/adapter-polkadot'
import { wrapBytes } from '@foyer/adapter-polkadot/testing'
import { verifyPolkadotSignature } from '@foyer/siwx-verify'
import { hex } from '@scure/base'
import * as sr25519 from '@scure/sr25519'
import { startPolkadotDevnet, type PolkadotDevnet } from '@foyer/devnet'
import { createClient, type PolkadotClient } from 'polkadot-api'
import { getPolkadotSignerFromPjs } from 'polkadot-api/pjs-signer'
import { getWsProvider } from 'polkadot-api/ws'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import type { ConsentRequest } from '../src/dev-wallet/index.ts'
import { DEV_POLKADOT_WALLET_KEY, installDevPolkadotWallet } from '../src/dev-wallet/polkadotWallet.ts'

const SECRET = sr25519.secretFromSeed(new Uint8Array(32).fill(7))
const ORIGIN = 'http://127.0.0.1:5173'
/** A chain of Kusama's prefix (2), as the devnet's Asset Hub is. */
const devnet = polkadotNetwork({
  network: `0x${'45'.repeat(32)}`,
  name: 'Foyer Polkadot Devnet',
  rpcUrl: 'ws://127.0.0.1:8000',
  ss58Prefix: 2,
  nativeCurrency: { name: 'Rococo', symbol: 'ROC', decimals: 12 },
})

function setup(options: { answers?: boolean[]; siteApproved?: boolean; storage?: Map<string, string>; secretKey?: Uint8Array } = {}) {
  const answers = [...(options.answers ?? [])]
  const consent = vi.fn(async (_request: ConsentRequest) => answers.shift() ?? true)
  const store = options.storage ?? new Map<string, string>()
  const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value), removeItem: (key: string) => void store.delete(key) }
  const target: { injectedWeb3?: Record<string, InjectedWindowProvider> } = {}
  installDevPolkadotWallet({
    secretKey: `0x${hex.encode(options.secretKey ?? SECRET)}`,
    networkName: devnet.name,
    consent,
    origin: ORIGIN,
    isSiteApproved: async () => options.siteApproved ?? false,
    storage,
    target,
  })
  const provider = target.injectedWeb3![DEV_POLKADOT_WALLET_KEY]!
  const connector = injectedConnector(provider, { id: `polkadot:${DEV_POLKADOT_WALLET_KEY}`, name: 'Foyer Dev Wallet', appName: 'Foyer demo' })
  return { connector, consent, store, provider }
}

describe('the Dev Wallet’s Polkadot side', () => {
  it('asks before it shares its account, which the page writes with the network’s prefix; the approval is remembered', async () => {
    const { connector, consent, store } = setup()
    const { addresses } = await connector.connect({ network: devnet })
    expect(consent).toHaveBeenCalledOnce()
    expect(consent.mock.calls[0]![0]).toMatchObject({ title: 'Connect', origin: ORIGIN, network: devnet.name })
    expect(addresses).toHaveLength(1)
    expect(addresses[0]).toMatch(/^[C-J]/)
    const reloaded = setup({ storage: store })
    await expect(reloaded.connector.reconnect!({ network: devnet })).resolves.toMatchObject({ addresses })
    expect(reloaded.consent).not.toHaveBeenCalled()
  })

  it('a site connected to the wallet’s EVM side is not asked again', async () => {
    const { connector, consent } = setup({ siteApproved: true })
    await connector.connect({ network: devnet })
    expect(consent).not.toHaveBeenCalled()
  })

  it('asks before it signs a message, showing it; the signature verifies with sr25519 over the <Bytes>-wrapped text', async () => {
    const { connector, consent } = setup({ siteApproved: true })
    const { addresses } = await connector.connect({ network: devnet })
    const signature = await connector.signMessage({ message: 'Hello from the Foyer demo', address: addresses[0]! })
    expect(consent.mock.calls[0]![0]).toMatchObject({ title: 'Sign message', details: [{ label: 'Message', value: 'Hello from the Foyer demo' }] })
    expect(verifyPolkadotSignature(addresses[0]!, 'Hello from the Foyer demo', signature)).toBe('sr25519')
    expect(sr25519.verify(wrapBytes(new TextEncoder().encode('Hello from the Foyer demo')), hex.decode(signature.slice(2)), sr25519.getPublicKey(SECRET))).toBe(true)
  })

  it('a refusal in its prompt is the connector’s refusal in words, at connecting and at signing', async () => {
    const refused = setup({ answers: [false] })
    await expect(refused.connector.connect({ network: devnet })).rejects.toMatchObject({ code: 4001, message: 'The request was rejected in Foyer Dev Wallet' })
    const { connector } = setup({ siteApproved: true, answers: [false] })
    const { addresses } = await connector.connect({ network: devnet })
    await expect(connector.signMessage({ message: 'no', address: addresses[0]! })).rejects.toMatchObject({ code: 4001, message: 'The request was rejected in Foyer Dev Wallet' })
  })
})

describe('the Dev Wallet’s Polkadot side on the devnet chain', () => {
  let devnet: PolkadotDevnet
  let client: PolkadotClient
  beforeAll(async () => {
    devnet = await startPolkadotDevnet()
    // Node 20 has no global WebSocket: ws's stands in for the browser's.
    client = createClient(getWsProvider(devnet.wsUrl, { websocketClass: WebSocket as unknown as typeof globalThis.WebSocket }))
  })
  afterAll(async () => {
    client?.destroy()
    await devnet?.stop()
  })

  it('asks before it signs a transaction; the signature and the signed extrinsic it answers are what the runtime takes: a transfer to a fresh account lands', async () => {
    const { provider, consent } = setup({ siteApproved: true, secretKey: hex.decode(devnet.accounts[0]!.secretKey.slice(2)) })
    const extension = await provider.enable('Foyer demo')
    const [account] = await extension.accounts.get()
    const { signPayload, signRaw } = extension.signer
    // polkadot-api types the hex fields as plain strings; they are the same JSON.
    type PjsSigner = Parameters<typeof getPolkadotSignerFromPjs>
    const signer = getPolkadotSignerFromPjs(account!.address, signPayload as unknown as PjsSigner[1], signRaw as unknown as PjsSigner[2])
    const receiver = encodeSs58(crypto.getRandomValues(new Uint8Array(32)), devnet.ss58Prefix)
    const api = client.getUnsafeApi()
    const sent = await api.tx.Balances!.transfer_keep_alive!({ dest: { type: 'Id', value: receiver }, value: 10n ** 12n }).signAndSubmit(signer)
    expect(sent.ok, JSON.stringify(sent.dispatchError)).toBe(true)
    expect(consent.mock.calls.map(([request]) => request.title)).toEqual(['Sign transaction'])
    const received = (await api.query.System!.Account!.getValue(receiver, { at: 'best' })) as { data: { free: bigint } }
    expect(received.data.free).toBe(10n ** 12n)
  })
})
