/**
 * The account type the visitor chose for the embedded wallet, per namespace (spec §3
 * `preferredAccountTypes`), kept by the host page: a choice made in one app holds in that app only.
 */
import { readJson, STORAGE_KEYS, writeJson, type KeyValueStorage } from '../storage.ts'
import type { AccountType } from '../stores/chains.ts'
import type { ChainNamespace } from '../types.ts'

const ACCOUNT_TYPES: readonly AccountType[] = ['eoa', 'smartAccount', 'payment', 'ordinal']

export function readPreferredAccountTypes(storage: KeyValueStorage): Partial<Record<ChainNamespace, AccountType>> {
  const stored = readJson<Record<string, unknown>>(storage, STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES)
  if (typeof stored !== 'object' || stored === null) return {}
  return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, AccountType] => ACCOUNT_TYPES.includes(entry[1] as AccountType)))
}

export function writePreferredAccountType(storage: KeyValueStorage, namespace: ChainNamespace, type: AccountType): void {
  writeJson(storage, STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES, { ...readPreferredAccountTypes(storage), [namespace]: type })
}
