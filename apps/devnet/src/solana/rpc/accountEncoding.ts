import { base58, base64 } from '@scure/base'
import type { EncodedAccount } from '@solana/kit'
import { readMint, readTokenAccount, TOKEN_2022_PROGRAM_ADDRESS, uiTokenAmount } from '../splToken.ts'
import { invalidParams } from './rpcError.ts'

export type AccountEncoding = 'base58' | 'base64' | 'jsonParsed' | 'binary' | 'base64+zstd'

export interface AccountEncodingOptions {
  encoding?: AccountEncoding
  dataSlice?: { offset: number; length: number }
}

/** Accounts that hold lamports without paying rent are marked with the largest epoch, as validators since 1.14 do. */
const RENT_EXEMPT_EPOCH = 2n ** 64n - 1n
/** A validator refuses base58 for data longer than this and asks for base64. */
const MAX_BASE58_BYTES = 128

/** An account as getAccountInfo and its kin write it, in the encoding asked for. */
export function encodeAccount(account: EncodedAccount, options: AccountEncodingOptions, lookup: (address: string) => EncodedAccount | null) {
  return {
    lamports: account.lamports,
    owner: account.programAddress,
    data: encodeData(account, options, lookup),
    executable: account.executable,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: account.data.length,
  }
}

function encodeData(account: EncodedAccount, options: AccountEncodingOptions, lookup: (address: string) => EncodedAccount | null): unknown {
  const encoding = options.encoding ?? 'binary'
  if (encoding === 'jsonParsed') {
    const parsed = parseAccount(account, lookup)
    if (parsed) return parsed
    // A validator falls back to base64 for data it cannot parse.
    return [base64.encode(Uint8Array.from(account.data)), 'base64']
  }
  const bytes = Uint8Array.from(account.data)
  const data = options.dataSlice ? bytes.subarray(options.dataSlice.offset, options.dataSlice.offset + options.dataSlice.length) : bytes
  switch (encoding) {
    case 'base64':
      return [base64.encode(data), 'base64']
    case 'base58':
    case 'binary':
      if (data.length > MAX_BASE58_BYTES) throw invalidParams('Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.')
      return encoding === 'binary' ? base58.encode(data) : [base58.encode(data), 'base58']
    case 'base64+zstd':
      throw invalidParams('base64+zstd is not served by this devnet; ask for base64')
  }
}

/** SPL token accounts and mints as the `spl-token` parser writes them; undefined for any other account. */
function parseAccount(account: EncodedAccount, lookup: (address: string) => EncodedAccount | null) {
  const program = account.programAddress === TOKEN_2022_PROGRAM_ADDRESS ? 'spl-token-2022' : 'spl-token'
  const token = readTokenAccount(account)
  if (token) {
    const mintAccount = lookup(token.mint)
    const decimals = mintAccount ? (readMint(mintAccount)?.decimals ?? 0) : 0
    const info = { isNative: token.isNative, mint: token.mint, owner: token.owner, state: token.state, tokenAmount: uiTokenAmount(token.amount, decimals) }
    return { program, parsed: { info, type: 'account' }, space: account.data.length }
  }
  const mint = readMint(account)
  if (mint) {
    const info = { decimals: mint.decimals, freezeAuthority: mint.freezeAuthority, isInitialized: mint.isInitialized, mintAuthority: mint.mintAuthority, supply: mint.supply.toString() }
    return { program, parsed: { info, type: 'mint' }, space: account.data.length }
  }
  return undefined
}
