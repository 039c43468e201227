/**
 * Which namespaces the embedded wallet serves on this page, as their modules say (`embeddedWallet`):
 * its login lives on the home namespace (its AUTH connector's), and each companion namespace the
 * host has networks of gets a side of that login. Core names none of them.
 */
import type { FoyerContext } from '../context.ts'
import type { NamespaceModule } from '../namespaceModule.ts'
import type { AccountState } from '../stores/chains.ts'
import type { ChainNamespace } from '../types.ts'

/** The namespace the embedded wallet's login lives on, where the host has networks of it; undefined otherwise. */
export function embeddedHomeNamespace(ctx: Pick<FoyerContext, 'namespaces' | 'chains'>): ChainNamespace | undefined {
  const home = ctx.namespaces.all().find((module) => module.embeddedWallet === 'home')
  return home && ctx.chains.chain(home.namespace) ? home.namespace : undefined
}

/** The namespaces the login serves beside its home on this page: those with a companion side and networks here. */
export function embeddedCompanions(ctx: Pick<FoyerContext, 'namespaces' | 'chains'>): NamespaceModule[] {
  return ctx.namespaces.all().filter((module) => module.embeddedWallet === 'companion' && ctx.chains.chain(module.namespace))
}

/** Every namespace the login serves on this page, its home first. */
export function embeddedNamespaces(ctx: Pick<FoyerContext, 'namespaces' | 'chains'>): ChainNamespace[] {
  const home = embeddedHomeNamespace(ctx)
  return home ? [home, ...embeddedCompanions(ctx).map((module) => module.namespace)] : []
}

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
