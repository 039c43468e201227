import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { EncodedAccount } from '@solana/kit'

/** The Token-2022 program: its accounts and mints share the classic program's first bytes. */
export const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const TOKEN_PROGRAMS: readonly string[] = [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS]

const TOKEN_ACCOUNT_SIZE = 165
const MINT_SIZE = 82

export interface TokenAccountState {
  mint: string
  owner: string
  amount: bigint
  state: 'uninitialized' | 'initialized' | 'frozen'
  isNative: boolean
}

export interface MintState {
  decimals: number
  supply: bigint
  mintAuthority: string | null
  freezeAuthority: string | null
  isInitialized: boolean
}

const STATES = ['uninitialized', 'initialized', 'frozen'] as const

/** A token account of either token program, or undefined for any other account (mints included). */
export function readTokenAccount(account: Pick<EncodedAccount, 'programAddress' | 'data'>): TokenAccountState | undefined {
  if (!TOKEN_PROGRAMS.includes(account.programAddress) || account.data.length < TOKEN_ACCOUNT_SIZE) return undefined
  // Token-2022 accounts with extensions are longer, and say what they are in byte 165 (2 = account).
  if (account.data.length > TOKEN_ACCOUNT_SIZE && account.data[TOKEN_ACCOUNT_SIZE] !== 2) return undefined
  const token = getTokenDecoder().decode(account.data.subarray(0, TOKEN_ACCOUNT_SIZE))
  return { mint: token.mint, owner: token.owner, amount: token.amount, state: STATES[token.state] ?? 'uninitialized', isNative: token.isNative.__option === 'Some' }
}

/** A mint of either token program, or undefined for any other account. */
export function readMint(account: Pick<EncodedAccount, 'programAddress' | 'data'>): MintState | undefined {
  if (!TOKEN_PROGRAMS.includes(account.programAddress) || account.data.length < MINT_SIZE) return undefined
  if (account.data.length !== MINT_SIZE && account.data[TOKEN_ACCOUNT_SIZE] !== 1) return undefined
  const mint = getMintDecoder().decode(account.data.subarray(0, MINT_SIZE))
  const authority = (option: typeof mint.mintAuthority) => (option.__option === 'Some' ? option.value : null)
  return { decimals: mint.decimals, supply: mint.supply, mintAuthority: authority(mint.mintAuthority), freezeAuthority: authority(mint.freezeAuthority), isInitialized: mint.isInitialized }
}

/** A token amount as the RPC writes it: raw, its decimals, and in whole tokens (a float and an exact string). */
export function uiTokenAmount(amount: bigint, decimals: number): { amount: string; decimals: number; uiAmount: number; uiAmountString: string } {
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}
