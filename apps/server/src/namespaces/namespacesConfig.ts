import { servedNamespaces, type ServedChains } from './namespaces.ts'
import type { AnyServedNamespace } from './servedNamespace.ts'

type Namespaces = (typeof servedNamespaces)[number]
type ConfigKey = Namespaces['chains']['configKey']

/** Each namespace's chains field of the server config (eip155's `chains`, solana's `solanaChains`), as one zod shape. */
export const namespacesChainsShape = Object.fromEntries(servedNamespaces.map((namespace) => [namespace.chains.configKey, namespace.chains.schema])) as {
  [Namespace in Namespaces as Namespace['chains']['configKey']]: Namespace['chains']['schema']
}

/** A parsed config with its namespaces' chain fields gathered into `chains`, keyed by namespace. */
export function gatherServedChains<Config extends Record<ConfigKey, unknown>>(config: Config): Omit<Config, ConfigKey> & { chains: ServedChains } {
  const rest: Record<string, unknown> = { ...config }
  const chains: Record<string, unknown> = {}
  for (const namespace of servedNamespaces as readonly AnyServedNamespace[]) {
    chains[namespace.name] = rest[namespace.chains.configKey]
    delete rest[namespace.chains.configKey]
  }
  return { ...rest, chains } as Omit<Config, ConfigKey> & { chains: ServedChains }
}

/**
 * A config whose `chains` is already keyed by namespace (a resolved config, as loadConfig answers
 * it, handed to buildServer) spread back into each namespace's field, so it parses again as it is.
 */
export function spreadServedChains(config: unknown): unknown {
  if (typeof config !== 'object' || config === null) return config
  const { chains, ...rest } = config as { chains?: unknown }
  if (typeof chains !== 'object' || chains === null || Array.isArray(chains)) return config
  const spread: Record<string, unknown> = { ...rest }
  for (const namespace of servedNamespaces as readonly AnyServedNamespace[]) spread[namespace.chains.configKey] = (chains as Record<string, unknown>)[namespace.name]
  return spread
}

/**
 * A config (in code, from the environment, or resolved) with each namespace's chains settled: what a
 * chain's configuration leaves to the chain itself read from its nodes (namespace.chains.settle),
 * before the config is checked. Chains that need nothing are not asked for anything; a value that is
 * not a list is left for the config's check to name.
 */
export async function settleServedChains(config: unknown, signal?: AbortSignal): Promise<unknown> {
  const spread = spreadServedChains(config)
  if (typeof spread !== 'object' || spread === null) return config
  const settled: Record<string, unknown> = { ...spread }
  for (const namespace of servedNamespaces as readonly AnyServedNamespace[]) {
    const chains = settled[namespace.chains.configKey]
    if (namespace.chains.settle && Array.isArray(chains)) settled[namespace.chains.configKey] = await namespace.chains.settle(chains, signal)
  }
  return settled
}
