import { RELATIVE_PATHS_ROOT } from '../installPaths.ts'
import { isAbsolute, resolve } from 'node:path'
import { z } from 'zod'

const repoRoot = RELATIVE_PATHS_ROOT

/** The embedded default's data folder, relative to the repository root. */
export const DEFAULT_DATA_DIR = '.foyer/data'

export const databaseConfigSchema = z.discriminatedUnion('kind', [
  z.object({
    /** PGlite (Postgres in WebAssembly) in this process. */
    kind: z.literal('pglite'),
    /** Absolute folder the database lives in; omitted, the database is in memory (tests, throwaway stacks). */
    dataDir: z.string().min(1).refine(isAbsolute, 'must be an absolute path').optional(),
  }),
  z.object({
    /** A PostgreSQL server (15 or later) reached with node-postgres. */
    kind: z.literal('postgres'),
    url: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL like postgres://user@host:5432/foyer' }),
  }),
])

export type DatabaseConfig = z.infer<typeof databaseConfigSchema>

/**
 * The database the environment asks for: DATABASE_URL (a postgres:// URL) wins; otherwise PGlite
 * in FOYER_DATA_DIR, default `<repo>/.foyer/data` (a relative path is taken from the repo root).
 */
export function databaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const url = env.DATABASE_URL?.trim()
  if (url) return { kind: 'postgres', url }
  return { kind: 'pglite', dataDir: dataDirFromEnv(env) }
}

/** FOYER_DATA_DIR as an absolute path: default `<repo>/.foyer/data`, a relative path taken from the repo root. */
export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(repoRoot, env.FOYER_DATA_DIR?.trim() || DEFAULT_DATA_DIR)
}

/** Where the database is, for logs and messages: never the password. */
export function describeDatabase(config: DatabaseConfig): string {
  if (config.kind === 'pglite') return config.dataDir ? `PGlite in ${config.dataDir}` : 'PGlite in memory'
  const url = new URL(config.url)
  const user = url.username ? `${decodeURIComponent(url.username)}@` : ''
  return `PostgreSQL ${user}${url.host}${url.pathname}`
}
