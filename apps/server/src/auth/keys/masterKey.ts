import { randomBytes } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** FOYER_MASTER_KEY's size: an AES-256 key. */
export const MASTER_KEY_BYTES = 32
export const MASTER_KEY_HINT = 'must be 32 bytes written as base64 (44 characters) or hex (64 characters); make one with `openssl rand -base64 32`'
/** The file a data folder keeps its generated master key in. */
export const MASTER_KEY_FILE = 'master.key'

/** The key a text spells (base64, base64url or hex of 32 bytes), or undefined when it spells none. */
export function decodeMasterKey(text: string): Buffer | undefined {
  const value = text.trim()
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex')
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
    if (key.length === MASTER_KEY_BYTES) return key
  }
  return undefined
}

export type MasterKeySource = { kind: 'configured' } | { kind: 'file'; path: string; created: boolean } | { kind: 'ephemeral' }

/**
 * The master key: the configured one; else the one kept in `<dataDir>/master.key`, written there
 * (mode 0600) the first time; else, with nowhere to keep one (an in-memory database), a fresh one
 * for this process only. Which it was is answered so the caller can say so in its log.
 */
export function resolveMasterKey(configured: string | undefined, dataDir: string | undefined): { key: Buffer; source: MasterKeySource } {
  if (configured !== undefined) {
    const key = decodeMasterKey(configured)
    if (!key) throw new Error(`The master key ${MASTER_KEY_HINT}`)
    return { key, source: { kind: 'configured' } }
  }
  if (dataDir === undefined) return { key: randomBytes(MASTER_KEY_BYTES), source: { kind: 'ephemeral' } }
  const path = join(dataDir, MASTER_KEY_FILE)
  const existing = readKeyFile(path)
  if (existing) return { key: existing, source: { kind: 'file', path, created: false } }
  const key = randomBytes(MASTER_KEY_BYTES)
  mkdirSync(dataDir, { recursive: true })
  try {
    // 'wx': never overwrite a key another process wrote meanwhile (its users' keys depend on it).
    writeFileSync(path, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return { key: readKeyFile(path)!, source: { kind: 'file', path, created: false } }
  }
  chmodSync(path, 0o600)
  return { key, source: { kind: 'file', path, created: true } }
}

function readKeyFile(path: string): Buffer | undefined {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const key = decodeMasterKey(text)
  if (!key) throw new Error(`${path} does not hold a master key: it ${MASTER_KEY_HINT}`)
  return key
}
