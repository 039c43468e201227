import { z } from 'zod'
import { ConfigError } from '../kernel/settings/configError.ts'
import { describeIssues } from '../kernel/http/describeIssues.ts'
import { servedNamespaces, type NamespacesChainsInput } from '../namespaces/namespaces.ts'
import type { AnyServedNamespace } from '../namespaces/servedNamespace.ts'
import { readJsonFile } from './readJsonFile.ts'

/** The part of `.foyer/devnet.json` (written by `npm start -w @foyer/devnet`) the server reads: each namespace's own key. */
const devnetFileSchema = z.object(Object.fromEntries((servedNamespaces as readonly AnyServedNamespace[]).map((namespace) => [namespace.chains.devnetFile.key, namespace.chains.devnetFile.schema])))

/**
 * Reads the devnet description file, the chains served when FOYER_CHAINS_FILE is not set, as
 * each namespace configures them (priced by the devnet's fixed dev table); every way it can be
 * wrong says what to do about it.
 */
export function readDevnetChains(file: string): NamespacesChainsInput {
  const json = readJsonFile(file, {
    unreadable: (reason) =>
      `No chains to serve: FOYER_CHAINS_FILE is not set, and there is no devnet description at ${file} (${reason}). ` +
      'To serve real chains, write a chains file (docs/chains.md; apps/server/chains.example.json) and set FOYER_CHAINS_FILE to its path. ' +
      'To serve the local devnet, start it first (npm start -w @foyer/devnet) or point FOYER_DEVNET_FILE at its description.',
    notJson: `${file} is not valid JSON; restart the devnet to rewrite it.`,
  })
  const result = devnetFileSchema.safeParse(json, { reportInput: true })
  if (!result.success) throw new ConfigError(`${file} is not a devnet description: ${describeIssues(result.error.issues)}`)
  const described = result.data as Record<string, unknown>
  return Object.fromEntries((servedNamespaces as readonly AnyServedNamespace[]).map((namespace) => [namespace.name, described[namespace.chains.devnetFile.key]])) as NamespacesChainsInput
}
