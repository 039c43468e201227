import { findAssociatedTokenPda } from '@solana-program/token'
import { address, decompileTransactionMessage, getCompiledTransactionMessageDecoder, getTransactionDecoder, type Instruction } from '@solana/kit'
import { base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { planSolanaSend, solanaSendBytes } from '../../src/send/solanaSends.ts'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '../../src/send/solanaSendRules.ts'
import { useFakeNode } from './fakeNode.ts'

const fakeNode = useFakeNode()
const node = () => ({ rpcUrls: { default: { http: [fakeNode.url] } } })

const SENDER = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW'
const RECEIVER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
/** A token account of the sender's that is not its associated one. */
const OTHER_ACCOUNT = 'Ebg7Z1EBRqmPzX2zU5Nt7jLh2qDxcHJ59jBLtKuJkDEE'
const BLOCKHASH = '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZAMdL4VZHirAn'
const ATA_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const RENT_165 = 2_039_280

const associated = async (owner: string, program = TOKEN_PROGRAM) => (await findAssociatedTokenPda({ owner: address(owner), mint: address(MINT), tokenProgram: address(program) }))[0]
const withContext = (value: unknown) => ({ context: { slot: 1 }, value })
const tokenAccount = (pubkey: string, amount: bigint, program = TOKEN_PROGRAM) => ({
  pubkey,
  account: {
    lamports: RENT_165,
    owner: program,
    data: { program: 'spl-token', parsed: { info: { mint: MINT, owner: SENDER, tokenAmount: { amount: String(amount), decimals: 6 } }, type: 'account' } },
  },
})

/** A node holding the sender's USDC in two accounts (its associated one with 50, another with 100), and the mint under `program`. */
async function chainWith({ receiverHasAccount = false, program = TOKEN_PROGRAM, mintBytes = 82 } = {}) {
  const senderAta = await associated(SENDER, program)
  const receiverAta = await associated(RECEIVER, program)
  fakeNode.answer = ({ method, params }) => {
    const [first] = params as unknown[]
    if (method === 'getTokenAccountsByOwner' && first === SENDER) return withContext([tokenAccount(OTHER_ACCOUNT, 100_000_000n, program), tokenAccount(senderAta, 50_000_000n, program)])
    if (method === 'getAccountInfo' && first === receiverAta)
      return withContext(receiverHasAccount ? { lamports: RENT_165, owner: program, data: [base64.encode(new Uint8Array(165)), 'base64'] } : null)
    if (method === 'getAccountInfo' && first === MINT) return withContext({ lamports: 1_461_600, owner: program, data: [base64.encode(new Uint8Array(mintBytes)), 'base64'] })
    if (method === 'getMinimumBalanceForRentExemption') return first === 165 ? RENT_165 : first === 170 ? 2_074_080 : null
    if (method === 'getLatestBlockhash') return withContext({ blockhash: BLOCKHASH, lastValidBlockHeight: 300 })
    return null
  }
  return { senderAta, receiverAta }
}

function readTransaction(bytes: Uint8Array) {
  const { messageBytes, signatures } = getTransactionDecoder().decode(bytes)
  const message = decompileTransactionMessage(getCompiledTransactionMessageDecoder().decode(messageBytes))
  return {
    signers: Object.keys(signatures),
    feePayer: message.feePayer.address,
    blockhash: 'blockhash' in message.lifetimeConstraint ? message.lifetimeConstraint.blockhash : undefined,
    instructions: (message.instructions as readonly Instruction[]).map((instruction) => ({
      program: instruction.programAddress as string,
      accounts: instruction.accounts?.map((account) => account.address as string),
      data: [...(instruction.data ?? [])],
    })),
  }
}

const u64 = (value: bigint) => [...new Uint8Array(new BigUint64Array([value]).buffer)]

describe('a Solana send', () => {
  it('of SOL is a system transfer from the sender, who pays 5000 lamports and signs alone', async () => {
    await chainWith()
    const plan = await planSolanaSend(node(), { from: SENDER, to: RECEIVER, units: 10_000_000n })
    expect(plan).toMatchObject({ fee: 5000n, tokenAccountRent: 0n })
    expect(plan?.token).toBeUndefined()
    const transaction = readTransaction(await solanaSendBytes(node(), plan!))
    expect(transaction).toEqual({
      signers: [SENDER],
      feePayer: SENDER,
      blockhash: BLOCKHASH,
      instructions: [{ program: '11111111111111111111111111111111', accounts: [SENDER, RECEIVER], data: [2, 0, 0, 0, ...u64(10_000_000n)] }],
    })
  })

  it('of a token to a receiver without its token account opens that account (idempotent create) and transfers checked; the fee adds the account’s rent', async () => {
    const { senderAta, receiverAta } = await chainWith()
    const plan = await planSolanaSend(node(), { from: SENDER, to: RECEIVER, units: 1_500_000n, mint: MINT })
    expect(plan).toMatchObject({ fee: 5000n + BigInt(RENT_165), tokenAccountRent: BigInt(RENT_165) })
    expect(plan?.token, 'from the sender’s associated account, which holds the amount').toEqual({
      mint: MINT,
      program: TOKEN_PROGRAM,
      decimals: 6,
      source: senderAta,
      destination: receiverAta,
      createDestination: true,
    })
    const { instructions, feePayer, signers } = readTransaction(await solanaSendBytes(node(), plan!))
    expect([feePayer, signers]).toEqual([SENDER, [SENDER]])
    expect(instructions).toEqual([
      { program: ATA_PROGRAM, accounts: [SENDER, receiverAta, RECEIVER, MINT, '11111111111111111111111111111111', TOKEN_PROGRAM], data: [1] },
      { program: TOKEN_PROGRAM, accounts: [senderAta, MINT, receiverAta, SENDER], data: [12, ...u64(1_500_000n), 6] },
    ])
  })

  it('of a token to a receiver who has its token account only transfers, for the signature fee', async () => {
    const { receiverAta } = await chainWith({ receiverHasAccount: true })
    const plan = await planSolanaSend(node(), { from: SENDER, to: RECEIVER, units: 1_500_000n, mint: MINT })
    expect(plan).toMatchObject({ fee: 5000n, tokenAccountRent: 0n, token: { createDestination: false, destination: receiverAta } })
    const { instructions } = readTransaction(await solanaSendBytes(node(), plan!))
    expect(instructions.map((instruction) => instruction.program)).toEqual([TOKEN_PROGRAM])
  })

  it('takes an amount the associated account cannot cover from another account of the sender that holds it all', async () => {
    await chainWith()
    const plan = await planSolanaSend(node(), { from: SENDER, to: RECEIVER, units: 80_000_000n, mint: MINT })
    expect(plan?.token?.source).toBe(OTHER_ACCOUNT)
  })

  it('under Token-2022 opens a 170-byte account for a plain mint, through that program', async () => {
    const { receiverAta } = await chainWith({ program: TOKEN_2022_PROGRAM })
    const plan = await planSolanaSend(node(), { from: SENDER, to: RECEIVER, units: 1n, mint: MINT })
    expect(plan).toMatchObject({ tokenAccountRent: 2_074_080n, token: { program: TOKEN_2022_PROGRAM, destination: receiverAta } })
    const { instructions } = readTransaction(await solanaSendBytes(node(), plan!))
    expect(instructions.map((instruction) => instruction.program)).toEqual([ATA_PROGRAM, TOKEN_2022_PROGRAM])
  })

  it('has no plan (the review says the fee is unavailable) when the node cannot say, no single account holds the amount, or the account to open has no known size', async () => {
    await chainWith()
    expect(await planSolanaSend(node(), { from: SENDER, to: RECEIVER, units: 150_000_000n, mint: MINT }), 'split over two accounts').toBeUndefined()
    await chainWith({ program: TOKEN_2022_PROGRAM, mintBytes: 234 })
    expect(await planSolanaSend(node(), { from: SENDER, to: RECEIVER, units: 1n, mint: MINT }), 'a Token-2022 mint with extensions').toBeUndefined()
    fakeNode.answer = () => null
    expect(await planSolanaSend(node(), { from: SENDER, to: RECEIVER, units: 1n, mint: MINT }), 'a node answering nonsense').toBeUndefined()
    expect(await planSolanaSend({ rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }, { from: SENDER, to: RECEIVER, units: 1n, mint: MINT }), 'a node that does not answer').toBeUndefined()
    expect(await planSolanaSend({ rpcUrls: { default: { http: [] } } }, { from: SENDER, to: RECEIVER, units: 1n })).toBeUndefined()
  })
})
