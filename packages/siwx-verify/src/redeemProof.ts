import { redeemedSessionSchema, type RedeemedSession } from './redeemedSession.ts'

/** Foyer's server did not answer a proof's redemption (down, unreachable, or answering 5xx): try again; sign no one in meanwhile. */
export class FoyerServerUnavailableError extends Error {
  override name = 'FoyerServerUnavailableError'
}

export interface RedeemProofRequest {
  proof: string
  foyerUrl: string
  projectId: string
  fetch?: typeof fetch
}

/**
 * Redeems a sign-in's proof with Foyer's server (POST /v1/sessions/proofs/redeem): the session it
 * proves, or the problem Foyer's server named (unknown, redeemed before, expired; a malformed
 * proof). Throws FoyerServerUnavailableError when the server does not answer or fails.
 */
export async function redeemProof(request: RedeemProofRequest): Promise<{ session: RedeemedSession } | { problem: string }> {
  // Resolved under the configured URL's path, so a server behind a path prefix (https://x.example/foyer) is asked there.
  const base = new URL(request.foyerUrl)
  if (!base.pathname.endsWith('/')) base.pathname += '/'
  const url = new URL('v1/sessions/proofs/redeem', base)
  url.searchParams.set('projectId', request.projectId)
  const send = request.fetch ?? fetch
  const response = await send(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ proof: request.proof }),
    redirect: 'error',
  }).catch((error: unknown) => {
    throw new FoyerServerUnavailableError(`Foyer's server at ${url.origin} does not answer, so the sign-in's proof cannot be redeemed`, { cause: error })
  })
  const body: unknown = await response.json().catch(() => undefined)
  // A 429 (too many redemptions from this backend) redeemed nothing: like an outage, try again later.
  if (response.status >= 500 || response.status === 429) {
    throw new FoyerServerUnavailableError(`Foyer's server at ${url.origin} answered ${response.status} to the proof's redemption`)
  }
  if (!response.ok) {
    const said = typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : `HTTP ${response.status}`
    return { problem: `the proof was refused: ${said}` }
  }
  const parsed = redeemedSessionSchema.safeParse((body as { session?: unknown } | undefined)?.session)
  if (!parsed.success) throw new FoyerServerUnavailableError(`Foyer's server at ${url.origin} answered the redemption with something that is not a session`)
  return { session: parsed.data }
}
