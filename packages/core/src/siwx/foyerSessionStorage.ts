/**
 * Foyer's SIWX session store: the sessions live on the Foyer server (which verifies each one it
 * stores), and this browser remembers which of them it signed in with. Anyone may list an
 * address's sessions; holding one is what signs this browser in, so a reload keeps it and a
 * sign-out here forgets it, even when the wallet is gone and cannot sign the server's revocation.
 */
import { signMessage } from '../actions/signing.ts'
import { createSiwxApi, revokeSessionText } from '../api/siwxApi.ts'
import type { FoyerContext } from '../context.ts'
import { readJson, STORAGE_KEYS, writeJson } from '../storage.ts'
import type { CaipNetworkId } from '../types.ts'
import type { SiwxSession, SiwxStorage } from './siwxTypes.ts'

/** A session this browser signed in with: the server's id and its account. */
interface HeldSession {
  id: string
  chainId: CaipNetworkId
  address: string
}

export function foyerSessionStorage(ctx: FoyerContext): SiwxStorage {
  const api = createSiwxApi(ctx.api.http)
  const held = () => readHeld(ctx)
  const hold = (sessions: HeldSession[]) => writeJson(ctx.storage, STORAGE_KEYS.SIWX_SESSIONS, sessions)
  const add = async (session: SiwxSession) => {
    const stored = await api.addSession({ message: session.message, signature: session.signature, ...(session.cacao && { cacao: session.cacao }) })
    hold([...held().filter((entry) => entry.id !== stored.id), heldOf(stored)])
    return stored
  }
  return {
    add,
    async set(sessions) {
      hold([])
      for (const session of sessions) {
        // One the server already holds is kept by its id; a new one is stored.
        if (session.id) hold([...held(), heldOf({ ...session, id: session.id })])
        else await add(session)
      }
    },
    async get(chainId, address) {
      const account = ofAccount(chainId, address)
      const mine = new Set(held().filter(account).map((entry) => entry.id))
      if (mine.size === 0) return []
      const listed = await api.sessions(address, chainId)
      const current = listed.filter((session) => mine.has(session.id))
      // The ones the server no longer lists expired or were revoked elsewhere: forgotten here too.
      hold([...held().filter((entry) => !account(entry)), ...current.map(heldOf)])
      return current
    },
    async delete(chainId, address) {
      const account = ofAccount(chainId, address)
      const revoked = held().filter(account)
      hold(held().filter((entry) => !account(entry)))
      // The server revokes on the address's own signature: asked only while it is the connected account.
      if (revoked.length === 0 || !isActiveAccount(ctx, chainId, address)) return
      for (const { id } of revoked) await api.revoke(address, id, await signMessage(ctx, revokeSessionText(id)))
    },
  }
}

function heldOf(session: SiwxSession & { id: string }): HeldSession {
  return { id: session.id, chainId: session.data.chainId, address: session.data.accountAddress }
}

/** EVM addresses are one address in any case; others (base58) are case-sensitive. */
function ofAccount(chainId: CaipNetworkId, address: string) {
  const key = (value: string) => (chainId.startsWith('eip155:') ? value.toLowerCase() : value)
  return (entry: HeldSession) => entry.chainId === chainId && key(entry.address) === key(address)
}

function isActiveAccount(ctx: FoyerContext, chainId: CaipNetworkId, address: string): boolean {
  const chain = ctx.chains.active()
  const active = chain?.accountState.address
  return Boolean(active && chain.networkState.caipNetwork?.caipNetworkId === chainId && ofAccount(chainId, address)({ id: '', chainId, address: active }))
}

/** What storage holds, kept only where each entry has its three strings (storage may hold anything). */
function readHeld(ctx: FoyerContext): HeldSession[] {
  const value = readJson<unknown>(ctx.storage, STORAGE_KEYS.SIWX_SESSIONS)
  if (!Array.isArray(value)) return []
  return value.filter(
    (entry): entry is HeldSession =>
      typeof entry === 'object' && entry !== null && ['id', 'chainId', 'address'].every((field) => typeof (entry as Record<string, unknown>)[field] === 'string'),
  )
}
