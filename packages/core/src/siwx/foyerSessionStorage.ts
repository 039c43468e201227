/**
 * Foyer's SIWX session store: the sessions live on the Foyer server (which verifies each one it
 * stores), and this browser remembers the ones it signed in with. Anyone may list an address's
 * sessions, but the listing names only ids and times: the session itself (message, signature) is
 * kept here, and the server's listing says which of them are still live. Holding one is what signs
 * this browser in, so a reload keeps it and a sign-out here forgets it, even when the wallet is
 * gone and cannot sign the server's revocation. The sign-in's proof (for the host's backend) is
 * never kept: it lives on the session object the sign-in answered, and nowhere else.
 */
import { signMessage } from '../actions/signing.ts'
import { createSiwxApi, revokeSessionText } from '../api/siwxApi.ts'
import type { FoyerContext } from '../context.ts'
import { parseCaipNetworkId } from '../caip.ts'
import { readJson, STORAGE_KEYS, writeJson } from '../storage.ts'
import type { CaipNetworkId } from '../types.ts'
import type { SiwxSession, SiwxStorage } from '../siwxTypes.ts'
import { requireServer } from '../serverRequired.ts'

/** A session this browser signed in with, as the server stored it: its id, data, message and signature; never its proof. */
type HeldSession = SiwxSession & { id: string }

export function foyerSessionStorage(ctx: FoyerContext): SiwxStorage {
  const api = createSiwxApi(requireServer(ctx, "Foyer's sign-in").http)
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
      const account = ofAccount(ctx, chainId, address)
      const mine = new Set(
        held()
          .filter(account)
          .map((entry) => entry.id),
      )
      if (mine.size === 0) return []
      const live = new Set(await api.sessionIds(address, chainId))
      const current = held().filter((entry) => account(entry) && live.has(entry.id))
      // The ones the server no longer lists expired or were revoked elsewhere: forgotten here too.
      hold([...held().filter((entry) => !account(entry)), ...current])
      return current
    },
    async delete(chainId, address) {
      const account = ofAccount(ctx, chainId, address)
      const revoked = held().filter(account)
      hold(held().filter((entry) => !account(entry)))
      // The server revokes on the address's own signature: asked only while it is the connected account.
      if (revoked.length === 0 || !isActiveAccount(ctx, chainId, address)) return
      for (const { id } of revoked) await api.revoke(address, id, await signMessage(ctx, revokeSessionText(id)))
    },
  }
}

/** What is kept of a session: everything but its single-use proof. */
function heldOf(session: SiwxSession & { id: string }): HeldSession {
  const { proof: _proof, proofExpiresAt: _proofExpiresAt, ...kept } = session
  return kept
}

/** Two addresses of the network's namespace are one as its module compares them (eip155's in any case; base58 is case-sensitive). */
function addressKey(ctx: Pick<FoyerContext, 'namespaces'>, chainId: CaipNetworkId): (address: string) => string {
  const module = ctx.namespaces.of(parseCaipNetworkId(chainId).namespace)
  return module ? module.address.key : (address) => address
}

function ofAccount(ctx: Pick<FoyerContext, 'namespaces'>, chainId: CaipNetworkId, address: string) {
  const key = addressKey(ctx, chainId)
  return (entry: HeldSession) => entry.data.chainId === chainId && key(entry.data.accountAddress) === key(address)
}

function isActiveAccount(ctx: FoyerContext, chainId: CaipNetworkId, address: string): boolean {
  const chain = ctx.chains.active()
  const active = chain?.accountState.address
  const key = addressKey(ctx, chainId)
  return Boolean(active && chain.networkState.caipNetwork?.caipNetworkId === chainId && key(active) === key(address))
}

/** What storage holds, kept only where each entry is a whole session (storage may hold anything, an older Foyer's ids alone too). */
function readHeld(ctx: FoyerContext): HeldSession[] {
  const value = readJson<unknown>(ctx.storage, STORAGE_KEYS.SIWX_SESSIONS)
  if (!Array.isArray(value)) return []
  return value.filter((entry): entry is HeldSession => {
    if (typeof entry !== 'object' || entry === null) return false
    const { id, message, signature, data } = entry as Record<string, unknown>
    const fields = data as Record<string, unknown> | null | undefined
    return [id, message, signature].every((field) => typeof field === 'string') && typeof fields?.chainId === 'string' && typeof fields.accountAddress === 'string'
  })
}
