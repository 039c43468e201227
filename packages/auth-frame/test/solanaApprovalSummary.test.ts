import { getTransferSolInstruction } from '@solana-program/system'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase58Decoder,
  getBase64Decoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Blockhash,
  type Instruction,
} from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { summarizeSolanaRequest } from '../src/frame/approvalSummaries/solanaSummary.ts'

const PAYER = address('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')
const RECEIVER = address('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')
const LIFETIME = { blockhash: 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N' as Blockhash, lastValidBlockHeight: 100n }

/** A transaction as a host builds it with @solana/kit, unsigned, in base64 (the RPC's form). */
function transaction(instructions: Instruction[], feePayer = PAYER): string {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(feePayer, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(LIFETIME, m),
  )
  return getBase64Decoder().decode(getTransactionEncoder().encode(compileTransaction(message)))
}

const transferSol = (amount: bigint) => getTransferSolInstruction({ source: createNoopSigner(PAYER), destination: RECEIVER, amount })
const COMPUTE_BUDGET = address('ComputeBudget111111111111111111111111111111')
/** SetComputeUnitLimit (2, u32) and SetComputeUnitPrice (3, u64 micro-lamports), as the Compute Budget program reads them. */
function computeBudget(units: number, microLamports: bigint): Instruction[] {
  const limit = new Uint8Array(5)
  limit[0] = 2
  new DataView(limit.buffer).setUint32(1, units, true)
  const price = new Uint8Array(9)
  price[0] = 3
  new DataView(price.buffer).setBigUint64(1, microLamports, true)
  return [
    { programAddress: COMPUTE_BUDGET, data: limit },
    { programAddress: COMPUTE_BUDGET, data: price },
  ]
}

describe('the approval screen for Solana requests', () => {
  it('a SOL transfer shows its amount in SOL, its receiver, the network fee (5,000 lamports per signature) and who pays it', () => {
    const summary = summarizeSolanaRequest('solana_signAndSendTransaction', { transaction: transaction([transferSol(10_000_000n)]) })
    expect(summary).toEqual({
      title: 'Send transaction',
      sections: [
        {
          kind: 'rows',
          rows: [
            { label: 'Amount', value: '0.01 SOL' },
            { label: 'To', value: RECEIVER, mono: true },
            { label: 'Network fee', value: '0.000005 SOL' },
            { label: 'Fee paid by', value: PAYER, mono: true },
          ],
        },
      ],
    })
  })

  it('a priority fee is the unit price times the unit limit, rounded up to a lamport, on top of the base fee', () => {
    // 300,000 units at 1.5 micro-lamports each: 450,000 micro-lamports, 0.45 lamports → 1 lamport.
    const rows = summarizeSolanaRequest('solana_signTransaction', { transaction: transaction([...computeBudget(300_000, 1n), transferSol(1n)]) }).sections[0]
    expect(rows).toMatchObject({ rows: expect.arrayContaining([{ label: 'Network fee', value: '0.000005001 SOL' }]) })
    const pricier = summarizeSolanaRequest('solana_signTransaction', { transaction: transaction([...computeBudget(200_000, 2_000_000n), transferSol(1n)]) }).sections[0]
    // 200,000 × 2,000,000 / 1,000,000 = 400,000 lamports of priority fee.
    expect(pricier).toMatchObject({ rows: expect.arrayContaining([{ label: 'Network fee', value: '0.000405 SOL' }]) })
  })

  it('a call to another program names the program; signing alone is titled Sign transaction', () => {
    const program = address('JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4')
    const summary = summarizeSolanaRequest('solana_signTransaction', { transaction: transaction([{ programAddress: program, data: new Uint8Array([1, 2, 3]) }]) })
    expect(summary.title).toBe('Sign transaction')
    expect(summary.sections[0]).toMatchObject({ rows: expect.arrayContaining([{ label: 'Calls program', value: program, mono: true }]) })
  })

  it('bytes that are not a transaction say so instead of showing nothing', () => {
    for (const bad of ['AAAA', 'not base64!', undefined, 42]) {
      expect(summarizeSolanaRequest('solana_signAndSendTransaction', { transaction: bad }).sections[0]).toEqual({
        kind: 'rows',
        rows: [{ label: 'Transaction', value: 'This transaction could not be read. Decline it unless you trust this site.' }],
      })
    }
  })

  it('a message shows as text when it is text, else as the base58 it came in', () => {
    const text = getBase58Decoder().decode(new TextEncoder().encode('Sign in to Foyer'))
    expect(summarizeSolanaRequest('solana_signMessage', { message: text })).toEqual({
      title: 'Sign message',
      sections: [{ kind: 'text', label: 'Message', text: 'Sign in to Foyer', mono: false }],
    })
    const binary = getBase58Decoder().decode(new Uint8Array([0, 1, 2, 250]))
    expect(summarizeSolanaRequest('solana_signMessage', { message: binary }).sections[0]).toEqual({ kind: 'text', label: 'Message', text: binary, mono: true })
  })
})
