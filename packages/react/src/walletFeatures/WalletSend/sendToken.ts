import { balanceUnits, type ChainState, type TokenBalance } from '@foyer/core/internal'

/** The tokens the account can send: its balances above zero, the native currency first. */
export function sendableTokens(chain: ChainState | undefined): TokenBalance[] {
  const tokens = (chain?.accountState.tokenBalance ?? []).filter((token) => balanceUnits(token) > 0n)
  return [...tokens.filter((token) => !token.address), ...tokens.filter((token) => token.address)]
}

/** The token a send state names (its CAIP-10 address; none: the native currency). */
export function tokenOf(tokens: readonly TokenBalance[], address: string | undefined): TokenBalance | undefined {
  return tokens.find((token) => token.address === address)
}

/** The contract (eip155: 0x…) or mint (solana: base58) inside a token's CAIP-10 address (eip155:1:0xabc… → 0xabc…); none for the native currency. */
export function contractOf(token: TokenBalance): string | undefined {
  return token.address?.split(':').at(-1)
}
