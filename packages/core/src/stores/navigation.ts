/** The rules that decide where the modal opens and whether it may close (spec §2). */
import type { RouterEntry } from './router.ts'

export interface OpeningContext {
  /** Whether the host configured any chain adapter. */
  hasAdapters: boolean
  connected: boolean
  isMobile: boolean
  /** A view the caller asked for, with its data. */
  requested?: RouterEntry
}

/**
 * With no adapters and not connected: AllWallets on mobile, otherwise ConnectingWalletConnectBasic.
 * Else a requested view wins; else Account when connected, Connect otherwise.
 */
export function openingEntry(context: OpeningContext): RouterEntry {
  if (!context.hasAdapters && !context.connected) {
    return { view: context.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic' }
  }
  if (context.requested) return context.requested
  return { view: context.connected ? 'Account' : 'Connect' }
}

/** In embedded mode the modal never hides: closing shows Account when connected, else Connect. */
export function embeddedCloseView(connected: boolean): 'Account' | 'Connect' {
  return connected ? 'Account' : 'Connect'
}
