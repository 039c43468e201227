/**
 * The Solana node's answers a send needs, read from the network's RPC (the URL the app already
 * gives the network, where the balance follow-up asks getSignatureStatuses too) and checked at this
 * edge: an answer of another shape throws, so the review says the fee is unavailable rather than
 * guessing. valibot, as the chain reads beside it (`api/chainRpc.ts`) and the balances: it is on
 * the page already, so checking costs no download.
 */
import { base64 } from '@scure/base'
import * as v from 'valibot'
import { callChainRpc } from '@foyer/core/internal'

/** u64s come as JSON numbers (exact below 2^53, which rent and fees are) or, from some nodes, as strings. */
const u64 = v.pipe(
  v.union([v.pipe(v.number(), v.integer(), v.minValue(0)), v.pipe(v.string(), v.regex(/^\d+$/))]),
  v.transform((value) => BigInt(value)),
)
const base58Text = v.pipe(v.string(), v.regex(/^[1-9A-HJ-NP-Za-km-z]{32,88}$/))
const withContext = <T extends v.GenericSchema>(value: T) => v.object({ value })

const blockhashAnswer = withContext(v.object({ blockhash: base58Text, lastValidBlockHeight: u64 }))
const accountAnswer = withContext(v.nullable(v.object({ lamports: u64, owner: base58Text, data: v.tuple([v.string(), v.literal('base64')]) })))
const tokenAccountsAnswer = withContext(
  v.array(
    v.object({
      pubkey: base58Text,
      account: v.object({
        owner: base58Text,
        data: v.object({ parsed: v.object({ info: v.object({ tokenAmount: v.object({ amount: u64, decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255)) }) }) }) }),
      }),
    }),
  ),
)

export interface Blockhash {
  blockhash: string
  lastValidBlockHeight: bigint
}

/** The blockhash a transaction is made with, and the last block height it is valid at. */
export async function readLatestBlockhash(url: string): Promise<Blockhash> {
  return v.parse(blockhashAnswer, await callChainRpc(url, { method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] })).value
}

export interface AccountSummary {
  lamports: bigint
  /** The program that owns it (a token program for a mint or a token account). */
  owner: string
  bytes: number
}

/** An account's owner, lamports and size; null when there is no such account. */
export async function readAccount(url: string, address: string): Promise<AccountSummary | null> {
  const answer = v.parse(accountAnswer, await callChainRpc(url, { method: 'getAccountInfo', params: [address, { encoding: 'base64', commitment: 'confirmed' }] })).value
  return answer && { lamports: answer.lamports, owner: answer.owner, bytes: base64.decode(answer.data[0]).length }
}

/** The lamports an account of `bytes` bytes must hold to be rent-exempt (what opening one deposits). */
export async function readRentExemption(url: string, bytes: number): Promise<bigint> {
  return v.parse(u64, await callChainRpc(url, { method: 'getMinimumBalanceForRentExemption', params: [bytes] }))
}

export interface HeldTokenAccount {
  address: string
  /** The token program that owns it. */
  program: string
  amount: bigint
  decimals: number
}

/** The owner's token accounts of one mint, under either token program, with what each holds. */
export async function readTokenAccounts(url: string, owner: string, mint: string): Promise<HeldTokenAccount[]> {
  const answer = v.parse(tokenAccountsAnswer, await callChainRpc(url, { method: 'getTokenAccountsByOwner', params: [owner, { mint }, { encoding: 'jsonParsed', commitment: 'confirmed' }] }))
  return answer.value.map(({ pubkey, account }) => ({ address: pubkey, program: account.owner, ...account.data.parsed.info.tokenAmount }))
}
