import { readSignerPayload, signingPayloadBytes } from '@foyer/adapter-polkadot/transaction'
import { verifyPolkadotSignature } from '@foyer/siwx-verify'
import type { SessionRequest } from '@foyer/walletconnect'
import { hex } from '@scure/base'
import { getPublicKey, secretFromSeed, verify } from '@scure/sr25519'
import { describe, expect, it } from 'vitest'
import { requestedPermissions, supportedNamespaces } from '../src/lib/namespaces.ts'
import { polkadotWalletNamespace } from '../src/polkadot/polkadotNamespace.ts'
import { payloadSigningBytes } from '../src/polkadot/polkadotPayload.ts'
import { encodeSs58Address } from '@foyer/siwx-verify/ss58'

const DEVNET = 'polkadot:45454545454545454545454545454545'
const SECRET = secretFromSeed(new Uint8Array(32).fill(7))
const OWN = encodeSs58Address(getPublicKey(SECRET), 2)
const STRANGER = encodeSs58Address(getPublicKey(secretFromSeed(new Uint8Array(32).fill(8))), 2)
// The node is never reached: the card says the call could not be decoded, and shows its bytes.
const side = polkadotWalletNamespace({
  caipNetworkId: DEVNET,
  name: 'Foyer Polkadot Devnet',
  rpcUrl: 'ws://127.0.0.1:9',
  ss58Prefix: 2,
  nativeCurrency: { name: 'Rococo', symbol: 'ROC', decimals: 12 },
  secretKey: `0x${hex.encode(SECRET)}`,
})

/** A Balances.transfer_keep_alive of 5,000,000 planck as @polkadot/api built it on the devnet (asset-hub-rococo, spec 900), for this wallet's account. */
const PAYLOAD = {
  specVersion: '0x00000384',
  transactionVersion: '0x00000006',
  address: OWN,
  assetId: null,
  blockHash: '0xbc6b805f994bfc0bf491575cfec25eb8dbb7b2db6f24d7b48dcc79d3c0575904',
  blockNumber: '0x00000001',
  era: '0x1400',
  genesisHash: `0x${'45'.repeat(32)}`,
  metadataHash: null,
  method: '0x0a0300b2afb9332b57c6c54d4a3730e9d55782854b09e9aee0d2d05151941576a7b742022d3101',
  mode: 0,
  nonce: '0x00000000',
  signedExtensions: ['CheckNonZeroSender', 'CheckSpecVersion', 'CheckTxVersion', 'CheckGenesis', 'CheckMortality', 'CheckNonce', 'CheckWeight', 'ChargeAssetTxPayment'],
  tip: '0x00000000000000000000000000000000',
  version: 4,
  withSignedTransaction: false,
}

const request = (method: string, params: unknown, chainId = DEVNET): SessionRequest => ({ id: 1, topic: 'topic', params: { request: { method, params }, chainId } })

