/**
 * Each namespace's sign-in format: how it writes the address, its message text and its CACAO
 * signature type. A namespace without one cannot sign in yet: bip122 (BIP-322) and polkadot (sr25519)
 * plug in here with their issue, on `caip122Text`.
 */
import { parseCaipNetworkId } from '../caip.ts'
import { THROWN } from '../errors.ts'
import type { CaipNetworkId, ChainNamespace } from '../types.ts'
import { siwsText } from './caip122.ts'
import { checksumAddress, eip4361Text } from './eip4361.ts'
import type { SiwxMessage, SiwxMessageData } from './siwxTypes.ts'

export interface SiwxFormat {
  /** How the format writes an address (EIP-55 for eip155), so the data, the text and the CACAO agree. */
  address(address: string): string
  text(data: SiwxMessageData): string
  /** The CACAO signature type of an account's own key (CAIP-74; the server may find a smart account's instead). */
  signatureType: string
}

const SIWX_FORMATS: Partial<Record<ChainNamespace, SiwxFormat>> = {
  eip155: { address: checksumAddress, text: eip4361Text, signatureType: 'eip191' },
  solana: { address: (address) => address, text: siwsText, signatureType: 'solana:ed25519' },
}

/** The format of a network's namespace; 'Unsupported chain' for a namespace without one. */
export function siwxFormat(chainId: CaipNetworkId): SiwxFormat {
  const format = SIWX_FORMATS[parseCaipNetworkId(chainId).namespace]
  if (!format) throw new Error(THROWN.UNSUPPORTED_CHAIN)
  return format
}

/**
 * A message of these fields, its text in the namespace's format. Written now, so a bad field throws
 * here and not at signing; the address is written as the format writes it.
 */
export function createSiwxMessage(fields: SiwxMessageData): SiwxMessage {
  const format = siwxFormat(fields.chainId)
  const data = { ...fields, accountAddress: format.address(fields.accountAddress) }
  const text = format.text(data)
  return { data, toString: () => text }
}
