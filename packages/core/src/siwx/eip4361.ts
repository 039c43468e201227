/**
 * Sign-In with Ethereum (EIP-4361): the message text for an eip155 account, written to the EIP's
 * ABNF (the same text viem/siwe's createSiweMessage writes; the tests parse it with its parser).
 */
import { keccak_256 } from '@noble/hashes/sha3'
import { caip2Reference, messageFields } from './caip122.ts'
import type { SiwxMessageData } from './siwxTypes.ts'

/** The EIP-4361 text of a message: the address EIP-55 checksummed, Chain ID the EIP-155 id. */
export function eip4361Text(data: SiwxMessageData): string {
  if (data.statement?.includes('\n')) throw new TypeError('SIWX statement: must be one line (EIP-4361)')
  const chainId = caip2Reference(data.chainId)
  if (!/^\d+$/.test(chainId)) throw new TypeError(`SIWX chainId: ${data.chainId} is not an EIP-155 chain`)
  // address LF LF [ statement LF ] LF fields: without a statement the message keeps its empty line.
  const statement = data.statement ? `${data.statement}\n` : ''
  const header = `${data.domain} wants you to sign in with your Ethereum account:\n${checksumAddress(data.accountAddress)}\n\n${statement}`
  return `${header}\n${messageFields(data, chainId).join('\n')}`
}

/** EIP-55: the hex digits upper-cased where the address's keccak-256 has a nibble of 8 or more. */
export function checksumAddress(address: string): string {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new TypeError(`SIWX accountAddress: ${address} is not an EVM address`)
  const lower = address.slice(2).toLowerCase()
  const hash = keccak_256(new TextEncoder().encode(lower))
  let result = '0x'
  for (let index = 0; index < lower.length; index++) {
    const nibble = (hash[index >> 1]! >> (index % 2 === 0 ? 4 : 0)) & 0xf
    result += nibble >= 8 ? lower[index]!.toUpperCase() : lower[index]
  }
  return result
}
