/**
 * The connected account's name and avatar (spec §3 `profileName`, `profileImage`), from the
 * server's identity route, for the namespaces names serve (spec §9: eip155), kept 5 minutes per
 * address (spec §9). A name the server cannot give leaves the account as it is: the address shows.
 */
import { CACHE_IDENTITY_MS } from '../constants.ts'
import type { FoyerContext } from '../context.ts'
import type { ChainNamespace } from '../types.ts'
import { requireServer } from '../serverRequired.ts'

type Identity = { name: string | null; avatar: string | null }
const cached = new WeakMap<FoyerContext, Map<string, { identity: Identity; at: number }>>()

export async function refreshIdentity(ctx: FoyerContext, namespace: ChainNamespace, now = Date.now): Promise<void> {
  if (!ctx.namespaces.serves(namespace, 'names')) return
  const address = ctx.chains.chain(namespace)?.accountState.address
  if (!address) return
  const identity = await lookupIdentity(ctx, namespace, address, {}, now).catch(() => undefined)
  if (!identity) return
  // The account may have changed while the server answered: the name is only this address's.
  if (ctx.chains.chain(namespace)?.accountState.address?.toLowerCase() !== address.toLowerCase()) return
  ctx.chains.patchAccount(namespace, { profileName: identity.name ?? undefined, profileImage: identity.avatar ?? undefined })
}

/** Lookups under way, so that several readers of one address make one request. */
const inFlight = new WeakMap<FoyerContext, Map<string, Promise<Identity>>>()

/**
 * Any address's name and avatar (`useFoyerName`), from the server's identity route, kept 5 minutes
 * per address like the account's own (the same cache); `fresh` asks the server past it. Rejects
 * with the request's error; an address of a namespace names do not serve has none (nulls, nothing asked).
 */
export function lookupIdentity(ctx: FoyerContext, namespace: ChainNamespace, address: string, options: { fresh?: boolean } = {}, now = Date.now): Promise<Identity> {
  if (!ctx.namespaces.serves(namespace, 'names')) return Promise.resolve({ name: null, avatar: null })
  const key = address.toLowerCase()
  const cache = cached.get(ctx) ?? new Map<string, { identity: Identity; at: number }>()
  cached.set(ctx, cache)
  const entry = cache.get(key)
  if (entry && !options.fresh && now() - entry.at < CACHE_IDENTITY_MS) return Promise.resolve(entry.identity)
  const pending = inFlight.get(ctx) ?? new Map<string, Promise<Identity>>()
  inFlight.set(ctx, pending)
  const asked = pending.get(key)
  if (asked) return asked
  const request = requireServer(ctx, 'Names')
    .blockchain.getIdentity(address)
    .then((identity) => {
      cache.set(key, { identity, at: now() })
      return identity
    })
    .finally(() => pending.delete(key))
  pending.set(key, request)
  return request
}

/**
 * What the server last said of an address: its name (or null: none), undefined before it has
 * answered. The Account view offers to register a name only to an account known to have none.
 */
export function knownIdentity(ctx: FoyerContext, address: string): Identity | undefined {
  return cached.get(ctx)?.get(address.toLowerCase())?.identity
}

/**
 * A name the account has just registered: shown at once as its name (its avatar kept), and kept as
 * its identity for the cache's 5 minutes, so a refresh in between does not take it away again.
 */
export function rememberAccountName(ctx: FoyerContext, namespace: ChainNamespace, address: string, name: string, now = Date.now): void {
  const key = address.toLowerCase()
  const cache = cached.get(ctx) ?? new Map<string, { identity: Identity; at: number }>()
  cached.set(ctx, cache)
  cache.set(key, { identity: { name, avatar: cache.get(key)?.identity.avatar ?? null }, at: now() })
  if (ctx.chains.chain(namespace)?.accountState.address?.toLowerCase() === key) ctx.chains.patchAccount(namespace, { profileName: name })
}
