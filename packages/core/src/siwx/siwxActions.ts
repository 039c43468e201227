/**
 * SIWX's state rules (spec §4): on connect without a session the sign-in view opens; signing
 * creates the message, signs it, stores the session and closes; cancel disconnects when signing
 * is required, else closes, then the modal resets to Connect. Loaded (siwxFeature.ts) when a
 * host that set `siwx` starts the client, or with the host's first `client.siwx` call.
 */
import { FoyerError } from '@foyer/auth-frame/protocol'
import { disconnect } from '../actions/connection.ts'
import { closeModal, openModal } from '../actions/modal.ts'
import type { FoyerContext } from '../context.ts'
import { THROWN } from '../errors.ts'
import { buildCacao } from './cacao.ts'
import { siwxFormatOf } from './siwxFormats.ts'
import { isSameOwner, siwxOwner, type SiwxOwner } from './siwxOwner.ts'
import { resolveSiwxStrategy } from './siwxStrategy.ts'
import type { SiwxSession } from '../siwxTypes.ts'
import { isSiwxSignView, siwxSignView } from './siwxSignView.ts'
import { siwxRequired } from './siwxViews.ts'
import { walletSigner } from './walletSigner.ts'
import { createLog } from '../log.ts'
import { untilStore } from '../store.ts'

/**
 * Signs the active account in: the strategy words the message for it and its network, the wallet
 * signs (a refusal says 'Signature declined' and keeps no session), the strategy stores the session.
 */
export async function signInWithWallet(ctx: FoyerContext): Promise<SiwxSession> {
  const strategy = resolveSiwxStrategy(ctx)
  const owner = siwxOwner(ctx)
  if (!owner) throw new FoyerError(THROWN.NO_ACTIVE_CAIP_ADDRESS)
  ctx.siwx.set({ status: 'signing' })
  try {
    const message = await strategy.createMessage({ accountAddress: owner.address, chainId: owner.chainId })
    const signed = await (strategy.signer ?? walletSigner(ctx)).sign(message)
    // A wallet that worded the text itself (solana:signIn) signed what it says: the store reads it and makes the CACAO.
    const ownText = signed.message === message.toString()
    const signedSession: SiwxSession = { data: message.data, ...signed, ...(ownText && { cacao: buildCacao(message.data, signed, (await siwxFormatOf(ctx, message.data.chainId)).signatureType) }) }
    const session = (await strategy.addSession(signedSession)) ?? signedSession
    // Another account took over meanwhile: its own sign-in decides what the store shows.
    if (!isSameOwner(siwxOwner(ctx), owner)) return session
    ctx.siwx.set({ status: 'signed', session })
    if (showsSignIn(ctx)) closeModal(ctx)
    return session
  } catch (error) {
    if (isSameOwner(siwxOwner(ctx), owner)) ctx.siwx.set({ status: 'none' })
    throw error
  }
}

/** After a connection: the account's session when the strategy has one, else the sign-in view opens. */
export async function siwxOnConnect(ctx: FoyerContext): Promise<void> {
  const strategy = resolveSiwxStrategy(ctx)
  const owner = siwxOwner(ctx)
  if (!owner) return
  const sessions = await strategy.getSessions(owner.chainId, owner.address).catch((error: unknown) => {
    // Unknown reads as none: the visitor is asked to sign, and signing tells what is wrong.
    createLog(ctx.options).warn('Foyer: the SIWX sessions could not be read', error)
    return []
  })
  await connectionSettled(ctx)
  if (!isSameOwner(siwxOwner(ctx), owner)) return
  const [session] = sessions
  if (session) return ctx.siwx.set({ status: 'signed', session })
  ctx.siwx.set({ status: 'none' })
  openModal(ctx, { view: siwxSignView(ctx) })
}

/** The sign-in view's Cancel: disconnects when signing is required, else closes; then Connect. */
export async function cancelSiwx(ctx: FoyerContext): Promise<void> {
  try {
    if (siwxRequired(ctx.options.siwx)) await disconnect(ctx)
    else closeModal(ctx)
  } finally {
    ctx.router.reset('Connect')
  }
}

/**
 * Signs the active account out: the strategy revokes its sessions (Foyer's asks the wallet to sign
 * the revocation). A wallet still reconnecting (a reload restoring it) is waited for: signing out
 * then is not lost, nor undone when the reconnection finds the session again.
 */
export async function signOut(ctx: FoyerContext): Promise<void> {
  const strategy = resolveSiwxStrategy(ctx)
  ctx.siwx.set({ status: 'none' })
  const owner = siwxOwner(ctx) ?? (await reconnectedOwner(ctx))
  if (owner) await strategy.revokeSession(owner.chainId, owner.address)
}

/**
 * The active account once it is no longer reconnecting: undefined if it was not, or did not come
 * back. Not bounded by a timer: the reconnection itself ends (confirmed or failed), and giving up
 * earlier would sign out locally only, for the reconnection to find the session again.
 */
async function reconnectedOwner(ctx: FoyerContext): Promise<SiwxOwner | undefined> {
  const reconnecting = () => ctx.chains.active()?.accountState.status === 'connecting'
  if (!reconnecting()) return undefined
  await untilStore(ctx.chains, () => !reconnecting())
  return siwxOwner(ctx)
}

/** An account disconnected: with `signOutOnDisconnect` the strategy forgets its sessions (the wallet is gone: nothing signs). */
export async function siwxOnDisconnect(ctx: FoyerContext): Promise<void> {
  const strategy = resolveSiwxStrategy(ctx)
  if (strategy.signOutOnDisconnect) await strategy.setSessions([])
}

function showsSignIn(ctx: FoyerContext): boolean {
  return ctx.modal.get().open && ctx.router.get().history.some((entry) => isSiwxSignView(entry.view))
}

/**
 * Resolves once the modal's connection attempt has closed the modal on its success, so the
 * sign-in view opens after that close and not before it (where the close would take it away).
 */
async function connectionSettled(ctx: FoyerContext): Promise<void> {
  if (ctx.connectionAttempt.get().status !== 'connecting') return
  await untilStore(ctx.connectionAttempt, (attempt) => attempt.status !== 'connecting')
  // The attempt closes the modal right after this change: continue after that.
  await new Promise((resolve) => setTimeout(resolve, 0))
}
