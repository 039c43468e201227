/**
 * The account the embedded wallet's login shows on, for its flows (email, social, Farcaster), which
 * load on demand: kept apart from embeddedWalletSides.ts, which the page loads to start the wallet.
 */
import type { FoyerContext } from '../context.ts'
import type { AccountState } from '../stores/chains.ts'
import { embeddedHomeNamespace } from './embeddedWalletSides.ts'

/** The account the embedded wallet's login shows on (its home namespace's): its user, social provider, Farcaster channel. */
export function embeddedAccount(ctx: Pick<FoyerContext, 'namespaces' | 'chains'>): AccountState | undefined {
  const home = embeddedHomeNamespace(ctx)
  return home ? ctx.chains.chain(home)?.accountState : undefined
}

/** Updates the login's account (see `embeddedAccount`); nothing where the page has no embedded wallet. */
export function patchEmbeddedAccount(ctx: Pick<FoyerContext, 'namespaces' | 'chains'>, patch: Partial<AccountState>): void {
  const home = embeddedHomeNamespace(ctx)
  if (home) ctx.chains.patchAccount(home, patch)
}
