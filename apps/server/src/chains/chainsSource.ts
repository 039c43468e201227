import { resolve } from 'node:path'
import { readDevnetChains } from './devnetFile.ts'
import type { NamespacesChainsInput } from '../namespaces/namespaces.ts'
import { readChainsFile } from './readChainsFile.ts'

/**
 * Where the served chains are described. An operator's chains file (FOYER_CHAINS_FILE) takes
 * precedence; without one, the devnet's description (FOYER_DEVNET_FILE, by default
 * .foyer/devnet.json, written by `npm start -w @foyer/devnet`) is one more source of chains, with
 * its fixed dev prices.
 */
export type ChainsSource = { kind: 'chainsFile'; file: string; env: NodeJS.ProcessEnv } | { kind: 'devnetFile'; file: string }

/** The source the environment names; relative paths are taken from `root`. */
export function chainsSourceFromEnv(vars: { FOYER_CHAINS_FILE?: string | undefined; FOYER_DEVNET_FILE: string }, env: NodeJS.ProcessEnv, root: string): ChainsSource {
  if (vars.FOYER_CHAINS_FILE) return { kind: 'chainsFile', file: resolve(root, vars.FOYER_CHAINS_FILE), env }
  return { kind: 'devnetFile', file: resolve(root, vars.FOYER_DEVNET_FILE) }
}

/** Reads every namespace's chains a source describes, keyed by namespace; every way it can be wrong is a ConfigError saying what to do. */
export function readChains(source: ChainsSource): NamespacesChainsInput {
  return source.kind === 'chainsFile' ? readChainsFile(source.file, source.env) : readDevnetChains(source.file)
}
