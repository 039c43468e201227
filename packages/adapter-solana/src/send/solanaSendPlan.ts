/**
 * What a Solana send will do, read from the chain before the review shows it: SOL goes by a system
 * transfer; an SPL token by `transferChecked` from the sender's token account that holds the
 * amount (its associated account first), to the receiver's associated token account, created in
 * the same transaction when it is missing. The plan carries the fee the review shows (signature
 * fee plus that account's rent) and everything the transaction is built from.
 */
import type { RpcUrls } from '@foyer/core/internal'
import { findAssociatedTokenPda } from '@solana-program/token'
import { address } from '@solana/kit'
import { readAccount, readRentExemption, readTokenAccounts } from './solanaChainReads.ts'
import { solanaNetworkFee, tokenAccountSize } from './solanaSendRules.ts'

export interface SolanaSendRequest {
  from: string
  to: string
  /** The amount in the token's smallest units (lamports for SOL). */
  units: bigint
  /** The SPL token's mint; none for SOL. */
  mint?: string
}

export interface SolanaTokenTransfer {
  mint: string
  /** The token program that owns the mint (SPL Token or Token-2022). */
  program: string
  /** The mint's decimals, as the chain has them (`transferChecked` checks them). */
  decimals: number
  /** The sender's token account the amount leaves from. */
  source: string
  /** The receiver's associated token account. */
  destination: string
  /** Whether the transaction creates `destination` (it is missing). */
  createDestination: boolean
}

export interface SolanaSendPlan extends SolanaSendRequest {
  /** The network fee in lamports: the signature fee plus `tokenAccountRent`. */
  fee: bigint
  /** The rent-exempt deposit of the receiver's token account when the send creates it, else 0. */
  tokenAccountRent: bigint
  token?: SolanaTokenTransfer
}

/** Reads the chain at `url` for the send; throws when the node cannot say or no single token account of the sender holds the amount. */
export async function readSolanaSendPlan(url: RpcUrls, request: SolanaSendRequest): Promise<SolanaSendPlan> {
  if (!request.mint) return { ...request, fee: solanaNetworkFee({}), tokenAccountRent: 0n }
  const token = await readTokenTransfer(url, request as SolanaSendRequest & { mint: string })
  const tokenAccountRent = token.createDestination ? await destinationRent(url, token) : 0n
  return { ...request, token, fee: solanaNetworkFee({ tokenAccountRent }), tokenAccountRent }
}

async function readTokenTransfer(url: RpcUrls, { from, to, units, mint }: SolanaSendRequest & { mint: string }): Promise<SolanaTokenTransfer> {
  const held = await readTokenAccounts(url, from, mint)
  const enough = held.filter((account) => account.amount >= units)
  const associated = await Promise.all(enough.map(async (account) => (await associatedAccount(from, mint, account.program)) === account.address))
  const source = enough[associated.indexOf(true)] ?? enough[0]
  if (!source) throw new Error(`no token account of ${from} holds ${units} of ${mint} by itself`)
  const destination = await associatedAccount(to, mint, source.program)
  const existing = await readAccount(url, destination)
  return { mint, program: source.program, decimals: source.decimals, source: source.address, destination, createDestination: existing === null }
}

async function destinationRent(url: RpcUrls, token: SolanaTokenTransfer): Promise<bigint> {
  const mint = await readAccount(url, token.mint)
  const bytes = mint && tokenAccountSize(token.program, mint.bytes)
  if (!bytes) throw new Error(`the size of a token account of ${token.mint} is not known`)
  return readRentExemption(url, bytes)
}

async function associatedAccount(owner: string, mint: string, program: string): Promise<string> {
  const [account] = await findAssociatedTokenPda({ owner: address(owner), mint: address(mint), tokenProgram: address(program) })
  return account
}
