import type { CacaoSignatureType } from './cacao.ts'
import { messageHash } from './messageHash.ts'
import { redeemProof } from './redeemProof.ts'
import { CLOCK_SKEW_MS } from './signInTimes.ts'
import type { SiwxData } from './siwxData.ts'
import { verifySessionSignature } from './verifySessionSignature.ts'

export interface VerifyFoyerSessionOptions {
  /** The sign-in's single-use proof the browser sent with the session (`session.proof` on the page: useFoyerSiwx(), client.siwx.getSession()). */
  proof: string
  /**
   * Foyer's server, from your own configuration (e.g. `https://foyer.example.com`) — never from the
   * request: whoever chose it would answer the redemption.
   */
  foyerUrl: string
  /** Your project id, from your configuration. */
  projectId: string
  /** Your site's host as the message names it: `shop.example`, or `localhost:5173`. A session for any other is refused. */
  expectedDomain: string
  /** An RPC node of the session's chain, needed only for a smart account's session (CACAO `s.t` `eip1271`). */
  rpcUrl?: string
  /** The time to judge expiry at; now unless given. */
  now?: Date
  /** The fetch to ask Foyer's server with; the global one unless given. */
  fetch?: typeof fetch
}

export type FoyerSessionCheck = { valid: true; address: string; chainId: string; data: SiwxData; signatureType: CacaoSignatureType; sessionId: string } | { valid: false; problem: string }

/**
 * Whether a visitor signed in, on your own backend: the session the browser sent and the sign-in's
 * proof. Checks the session offline (verifySessionSignature: a sign-in for `expectedDomain`, within
 * its times, signed by the account), then redeems the proof with Foyer's server — once: a proof
 * redeemed before, unknown or expired is refused — and checks the redeemed session is this one
 * (same id, same message), live (not revoked, expired or before its not-before time), with an
 * expiry, for `expectedDomain`. A copy of a session without its proof signs no one in.
 * Throws FoyerServerUnavailableError when Foyer's server does not answer, ChainUnavailableError
 * when a smart account's chain (rpcUrl) does not.
 */
export async function verifyFoyerSession(session: unknown, options: VerifyFoyerSessionOptions): Promise<FoyerSessionCheck> {
  const now = options.now ?? new Date()
  if (typeof options.proof !== 'string' || options.proof === '') return invalid('no proof: send the sign-in’s proof (session.proof) with the session; a session alone signs no one in')
  const offline = await verifySessionSignature(session, { expectedDomain: options.expectedDomain, now, ...(options.rpcUrl && { rpcUrl: options.rpcUrl }) })
  if (!offline.valid) return offline
  const redeemed = await redeemProof(options)
  if ('problem' in redeemed) return invalid(redeemed.problem)
  const proven = redeemed.session
  const { data, message } = offline.session
  if (offline.session.id !== undefined && offline.session.id !== proven.id) return invalid('the proof is another session’s')
  if (proven.id !== data.nonce || proven.messageHash !== messageHash(message)) return invalid('the proof is another session’s')
  if (proven.domain.toLowerCase() !== options.expectedDomain.toLowerCase()) return invalid(`the proven session is for ${proven.domain}, not ${options.expectedDomain}`)
  if (proven.status !== 'live') return invalid(`the session is ${proven.status === 'notYetValid' ? 'not valid yet' : proven.status}`)
  if (proven.expiresAt === null) return invalid('the session has no expiry: sign in again')
  if (Date.parse(proven.expiresAt) <= now.getTime()) return invalid(`the session expired at ${proven.expiresAt}`)
  if (proven.notBefore !== null && Date.parse(proven.notBefore) > now.getTime() + CLOCK_SKEW_MS) return invalid(`the session is not valid before ${proven.notBefore}`)
  return { valid: true, address: offline.address, chainId: offline.chainId, data, signatureType: offline.signatureType, sessionId: proven.id }
}

function invalid(problem: string): FoyerSessionCheck {
  return { valid: false, problem }
}
