import { z } from 'zod'
import { ConfigError } from './kernel/settings/configError.ts'
import { coreSettingsShape } from './kernel/settings/coreSettings.ts'
import { describeIssues } from './kernel/http/describeIssues.ts'
import { isLoopbackHost } from './kernel/http/publicOrigin.ts'
import { serverModules } from './modules.ts'
import { gatherServedChains, namespacesChainsShape, spreadServedChains } from './namespaces/namespacesConfig.ts'
import type { AnyServerModule, ModulesSettingsShape } from './kernel/serverModule.ts'

export { ConfigError } from './kernel/settings/configError.ts'
export { LOG_LEVELS } from './kernel/settings/coreSettings.ts'
export type { ChainConfig, TokenConfig } from './namespaces/eip155/eip155ChainConfig.ts'

const modulesSettingsShape = Object.assign({}, ...serverModules.map((module: AnyServerModule) => module.settings ?? {})) as ModulesSettingsShape<typeof serverModules>

/**
 * The server's config: the core settings, each namespace's chains (namespaces/namespaces.ts: eip155's
 * `chains`, solana's `solanaChains`, gathered into `chains` keyed by namespace) and every module's own (src/modules.ts).
 */
export const serverConfigSchema = z
  .object({ ...coreSettingsShape, ...namespacesChainsShape, ...modulesSettingsShape })
  .refine((config) => config.publicUrl !== undefined || config.devMode || isLoopbackHost(config.host), {
    path: ['publicUrl'],
    message: `is required outside dev mode (FOYER_PUBLIC_URL, e.g. https://foyer.example.com): mailed login links and OAuth redirects are built on it, never on a request's Host`,
  })
  .transform(gatherServedChains)
  .transform((config) => serverModules.reduce((settled, module: AnyServerModule) => (module.completeSettings ? { ...settled, ...module.completeSettings(settled, settled) } : settled), config))

export type ServerConfig = z.input<typeof serverConfigSchema>
export type ParsedServerConfig = z.output<typeof serverConfigSchema>

/** Validates a config built in code or from the environment (or one already resolved); throws one readable ConfigError. */
export function parseServerConfig(config: unknown, source = 'config'): ParsedServerConfig {
  const result = serverConfigSchema.safeParse(spreadServedChains(config), { reportInput: true })
  if (!result.success) throw new ConfigError(`Invalid server ${source}: ${describeIssues(result.error.issues)}`)
  return result.data
}
