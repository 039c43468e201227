import { readFileSync } from 'node:fs'
import { z } from 'zod'
import { eip155NetworkId } from './caip.ts'
import { describeIssues } from './http/describeIssues.ts'
import { ConfigError } from './configError.ts'
import type { ServerConfig } from './serverConfig.ts'

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
const devnetFileSchema = z.object({ chains: z.array(devnetChainSchema) })

export type DevnetChainDescription = z.infer<typeof devnetChainSchema>

/** A devnet chain as the server configures it (the devnet's chains are never testnets to it). */
export function chainConfigFromDevnet(chain: DevnetChainDescription): ChainInput {
  return {
    caipNetworkId: eip155NetworkId(chain.chainId),
    name: chain.name,
    rpcUrl: chain.rpcUrl,
    nativeCurrency: chain.nativeCurrency,
    nativePriceUsd: chain.nativePriceUsd,
    testnet: false,
    tokens: chain.tokens,
  }
}

/** Reads the devnet description file; every way it can be wrong says what to do about it. */
export function readDevnetChains(file: string): ChainInput[] {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    throw new ConfigError(
      `No devnet description at ${file}. Start the devnet first (npm start -w @foyer/devnet) or point FOYER_DEVNET_FILE at one.`,
    )
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ConfigError(`${file} is not valid JSON; restart the devnet to rewrite it.`)
  }
  const result = devnetFileSchema.safeParse(json, { reportInput: true })
  if (!result.success) throw new ConfigError(`${file} is not a devnet description: ${describeIssues(result.error.issues)}`)
  return result.data.chains.map(chainConfigFromDevnet)
}
