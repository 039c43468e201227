/** The rules that decide where the modal opens and whether it may close (spec §2). */
import type { RouterEntry, View, ViewData } from './router.ts'

export interface OpeningContext {
  /** Whether the host configured any chain adapter. */
  hasAdapters: boolean
  connected: boolean
  isMobile: boolean
  /** A view the caller asked for, with its data. */
  requested?: { view: View; data?: ViewData }
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

const SIGNING_VIEWS: readonly View[] = ['ApproveTransaction', 'SIWXSignMessage']

/** Close is disabled on a signing view when signing is required and no session exists yet. */
export function isCloseDisabled(context: { view: View; signingRequired: boolean; hasSession: boolean }): boolean {
  return SIGNING_VIEWS.includes(context.view) && context.signingRequired && !context.hasSession
}

/** In embedded mode the modal never hides: closing shows Account when connected, else Connect. */
export function embeddedCloseView(connected: boolean): View {
  return connected ? 'Account' : 'Connect'
}
