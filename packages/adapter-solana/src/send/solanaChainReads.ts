/**
 * The Solana node's answers a send needs, read from the network's RPC (the URL the app already
 * gives the network, where the balance follow-up asks getSignatureStatuses too) and checked at this
 * edge: an answer of another shape throws, so the review says the fee is unavailable rather than
 * guessing. zod/mini, as Foyer's other lazily loaded boundaries: the page's first load carries only
 * the options' valibot, and a lazy chunk's use of another valibot check would be hoisted into it.
 */
import { callChainRpc, type RpcUrls } from '@foyer/core/internal'
import { base64 } from '@scure/base'
import * as z from 'zod/mini'

/** u64s come as JSON numbers (exact below 2^53, which rent and fees are) or, from some nodes, as strings. */
const u64 = z.pipe(
  z.union([z.int().check(z.minimum(0)), z.string().check(z.regex(/^\d+$/))]),
  z.transform((value) => BigInt(value)),
)
const base58Text = z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,88}$/))
const withContext = <T extends z.core.$ZodType>(value: T) => z.object({ value })

const blockhashAnswer = withContext(z.object({ blockhash: base58Text, lastValidBlockHeight: u64 }))
const accountAnswer = withContext(z.nullable(z.object({ lamports: u64, owner: base58Text, data: z.tuple([z.string(), z.literal('base64')]) })))
const tokenAccountsAnswer = withContext(
  z.array(
    z.object({
      pubkey: base58Text,
      account: z.object({
        owner: base58Text,
        data: z.object({ parsed: z.object({ info: z.object({ tokenAmount: z.object({ amount: u64, decimals: z.int().check(z.minimum(0), z.maximum(255)) }) }) }) }),
      }),
    }),
  ),
)

export interface Blockhash {
  blockhash: string
  lastValidBlockHeight: bigint
}

/** The blockhash a transaction is made with, and the last block height it is valid at. */
export async function readLatestBlockhash(url: RpcUrls): Promise<Blockhash> {
  return z.parse(blockhashAnswer, await callChainRpc(url, { method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] })).value
}

export interface AccountSummary {
  lamports: bigint
  /** The program that owns it (a token program for a mint or a token account). */
  owner: string
  bytes: number
}

/** An account's owner, lamports and size; null when there is no such account. */
export async function readAccount(url: RpcUrls, address: string): Promise<AccountSummary | null> {
  const answer = z.parse(accountAnswer, await callChainRpc(url, { method: 'getAccountInfo', params: [address, { encoding: 'base64', commitment: 'confirmed' }] })).value
  return answer && { lamports: answer.lamports, owner: answer.owner, bytes: base64.decode(answer.data[0]).length }
}

/** The lamports an account of `bytes` bytes must hold to be rent-exempt (what opening one deposits). */
export async function readRentExemption(url: RpcUrls, bytes: number): Promise<bigint> {
  return z.parse(u64, await callChainRpc(url, { method: 'getMinimumBalanceForRentExemption', params: [bytes] }))
}

export interface HeldTokenAccount {
  address: string
  /** The token program that owns it. */
  program: string
  amount: bigint
  decimals: number
}

/** The owner's token accounts of one mint, under either token program, with what each holds. */
export async function readTokenAccounts(url: RpcUrls, owner: string, mint: string): Promise<HeldTokenAccount[]> {
  const answer = z.parse(tokenAccountsAnswer, await callChainRpc(url, { method: 'getTokenAccountsByOwner', params: [owner, { mint }, { encoding: 'jsonParsed', commitment: 'confirmed' }] }))
  return answer.value.map(({ pubkey, account }) => ({ address: pubkey, program: account.owner, ...account.data.parsed.info.tokenAmount }))
}
