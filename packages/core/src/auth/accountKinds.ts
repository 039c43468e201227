/**
 * The embedded wallet's kinds of account as the server describes them (spec §3): each account and
 * its type, the one in use, whether its smart account is deployed, and the networks where it holds
 * one. A host that asked for smart accounts where none is served hears so in the snackbar.
 */
import type { AuthUser } from '@foyer/auth-frame/protocol'
import type { FoyerContext } from '../context.ts'
import { SNACKBARS } from '../errors.ts'
import type { ChainNamespace } from '../types.ts'
import type { AuthConnector } from './authConnector.ts'
import { readPreferredAccountTypes } from './preferredAccountTypes.ts'

/** The network the missing smart account was last reported on, so a reconnect there does not repeat it. */
const reported = new WeakMap<FoyerContext, string | number>()

export function applyAccountKinds(ctx: FoyerContext, namespace: ChainNamespace, user: AuthUser): void {
  const accounts = user.accounts ?? [{ address: user.address, type: 'eoa' as const }]
  const type = user.preferredAccountType ?? 'eoa'
  const state = ctx.chains.chain(namespace)?.accountState
  ctx.chains.patchAccount(namespace, {
    allAccounts: accounts.map((account) => ({ namespace, address: account.address, type: account.type })),
    smartAccountDeployed: user.smartAccountDeployed ?? false,
    preferredAccountTypes: { ...state?.preferredAccountTypes, [namespace]: type },
  })
  const wanted = readPreferredAccountTypes(ctx.storage)[namespace] ?? ctx.options.requestedAccountTypes[namespace]
  if (wanted === 'smartAccount' && type !== 'smartAccount' && reported.get(ctx) !== user.chainId) {
    reported.set(ctx, user.chainId)
    ctx.snackbar.error(SNACKBARS.SMART_ACCOUNTS_UNSUPPORTED)
  }
}

/** Asks the frame once which networks hold a smart account (`smartAccountEnabledNetworks`). */
export async function followSmartAccountNetworks(ctx: FoyerContext, namespace: ChainNamespace, connector: AuthConnector): Promise<void> {
  const { smartAccountEnabledNetworks } = await connector.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})
  ctx.chains.patchNetwork(namespace, { smartAccountEnabledNetworks })
}
