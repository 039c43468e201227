/**
 * The strategy SIWX runs: the host's whole one, or Foyer's default with the parts the host
 * replaced (as AppKit's SIWX config): message builder, signer, verifiers and session store.
 */
import { FoyerError } from '@foyer/auth-frame/protocol'
import { parseCaipNetworkId } from '../caip.ts'
import type { FoyerContext } from '../context.ts'
import { THROWN } from '../errors.ts'
import { foyerMessenger } from './foyerMessenger.ts'
import { foyerSessionStorage } from './foyerSessionStorage.ts'
import type { SiwxOption, SiwxSession, SiwxStrategy, SiwxStrategyParts, SiwxVerifier } from '../siwxTypes.ts'
import { walletSigner } from './walletSigner.ts'

/**
 * What signing in throws when a host's verifier refuses the signed session. Written here, not in
 * the page's error catalogue (errors.ts): only SIWX's code, which loads on demand, throws it.
 */
export const SIWX_SESSION_REFUSED = 'The signed message could not be verified'

/** The host's strategy; 'SIWX is not enabled' when the host did not set `siwx`. */
export function resolveSiwxStrategy(ctx: FoyerContext): SiwxStrategy {
  const option = ctx.options.siwx
  if (!option) throw new FoyerError(THROWN.SIWX_NOT_ENABLED)
  return isSiwxStrategy(option) ? option : foyerStrategy(ctx, option)
}

/** Foyer's strategy (its server, the connected wallet) with the host's parts in place of its own. */
export function foyerStrategy(ctx: FoyerContext, parts: SiwxStrategyParts): SiwxStrategy {
  const messenger = parts.messenger ?? foyerMessenger(ctx, parts.sessionSeconds)
  const storage = parts.storage ?? foyerSessionStorage(ctx)
  return {
    createMessage: (input) => messenger.createMessage(input),
    async addSession(session) {
      await verifySession(parts.verifiers ?? [], session)
      return storage.add(session)
    },
    revokeSession: (chainId, address) => storage.delete(chainId, address),
    setSessions: (sessions) => storage.set(sessions),
    getSessions: (chainId, address) => storage.get(chainId, address),
    getRequired: () => parts.required === true,
    signOutOnDisconnect: parts.signOutOnDisconnect === true,
    signer: parts.signer ?? walletSigner(ctx),
  }
}

/** Whether the host's `siwx` is a whole strategy rather than parts of Foyer's. */
export function isSiwxStrategy(option: SiwxOption): option is SiwxStrategy {
  return typeof (option as Partial<SiwxStrategy>).createMessage === 'function'
}

/** Every verifier of the session's namespace must accept it; with none, the store decides (Foyer's server verifies). */
async function verifySession(verifiers: readonly SiwxVerifier[], session: SiwxSession): Promise<void> {
  const { namespace } = parseCaipNetworkId(session.data.chainId)
  const verdicts = await Promise.all(verifiers.filter((verifier) => verifier.namespace === namespace).map((verifier) => verifier.verify(session)))
  if (!verdicts.every(Boolean)) throw new Error(SIWX_SESSION_REFUSED)
}
