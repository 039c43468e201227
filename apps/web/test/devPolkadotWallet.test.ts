// The Dev Wallet's Polkadot side as Foyer's connector meets it (the adapter's injectedConnector over
// what it put under injectedWeb3), with a scripted consent in place of the panel (the panel itself
// is exercised by the browser e2e suite).
import { injectedConnector, polkadotNetwork, type InjectedWindowProvider } from '@foyer/adapter-polkadot'
import { wrapBytes } from '@foyer/adapter-polkadot/testing'
import { verifyPolkadotSignature } from '@foyer/siwx-verify'
import { hex } from '@scure/base'
import * as sr25519 from '@scure/sr25519'
import { describe, expect, it, vi } from 'vitest'
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

function setup(options: { answers?: boolean[]; siteApproved?: boolean; storage?: Map<string, string> } = {}) {
  const answers = [...(options.answers ?? [])]
  const consent = vi.fn(async (_request: ConsentRequest) => answers.shift() ?? true)
  const store = options.storage ?? new Map<string, string>()
  const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value), removeItem: (key: string) => void store.delete(key) }
  const target: { injectedWeb3?: Record<string, InjectedWindowProvider> } = {}
  installDevPolkadotWallet({
    secretKey: `0x${hex.encode(SECRET)}`,
    networkName: devnet.name,
    consent,
    origin: ORIGIN,
    isSiteApproved: async () => options.siteApproved ?? false,
    storage,
    target,
  })
  const provider = target.injectedWeb3![DEV_POLKADOT_WALLET_KEY]!
  const connector = injectedConnector(provider, { id: `polkadot:${DEV_POLKADOT_WALLET_KEY}`, name: 'Foyer Dev Wallet', appName: 'Foyer demo' })
  return { connector, consent, store }
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
