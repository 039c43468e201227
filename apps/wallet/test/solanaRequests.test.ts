import type { SessionRequest } from '@foyer/walletconnect'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createTransactionMessage,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Blockhash,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { requestedPermissions, supportedNamespaces } from '../src/lib/namespaces.ts'
import { solanaWalletNamespace } from '../src/solana/solanaNamespace.ts'
import { describeSolanaRequest, signSolanaRequest } from '../src/solana/solanaRequests.ts'
import { createSolanaSigner, solanaAddressOf } from '../src/solana/solanaSigner.ts'

const SEED = new Uint8Array(32).fill(7)
const SECRET_KEY = base58.encode(new Uint8Array([...SEED, ...ed25519.getPublicKey(SEED)]))
const OWN = solanaAddressOf(SECRET_KEY)
const CLUSTER = { caipNetworkId: 'solana:FqxofZ4WZKoycEoFZuNmVQfCj81SPCU9', name: 'Foyer Solana Devnet', rpcUrl: 'http://127.0.0.1:9', secretKey: SECRET_KEY }
const PROGRAM = address('JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4')

const request = (method: string, params: unknown, chainId = CLUSTER.caipNetworkId): SessionRequest => ({ id: 1, topic: 'topic', params: { request: { method, params }, chainId } })

function transaction(feePayer: string): string {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(feePayer), m),
    (m) => appendTransactionMessageInstructions([{ programAddress: PROGRAM, data: new Uint8Array([1]) }], m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N' as Blockhash, lastValidBlockHeight: 1n }, m),
  )
  return base64.encode(new Uint8Array(getTransactionEncoder().encode(compileTransaction(message))))
}

describe("the reference wallet's Solana requests", () => {
  it('grants its Solana account on the devnet cluster beside its EVM chains, and the proposal card marks the cluster as available', () => {
    const supported = supportedNamespaces([31337], '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', [solanaWalletNamespace(CLUSTER)])
    expect(supported.solana).toEqual({
      chains: [CLUSTER.caipNetworkId],
      methods: expect.arrayContaining(['solana_signMessage', 'solana_signAndSendTransaction']),
      events: [],
      accounts: [`${CLUSTER.caipNetworkId}:${OWN}`],
    })
    const requested = requestedPermissions(
      { requiredNamespaces: {}, optionalNamespaces: { solana: { chains: [CLUSTER.caipNetworkId, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], methods: ['solana_signMessage'], events: [] } } },
      supported,
    )
    expect(requested.chains).toEqual([
      { id: CLUSTER.caipNetworkId, required: false, supported: true },
      { id: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', required: false, supported: false },
    ])
  })

  it('shows a message as its text and signs it with ed25519 for the account', async () => {
    const signer = await createSolanaSigner(CLUSTER)
    const message = base58.encode(new TextEncoder().encode('Hello, Solana'))
    const asked = request('solana_signMessage', { message, pubkey: OWN })
    expect(describeSolanaRequest(asked, signer)).toMatchObject({
      title: 'Sign a message',
      chain: 'Foyer Solana Devnet (solana:FqxofZ4WZKoycEoFZuNmVQfCj81SPCU9)',
      blocks: [{ label: 'Message', text: 'Hello, Solana' }],
    })
    const { result } = await signSolanaRequest(asked, signer)
    expect(ed25519.verify(base58.decode((result as { signature: string }).signature), new TextEncoder().encode('Hello, Solana'), base58.decode(OWN))).toBe(true)
  })

  it('shows a transaction’s fee payer and programs, and signs it in the account’s slot', async () => {
    const signer = await createSolanaSigner(CLUSTER)
    const asked = request('solana_signTransaction', { transaction: transaction(OWN) })
    expect(describeSolanaRequest(asked, signer).rows).toEqual([
      { label: 'Account', value: OWN },
      { label: 'Fee payer', value: OWN },
      { label: 'Programs', value: PROGRAM },
    ])
    const { result } = await signSolanaRequest(asked, signer)
    const signed = getTransactionDecoder().decode(base64.decode((result as { transaction: string }).transaction))
    expect(ed25519.verify(Uint8Array.from(signed.signatures[address(OWN)]!), Uint8Array.from(signed.messageBytes), base58.decode(OWN))).toBe(true)
  })

  it('refuses what it cannot answer: another cluster (4901), another signer (4100), bad params (-32602)', async () => {
    const signer = await createSolanaSigner(CLUSTER)
    expect(() => describeSolanaRequest(request('solana_signMessage', { message: '2' }, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'), signer)).toThrow(expect.objectContaining({ code: 4901 }))
    expect(() => describeSolanaRequest(request('solana_signMessage', { message: '2', pubkey: 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW' }), signer)).toThrow(
      expect.objectContaining({ code: 4100 }),
    )
    expect(() => describeSolanaRequest(request('solana_signTransaction', { transaction: 'AAAA' }), signer)).toThrow(expect.objectContaining({ code: -32602 }))
    expect(() => describeSolanaRequest(request('solana_signAndSendTransaction', {}), signer)).toThrow(expect.objectContaining({ code: -32602 }))
    await expect(signSolanaRequest(request('solana_signTransaction', { transaction: transaction('GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW') }), signer)).rejects.toMatchObject({ code: 4100 })
  })
})
