import { chainSpec } from '@substrate/connect-known-chains/rococo_v2_2_asset_hub'
import { z } from 'zod'

/** The part of a raw chain spec chopsticks builds a genesis block from: its identity, its properties and the raw genesis storage. */
const rawChainSpecSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  properties: z.object({ ss58Format: z.number().int().optional(), tokenDecimals: z.number().int().optional(), tokenSymbol: z.string().optional() }),
  genesis: z.object({ raw: z.object({ top: z.record(z.string().regex(/^0x[0-9a-fA-F]*$/), z.string().regex(/^0x[0-9a-fA-F]*$/)) }) }),
})

export type RawChainSpec = z.infer<typeof rawChainSpecSchema>

/**
 * Rococo Asset Hub's raw chain spec (`@substrate/connect-known-chains`, the specs light clients
 * ship): the asset-hub-rococo runtime and its genesis storage, from which chopsticks builds a
 * genesis block of its own, with no network. Parsed here so a changed package fails with the field
 * that moved, not deep inside chopsticks.
 */
export function assetHubRococoGenesis(): RawChainSpec {
  const result = rawChainSpecSchema.safeParse(JSON.parse(chainSpec))
  if (!result.success) throw new Error(`@substrate/connect-known-chains' rococo_v2_2_asset_hub is not a raw chain spec: ${z.prettifyError(result.error)}`)
  return result.data
}
