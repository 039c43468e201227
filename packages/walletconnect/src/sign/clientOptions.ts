/**
 * Options both clients take, and how they turn into a relayer and a storage: the relay client's
 * ed25519 seed is created once and kept in the storage, so the client keeps its did:key.
 */
import type { KeyValueStorage, Metadata, Relayer } from '../types.ts'
import { createRelayClient } from '../relay/index.ts'
import type { RelayClientOptions } from '../relay/relayClientOptions.ts'
import { fromHex, toHex } from '../encoding.ts'
import { generateClientSeed } from '../relayAuth.ts'
import { createMemoryStorage } from './sessionStore.ts'

export interface ClientLogger {
  debug?(...a: unknown[]): void
  warn?(...a: unknown[]): void
}

export interface ClientOptions {
  relayUrl: string
  projectId?: string
  metadata: Metadata
  /** Default: an in-memory Map storage; browsers pass localStorage. */
  storage?: KeyValueStorage
  /** Default 'foyer-wc'. */
  storagePrefix?: string
  WebSocket?: typeof globalThis.WebSocket
  /** Injected for tests; otherwise createRelayClient(...) with a seed persisted in storage. */
  relayer?: Relayer
  logger?: ClientLogger
  /** The relay client's timings (relay/relayClientOptions.ts), where the defaults do not suit. */
  relayTimings?: Pick<RelayClientOptions, 'requestTimeoutMs' | 'publishTimeoutMs' | 'unreachableAfterMs'>
}

export const DEFAULT_STORAGE_PREFIX = 'foyer-wc'

export interface ResolvedOptions {
  metadata: Metadata
  storage: KeyValueStorage
  prefix: string
  relayer: Relayer
  logger: Required<ClientLogger>
}

const silent = (): void => {}

export async function resolveClientOptions(options: ClientOptions): Promise<ResolvedOptions> {
  const storage = options.storage ?? createMemoryStorage()
  const prefix = options.storagePrefix ?? DEFAULT_STORAGE_PREFIX
  const logger = {
    debug: options.logger?.debug?.bind(options.logger) ?? silent,
    warn: options.logger?.warn?.bind(options.logger) ?? silent,
  }
  const relayer = options.relayer ?? (await createPersistentRelayer(options, storage, prefix))
  return { metadata: options.metadata, storage, prefix, relayer, logger }
}

async function createPersistentRelayer(options: ClientOptions, storage: KeyValueStorage, prefix: string): Promise<Relayer> {
  const seedKey = `${prefix}:relay-seed`
  let seedHex = await storage.getItem(seedKey)
  if (seedHex === null || !/^[0-9a-f]{64}$/.test(seedHex)) {
    seedHex = toHex(generateClientSeed())
    await storage.setItem(seedKey, seedHex)
  }
  return createRelayClient({
    relayUrl: options.relayUrl,
    seed: fromHex(seedHex),
    ...(options.projectId !== undefined ? { projectId: options.projectId } : {}),
    ...(options.WebSocket !== undefined ? { WebSocket: options.WebSocket } : {}),
    ...(options.logger !== undefined ? { logger: options.logger } : {}),
    ...options.relayTimings,
  })
}
