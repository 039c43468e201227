/**
 * Local-storage keys of spec §3 and safe access to them. Storage may be missing (SSR, privacy
 * modes) or hold anything (another version, a hand edit): reads never throw, bad JSON reads as null.
 */
export const STORAGE_KEYS = {
  SESSION_TOKEN: '@foyer/session_token',
  EMAIL_LOGIN_USED: '@foyer/email_login_used',
  LAST_EMAIL_LOGIN_TIME: '@foyer/last_email_login_time',
  EMAIL: '@foyer/email',
  LAST_USED_CHAIN: '@foyer/active_namespace',
  PREFERRED_ACCOUNT_TYPES: '@foyer/preferred_account_types',
  SMART_ACCOUNT_ENABLED: '@foyer/smart_account_enabled',
  SMART_ACCOUNT_ENABLED_NETWORKS: '@foyer/smart_account_enabled_networks',
  SOCIAL_USERNAME: '@foyer/social_username',
  SOCIAL_PROVIDER: '@foyer/social_provider',
  CONNECTION_STATUS: '@foyer/connection_status',
  CONNECTED_CONNECTOR_IDS: '@foyer/connected_connector_ids',
  ACTIVE_CAIP_NETWORK_ID: '@foyer/active_caip_network_id',
  RECENT_WALLETS: '@foyer/recent_wallets',
  /** The SIWX sessions this browser signed in with (the Foyer server's ids, by account). */
  SIWX_SESSIONS: '@foyer/siwx_sessions',
  /** The visitor ticked the host's terms and privacy box (features.legalCheckbox): asked once per browser. */
  LEGAL_ACCEPTED: '@foyer/legal_accepted',
} as const
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

/** The subset of the Web Storage API Foyer uses, so tests and SSR can pass their own. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** localStorage when the page has one, otherwise an in-memory map. */
export function defaultStorage(): KeyValueStorage {
  try {
    const storage = (globalThis as { localStorage?: KeyValueStorage }).localStorage
    if (storage) {
      storage.getItem(STORAGE_KEYS.CONNECTION_STATUS)
      return storage
    }
  } catch {
    // Access can throw (sandboxed iframes, blocked cookies): fall through to memory.
  }
  return memoryStorage()
}

/**
 * A storage resolved on first use, so creating a client touches no browser global (SSR, and the
 * rule that only `start()` runs browser code). `resolve` runs once.
 */
export function lazyStorage(resolve: () => KeyValueStorage): KeyValueStorage {
  let storage: KeyValueStorage | undefined
  const target = () => (storage ??= resolve())
  return {
    getItem: (key) => target().getItem(key),
    setItem: (key, value) => target().setItem(key, value),
    removeItem: (key) => target().removeItem(key),
  }
}

export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

export function readJson<T>(storage: KeyValueStorage, key: StorageKey): T | null {
  try {
    const raw = storage.getItem(key)
    return raw === null ? null : (JSON.parse(raw) as T)
  } catch {
    return null
  }
}

export function writeJson(storage: KeyValueStorage, key: StorageKey, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value))
  } catch {
    // A full or blocked storage must not break connecting; the value lives for this page only.
  }
}

export function removeKey(storage: KeyValueStorage, key: StorageKey): void {
  try {
    storage.removeItem(key)
  } catch {
    // Same as above.
  }
}
