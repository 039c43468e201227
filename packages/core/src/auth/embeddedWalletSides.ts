/**
 * Which namespaces the embedded wallet serves on this page, as their modules say (`embeddedWallet`):
 * its login lives on the home namespace (its AUTH connector's), and each companion namespace the
 * host has networks of gets a side of that login. Core names none of them.
 */
import type { FoyerContext } from '../context.ts'
import type { NamespaceModule } from '../namespaceModule.ts'
import type { ChainNamespace } from '../types.ts'

/** The namespace the embedded wallet's login lives on, where the host has networks of it; undefined otherwise. */
export function embeddedHomeNamespace(ctx: Pick<FoyerContext, 'namespaces' | 'chains'>): ChainNamespace | undefined {
  return sidesOf(ctx, 'home')[0]?.namespace
}

/** The namespaces the login serves beside its home on this page: those with a companion side and networks here. */
export function embeddedCompanions(ctx: Pick<FoyerContext, 'namespaces' | 'chains'>): readonly NamespaceModule[] {
  return sidesOf(ctx, 'companion')
}

function sidesOf(ctx: Pick<FoyerContext, 'namespaces' | 'chains'>, role: NamespaceModule['embeddedWallet']): readonly NamespaceModule[] {
  return ctx.namespaces.all().filter((module) => module.embeddedWallet === role && ctx.chains.chain(module.namespace))
}
