import { verifyAccountSignature } from '@foyer/siwx-verify'
import { z } from 'zod'
import { chainOutage } from '../../siwx/signInCheck.ts'
import type { SiwxChains } from '../../siwx/siwxChains.ts'
import { labelProblem } from './nameLabelRule.ts'

/** A signed registration older (or further in the future) than this is refused: a signature cannot be replayed later. */
export const REGISTRATION_MAX_AGE_S = 10 * 60
/** ENSIP-11: an EVM chain's coin type is 0x80000000 | chainId, for chain ids below 2^31; 60 is Ethereum mainnet's (SLIP-44). */
export const ETHEREUM_COIN_TYPE = 60
const EVM_COIN_TYPE_FLAG = 0x80000000

/** Whether a coin type names an EVM chain: 60, or ENSIP-11's 0x80000000 | chainId with 0 < chainId < 2^31. */
export function isEvmCoinType(coinType: number): boolean {
  return coinType === ETHEREUM_COIN_TYPE || (coinType > EVM_COIN_TYPE_FLAG && coinType < 2 * EVM_COIN_TYPE_FLAG)
}

/** The CAIP-2 chain an EVM coin type names (60: Ethereum mainnet), where a smart account's signature is asked. */
export function chainOfCoinType(coinType: number): `eip155:${number}` {
  return coinType === ETHEREUM_COIN_TYPE ? 'eip155:1' : `eip155:${coinType - EVM_COIN_TYPE_FLAG}`
}

/**
 * What the visitor signs (spec §7 POST /v1/profile/account): the name, its attributes and when, in
 * seconds; and the coin type and zone it is for, so a copied body cannot be registered under another
 * coin type (its chain: 60 is Ethereum's, else 0x80000000 | chain id) or on another server's zone.
 */
export const registrationMessageSchema = z.object({
  name: z.string().max(255),
  attributes: z
    .record(z.string().max(64), z.string().max(1024))
    .refine((attributes) => Object.keys(attributes).length <= 16, 'at most 16 attributes')
    .default({}),
  timestamp: z.number().int().positive(),
  coinType: z.number().int().min(0).max(0xffffffff),
  zone: z.string().max(255),
})
const MESSAGE_FIELDS = '{"name", "attributes", "timestamp", "coinType", "zone"}'

export type RegistrationMessage = z.output<typeof registrationMessageSchema>

/** A registration as POST /v1/profile/account carries it; `coinType` names the chain a smart account is asked on. */
export interface SignedRegistration {
  address: `0x${string}`
  message: string
  signature: `0x${string}`
  coinType: number
}

/**
 * The label a signed registration claims in `zone`, or what is wrong with it (a sentence the caller
 * acts on): the message must be the JSON above, for this coin type and zone, name `<label>.<zone>`
 * with a valid label (nameLabelRule.ts), signed
 * within REGISTRATION_MAX_AGE_S of now, and the signature must be the address's: by its key
 * (personal_sign), or by its contract (EIP-1271, EIP-6492 before it is deployed) asked of the
 * coin type's chain through `chains`. Throws a 503 when that chain's node does not answer.
 */
export async function checkRegistration(
  request: SignedRegistration,
  zone: string,
  nowSeconds: number,
  chains?: Pick<SiwxChains, 'client'>,
): Promise<{ label: string; attributes: Record<string, string> } | { problem: string }> {
  let json: unknown
  try {
    json = JSON.parse(request.message)
  } catch {
    return { problem: `message must be the JSON the visitor signed: ${MESSAGE_FIELDS}` }
  }
  const parsed = registrationMessageSchema.safeParse(json)
  if (!parsed.success) return { problem: `message must be ${MESSAGE_FIELDS}: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'message'} ${issue.message}`).join('; ')}` }
  const { name, attributes, timestamp, coinType, zone: signedZone } = parsed.data
  if (coinType !== request.coinType) return { problem: `the message was signed for coin type ${coinType}, not body.coin_type ${request.coinType}` }
  if (signedZone !== zone) return { problem: `the message was signed for the zone ${signedZone}, not this server's ${zone}` }
  const suffix = `.${zone}`
  const label = name.toLowerCase().endsWith(suffix) ? name.slice(0, -suffix.length) : undefined
  if (label === undefined) return { problem: `the name must end in .${zone}` }
  const badLabel = labelProblem(label)
  if (badLabel) return { problem: badLabel }
  if (Math.abs(nowSeconds - timestamp) > REGISTRATION_MAX_AGE_S) return { problem: 'the signed timestamp is not recent: sign the registration again' }
  const chainId = chainOfCoinType(request.coinType)
  const client = chains?.client(chainId)
  const signed = { namespace: 'eip155' as const, address: request.address, message: request.message, signature: request.signature }
  if (!(await verifyAccountSignature(signed, client).catch(chainOutage(chainId)))) {
    // A smart account is asked of its chain: say so when this server cannot ask it.
    const unasked = client ? '' : ` (a smart account's signature is checked on its coin type's chain, ${chainId}, which this server does not serve)`
    return { problem: `the signature is not ${request.address}'s signature of the message${unasked}` }
  }
  return { label: label.toLowerCase(), attributes }
}
