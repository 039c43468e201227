import { ss58AddressProblem } from '@foyer/siwx-verify/ss58'
import { z } from 'zod'

/** `polkadot:` and the first 32 hex characters of the chain's genesis hash (CAIP-2, CAIP-13's polkadot namespace). */
export type PolkadotNetworkId = `polkadot:${string}`

export const polkadotNetworkIdSchema = z
  .string()
  .regex(/^polkadot:[0-9a-f]{32}$/, 'must be a Polkadot CAIP-2 id: polkadot: and the first 32 lowercase hex characters of the genesis hash, like polkadot:91b171bb158e2d3848fa23a9f1c25182')
  .transform((id) => id as PolkadotNetworkId)

/**
 * The shape of an account's SS58 address (35 or 36 bytes in base58: 46 to 50 characters), which
 * tells it from a Solana key (32 to 44) and a base58 Bitcoin address (26 to 35) before it is decoded.
 */
export const POLKADOT_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{46,50}$/

/** An account's SS58 address on any network: base58, a 32-byte account id, its checksum right; the prefix is not judged. */
export const polkadotAddressSchema = z.string().superRefine((address, context) => {
  const problem = ss58AddressProblem(address)
  if (problem) context.addIssue({ code: 'custom', message: `must be a Polkadot account's SS58 address: ${problem}` })
})

/** An account's SS58 address written for one chain's prefix; the message says the same account's address on that chain. */
export function polkadotChainAddressSchema(chain: { caipNetworkId: string; name: string; ss58Prefix: number }) {
  return z.string().superRefine((address, context) => {
    const wellFormed = ss58AddressProblem(address)
    if (wellFormed) {
      context.addIssue({ code: 'custom', message: `must be a Polkadot account's SS58 address: ${wellFormed}` })
      return
    }
    const problem = ss58AddressProblem(address, { prefix: chain.ss58Prefix, network: `${chain.name} (${chain.caipNetworkId})` })
    if (problem) context.addIssue({ code: 'custom', message: `must be written for SS58 prefix ${chain.ss58Prefix}: ${problem}` })
  })
}
