import { z } from 'zod'
import { eip155NetworkId } from '../caip.ts'
import { ConfigError } from '../configError.ts'
import { describeIssues } from '../http/describeIssues.ts'
import type { ServerConfig } from '../serverConfig.ts'
import { solanaChainConfigFromDevnet, type SolanaChainInput } from '../namespaces/solana/solanaChainConfig.ts'
import { readJsonFile } from './readJsonFile.ts'

type ChainInput = ServerConfig['chains'][number]

/** The part of `.foyer/devnet.json` (written by `npm start -w @foyer/devnet`) the server reads. */
const devnetChainSchema = z.object({
  chainId: z.number().int().positive(),
  name: z.string(),
  rpcUrl: z.string(),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
  nativePriceUsd: z.number(),
  tokens: z.array(
    z.object({ address: z.string(), name: z.string(), symbol: z.string(), decimals: z.number(), priceUsd: z.number() }),
  ),
})
/** The devnet's Solana chain (since it runs one beside anvil); older descriptions have none. */
const devnetSolanaSchema = z.object({
  caipNetworkId: z.string(),
  name: z.string(),
  rpcUrl: z.string(),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
  nativePriceUsd: z.number(),
  tokens: z.array(z.object({ mint: z.string(), name: z.string(), symbol: z.string(), decimals: z.number(), priceUsd: z.number() })),
})
const devnetFileSchema = z.object({ chains: z.array(devnetChainSchema), solana: devnetSolanaSchema.optional() })

export type DevnetChainDescription = z.infer<typeof devnetChainSchema>

/**
 * A devnet chain as the server configures it: priced by its fixed dev table (the devnet's chains
 * are never testnets to it, so their balances are shown and valued).
 */
export function chainConfigFromDevnet(chain: DevnetChainDescription): ChainInput {
  return {
    caipNetworkId: eip155NetworkId(chain.chainId),
    name: chain.name,
    rpcUrl: chain.rpcUrl,
    nativeCurrency: chain.nativeCurrency,
    nativePriceUsd: chain.nativePriceUsd,
    testnet: false,
    tokens: chain.tokens,
    prices: { source: 'fixed' },
  }
}

/**
 * Reads the devnet description file, the chains served when FOYER_CHAINS_FILE is not set; every
 * way it can be wrong says what to do about it.
 */
export function readDevnetChains(file: string): ChainInput[] {
  return readDevnetFile(file).chains.map(chainConfigFromDevnet)
}

/** The devnet's Solana chain as the server configures it, if its description has one. */
export function readDevnetSolanaChains(file: string): SolanaChainInput[] {
  const { solana } = readDevnetFile(file)
  return solana ? [solanaChainConfigFromDevnet(solana)] : []
}

function readDevnetFile(file: string): z.output<typeof devnetFileSchema> {
  const json = readJsonFile(file, {
    unreadable: (reason) =>
      `No chains to serve: FOYER_CHAINS_FILE is not set, and there is no devnet description at ${file} (${reason}). ` +
      'To serve real chains, write a chains file (docs/chains.md; apps/server/chains.example.json) and set FOYER_CHAINS_FILE to its path. ' +
      'To serve the local devnet, start it first (npm start -w @foyer/devnet) or point FOYER_DEVNET_FILE at its description.',
    notJson: `${file} is not valid JSON; restart the devnet to rewrite it.`,
  })
  const result = devnetFileSchema.safeParse(json, { reportInput: true })
  if (!result.success) throw new ConfigError(`${file} is not a devnet description: ${describeIssues(result.error.issues)}`)
  return result.data
}
