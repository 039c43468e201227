import type { PgTable } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import type { CoreSettings } from './settings/coreSettings.ts'
import type { Database } from './db/database.ts'
import type { DatabaseConfig } from './db/databaseConfig.ts'
import type { AnyRoute } from './http/defineRoute.ts'
import type { PublicOrigin } from './http/publicOrigin.ts'
import type { ServerMetrics } from './metrics.ts'

/**
 * A feature of the server: its settings (fields of the server config, read from the environment
 * too), its tables, and what it installs. `buildServer`, the config schema, the environment
 * reader and `db/schema.ts` fold over the one list in `src/modules.ts`, so a module is one folder
 * plus one line there; what it takes from the modules before it is declared (`provides`, `needs`)
 * and checked when the server starts, not left to the list's order and a comment.
 */
export interface ServerModule<Settings extends z.ZodRawShape = z.ZodRawShape, Env extends z.ZodRawShape = z.ZodRawShape> {
  /** Names the module in errors and logs. */
  name: string
  /**
   * What it offers the modules after it (an app decoration such as `prices`, a hook such as the
   * project guard), by name. buildServer checks at start that every module's `needs` is provided
   * by a module listed before it (kernel/moduleOrder.ts).
   */
  provides?: readonly string[]
  /** What it uses of the modules before it, by the names they provide: their decorations exist, their hooks run first. */
  needs?: readonly string[]
  /** The fields it adds to the server config, each a zod schema (with its defaults). */
  settings?: Settings
  /** The environment variables it reads (zod schemas of strings), and how they become its settings. */
  env?: ModuleEnv<Settings, Env>
  /** Completes its parsed settings from the core ones (the relay counts clients as trustProxy says). */
  completeSettings?(own: SettingsOutput<Settings>, core: CoreSettings): SettingsOutput<Settings>
  /** Its tables (drizzle pgTable), declared beside it; db/schema.ts hands them to drizzle-kit. */
  tables?: Readonly<Record<string, PgTable>>
  /** Adds its hooks and services to the app and answers its routes (registered with every other). */
  install(app: FastifyInstance, deps: ModuleDeps<Settings>): Promise<readonly AnyRoute[] | void>
}

export interface ModuleEnv<Settings extends z.ZodRawShape, Env extends z.ZodRawShape> {
  variables: Env
  /** What each variable is for: the environment table of the README and config.ts is generated from it (`npm run env-table -w @foyer/server`). */
  about: EnvDocs<Env>
  /** Only what the environment sets: a variable that is not set leaves its setting undefined (a caller lays defaults under it). */
  read(variables: z.output<z.ZodObject<Env>>, context: EnvContext): SettingsInput<Settings>
}

/** An environment variable as the generated table describes it. */
export interface EnvVariableDoc {
  /** What applies while it is not set: a value (`4400`), `none`, or a few words. */
  default: string
  /** What it sets, in an operator's words. */
  meaning: string
}

/**
 * A description for every declared variable (TypeScript refuses a missing one), and for those a
 * reader takes from the whole environment by pattern (`FOYER_OAUTH_<PROVIDER>_CLIENT_ID`).
 */
export type EnvDocs<Env extends z.ZodRawShape> = { readonly [Name in keyof Env]: EnvVariableDoc } & { readonly [name: string]: EnvVariableDoc }

/** What a module's environment reader may know besides its own variables. */
export interface EnvContext {
  /** The whole environment, for variables named by pattern (FOYER_OAUTH_<PROVIDER>_…). */
  env: NodeJS.ProcessEnv
  devMode: boolean
  database: DatabaseConfig
  /** REDIS_URL: where several processes share their counts and mailboxes. */
  redisUrl: string | undefined
}

/** What a module is installed with: the parsed core settings and its own, and the server's shared services. */
export interface ModuleDeps<Settings extends z.ZodRawShape> {
  settings: CoreSettings & SettingsOutput<Settings>
  database: Database
  /** This server's origin from configuration, never a request's Host. */
  publicOrigin: PublicOrigin
  /** The server's /metrics: a module adds its own Prometheus registry to it. */
  metrics: ServerMetrics
}

export type SettingsOutput<Settings extends z.ZodRawShape> = z.output<z.ZodObject<Settings>>
export type SettingsInput<Settings extends z.ZodRawShape> = Partial<z.input<z.ZodObject<Settings>>>

/** Declares a module; the identity function that lets TypeScript infer its settings' types. */
export function defineServerModule<Settings extends z.ZodRawShape = Record<never, never>, Env extends z.ZodRawShape = Record<never, never>>(
  module: ServerModule<Settings, Env>,
): ServerModule<Settings, Env> {
  return module
}

// Modules are listed type-erased; each was checked against its own settings where it was defined.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyServerModule = ServerModule<any, any>

type UnionToIntersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (value: infer Both) => void ? Both : never

/** The settings fields of every module in a list, as one zod shape. */
export type ModulesSettingsShape<Modules extends readonly AnyServerModule[]> = UnionToIntersection<
  { [Index in keyof Modules]: Modules[Index] extends ServerModule<infer Settings, z.ZodRawShape> ? Settings : never }[number]
>