describe("the reference wallet's Polkadot requests", () => {
  it('grants its sr25519 account, written with the chain’s prefix, on the devnet chain with WalletConnect’s polkadot methods', () => {
    expect(side.account).toMatchObject({ address: OWN, caipNetworkId: DEVNET })
    const supported = supportedNamespaces([31337], '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', [side])
    expect(supported.polkadot).toEqual({ chains: [DEVNET], methods: ['polkadot_signMessage', 'polkadot_signTransaction'], events: ['chainChanged', 'accountsChanged'], accounts: [`${DEVNET}:${OWN}`] })
    const requested = requestedPermissions({ requiredNamespaces: {}, optionalNamespaces: { polkadot: { chains: [DEVNET], methods: ['polkadot_signTransaction'], events: [] } } }, supported)
    expect(requested.methods).toEqual([{ name: 'polkadot_signTransaction', required: false, supported: true }])
    expect(side.isPrompted('polkadot_signMessage') && side.isPrompted('polkadot_signTransaction')).toBe(true)
  })

  it('a message is signed over its <Bytes>-wrapped UTF-8 and verifies with @foyer/siwx-verify; hex is signed as the bytes it spells, as signRaw does', async () => {
    const view = await side.describe(request('polkadot_signMessage', { address: OWN, message: 'Hello' }))
    expect(view).toMatchObject({ title: 'Sign a message', rows: [{ label: 'Account', value: OWN }], blocks: [{ label: 'Message', text: 'Hello' }] })
    const { result } = await side.sign(request('polkadot_signMessage', { address: OWN, message: 'Hello' }))
    expect(verifyPolkadotSignature(OWN, 'Hello', (result as { signature: string }).signature)).toBe('sr25519')
    const bytes = await side.sign(request('polkadot_signMessage', { address: OWN, message: '0x48690a' }))
    const signature = hex.decode((bytes.result as { signature: string }).signature.slice(2))
    expect(verify(new TextEncoder().encode('<Bytes>Hi\n</Bytes>'), signature, getPublicKey(SECRET))).toBe(true)
  })

  it('signs the bytes @polkadot/types reads from the SignerPayloadJSON, which are the ones Foyer’s own encoder makes, and answers the typed (0x01) sr25519 signature', async () => {
    const bytes = payloadSigningBytes(PAYLOAD)
    expect(hex.encode(bytes)).toBe(hex.encode(signingPayloadBytes(readSignerPayload(PAYLOAD))))
    const { result } = await side.sign(request('polkadot_signTransaction', { address: OWN, transactionPayload: PAYLOAD }))
    const signature = (result as { signature: string }).signature
    expect(signature).toMatch(/^0x01[0-9a-f]{128}$/)
    expect(verify(bytes, hex.decode(signature.slice(4)), getPublicKey(SECRET))).toBe(true)
  })

  it('a transaction whose call cannot be decoded (the node unreachable) shows its call data and its fields, and says so', async () => {
    const view = await side.describe(request('polkadot_signTransaction', { address: OWN, transactionPayload: PAYLOAD }))
    expect(view.title).toBe('Sign a transaction')
    expect(view.rows[1]).toEqual({ label: 'Call', value: expect.stringMatching(/^not decoded \(.+\): the call data below is what is signed$/) })
    expect(view.rows.slice(2)).toEqual([
      { label: 'Tip', value: '0 ROC' },
      { label: 'Nonce', value: '0' },
      { label: 'Lifetime', value: 'mortal, from block 1' },
      { label: 'Runtime', value: 'spec 900, transaction version 6' },
    ])
    expect(view.blocks[0]).toEqual({ label: 'Call data (hex)', text: PAYLOAD.method, folded: false })
  })

  it('refuses another account, another chain, a malformed payload and an unknown method, each with the RPC error to answer', async () => {
    await expect(side.describe(request('polkadot_signMessage', { address: STRANGER, message: 'x' }))).rejects.toMatchObject({ code: 4100 })
    await expect(side.sign(request('polkadot_signTransaction', { address: OWN, transactionPayload: { ...PAYLOAD, address: STRANGER } }))).rejects.toMatchObject({ code: 4100 })
    await expect(side.describe(request('polkadot_signMessage', { address: OWN, message: 'x' }, 'polkadot:91b171bb158e2d3848fa23a9f1c25182'))).rejects.toMatchObject({ code: 4901 })
    await expect(side.sign(request('polkadot_signTransaction', { address: OWN, transactionPayload: { ...PAYLOAD, genesisHash: `0x${'ab'.repeat(32)}` } }))).rejects.toMatchObject({ code: 4901 })
    await expect(side.describe(request('polkadot_signTransaction', { address: OWN, transactionPayload: { ...PAYLOAD, nonce: 7 } }))).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining('nonce'),
    })
    await expect(side.describe(request('polkadot_signMessage', { address: OWN }))).rejects.toMatchObject({ code: -32602 })
    await expect(side.describe(request('polkadot_getAccounts', {}))).rejects.toMatchObject({ code: 4200 })
    await expect(side.answerSilently('polkadot_getAccounts', {})).rejects.toMatchObject({ code: 4200 })
  })
})
