import { ConfigError } from '../kernel/settings/configError.ts'
import { describeIssues } from '../kernel/http/describeIssues.ts'
import { chainsFileSchema } from './chainsFileSchema.ts'
import type { NamespacesChainsInput } from '../namespaces/namespaces.ts'
import { readJsonFile } from './readJsonFile.ts'

/**
 * Reads an operator's chains file (FOYER_CHAINS_FILE) into each namespace's chain settings; a mistake
 * is a ConfigError naming where each problem is ("chains[1].rpcUrls[0] must be an http(s) URL …").
 * Messages never repeat a value: a URL or key filled from the environment may be secret.
 */
export function readChainsFile(file: string, env: NodeJS.ProcessEnv): NamespacesChainsInput {
  const json = readJsonFile(file, {
    unreadable: (reason) => `FOYER_CHAINS_FILE is ${file}, but ${reason}. Write the chains to serve there (docs/chains.md; apps/server/chains.example.json).`,
    notJson: `${file} (FOYER_CHAINS_FILE) is not valid JSON.`,
  })
  const result = chainsFileSchema(env).safeParse(json, { reportInput: true })
  if (!result.success) throw new ConfigError(`${file} (FOYER_CHAINS_FILE) is not a valid chains file: ${describeIssues(result.error.issues)}. Its format is in docs/chains.md.`)
  return result.data
}
