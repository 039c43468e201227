/**
 * Sign-In with Ethereum (EIP-4361): the message text for an eip155 account, written to the EIP's
 * ABNF (the same text viem/siwe's createSiweMessage writes; the tests parse it with its parser).
 */
import { caip2Reference, messageFields, type SiwxFormat, type SiwxMessageData } from '@foyer/core/internal'
import { checksumAddress as eip55 } from 'viem'

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

/** EIP-55 (viem's), for an address of 0x and 40 hex characters; anything else is not an eip155 account. */
export function checksumAddress(address: string): string {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new TypeError(`SIWX accountAddress: ${address} is not an EVM address`)
  return eip55(address as `0x${string}`)
}

/** Sign-In with Ethereum as the eip155 namespace's sign-in format: EIP-55 addresses, EIP-191 signatures (CAIP-74 `eip191`). */
export const eip4361Format: SiwxFormat = { address: checksumAddress, text: eip4361Text, signatureType: 'eip191' }
