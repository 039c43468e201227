import type { SignerPayloadJSON } from '../polkadot/requestTypes.ts'
import { decodeSs58 } from '../polkadot/ss58.ts'

const HEX = /^0x([0-9a-fA-F]{2})*$/
/** The payload fields every signed extension set has, each hex. */
const HEX_FIELDS = ['blockHash', 'blockNumber', 'era', 'genesisHash', 'method', 'nonce', 'specVersion', 'tip', 'transactionVersion'] as const
const OPTIONAL_HEX_FIELDS = ['assetId', 'metadataHash'] as const

/**
 * A SignerPayloadJSON read from anyone (a host's request, a dapp's WalletConnect request): its
 * address SS58, its fields hex, its extensions a list of names; a TypeError naming the first field
 * that is not. Fields it does not know are dropped.
 */
export function readSignerPayload(value: unknown): SignerPayloadJSON {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new TypeError('transactionPayload must be a SignerPayloadJSON { address, blockHash, era, genesisHash, method, nonce, … }')
  const input = value as Record<string, unknown>
  if (typeof input.address !== 'string' || !decodeSs58(input.address)) throw new TypeError('transactionPayload.address must be a Polkadot (SS58) address')
  for (const field of HEX_FIELDS) if (typeof input[field] !== 'string' || !HEX.test(input[field] as string)) throw new TypeError(`transactionPayload.${field} must be hex (0x…)`)
  for (const field of OPTIONAL_HEX_FIELDS)
    if (input[field] !== undefined && input[field] !== null && (typeof input[field] !== 'string' || !HEX.test(input[field] as string)))
      throw new TypeError(`transactionPayload.${field} must be hex (0x…) when given`)
  if (!Array.isArray(input.signedExtensions) || input.signedExtensions.some((name) => typeof name !== 'string')) throw new TypeError('transactionPayload.signedExtensions must be a list of names')
  if (typeof input.version !== 'number') throw new TypeError('transactionPayload.version must be a number')
  if (input.mode !== undefined && typeof input.mode !== 'number') throw new TypeError('transactionPayload.mode must be a number when given')
  const payload: SignerPayloadJSON = {
    address: input.address,
    ...(Object.fromEntries(HEX_FIELDS.map((field) => [field, input[field]])) as Pick<SignerPayloadJSON, (typeof HEX_FIELDS)[number]>),
    signedExtensions: [...(input.signedExtensions as string[])],
    version: input.version,
  }
  if (typeof input.assetId === 'string') payload.assetId = input.assetId as `0x${string}`
  if (typeof input.metadataHash === 'string') payload.metadataHash = input.metadataHash as `0x${string}`
  if (typeof input.mode === 'number') payload.mode = input.mode
  if (typeof input.withSignedTransaction === 'boolean') payload.withSignedTransaction = input.withSignedTransaction
  return payload
}
