import { isDeepStrictEqual } from 'node:util'
import { cacaoOf, readSignInMessage, signInTimeProblem, type Cacao, type SignIn } from '@foyer/siwx-verify'
import { badRequest } from '../kernel/http/httpError.ts'
import type { Project } from '../projects/projectsTable.ts'
import { checkAccountSignature, type AccountSignatureCheck } from './accountSignatureCheck.ts'
import type { SiwxNonceStore } from './nonceStore.ts'
import { sessionLengthProblem } from './sessionLength.ts'
import { signInOriginProblem } from './signInOrigins.ts'

/** Names' registrations ask their chain the same way (identity/names). */
export { chainOutage } from './chainOutage.ts'

/** Said of a nonce this project did not issue to this client, that expired or that a sign-in already spent (a replay, a failed sign-in). */
export const NONCE_PROBLEM = "body.message: the message's nonce is unknown or already used (or expired, or asked by another client): get a new one from POST /v1/sessions/nonce"

export interface SignInRequest {
  message: string
  signature: string
  /** The client's CACAO, if it sent one: only its payload and signature are compared. */
  cacao?: { p: Cacao['p']; s: { s: string } } | undefined
}

export interface SignInContext extends AccountSignatureCheck {
  project: Project
  devMode: boolean
  nonces: SiwxNonceStore
  /** The longest a session may last (siwx.maxSessionSeconds), in ms. */
  maxSessionMs: number
  at: Date
}

/**
 * Checks a sign-in before it is stored, cheapest first: the message reads as a sign-in, for one of
 * the project's origins, on a served chain, within its times, expiring within the longest session;
 * the CACAO sent (if any) is this message's; the nonce is the project's, this client's and live;
 * the account signed it (low s; a smart account asked of its chain, within the failure budget).
 * Answers the sign-in and its CACAO; throws a 400 naming what is wrong, a 429 when the failure
 * budget is spent, or a 503 when the chain had to be asked and did not answer. The nonce is taken when the session is stored;
 * the route spends it when this throws.
 */
export async function checkSignIn(request: SignInRequest, context: SignInContext): Promise<{ signIn: SignIn; cacao: Cacao }> {
  const read = readSignInMessage(request.message)
  if ('problem' in read) throw badRequest(`body.message: ${read.problem}`)
  const { rules, data } = read.signIn
  const originProblem = signInOriginProblem(context.project, data, context.devMode)
  if (originProblem) throw badRequest(`body.message: ${originProblem}`)
  if (!context.chains.served(data.chainId)) {
    throw badRequest(`body.message: the message's chain ${data.chainId} is not served by this server (it serves ${context.chains.ids.join(', ')})`)
  }
  const timeProblem = signInTimeProblem(data, context.at)
  if (timeProblem) throw badRequest(`body.message: ${timeProblem}`)
  const lengthProblem = sessionLengthProblem(data, context.at, context.maxSessionMs)
  if (lengthProblem) throw badRequest(`body.message: ${lengthProblem}`)
  const signatureProblem = rules.signatureProblem(request.signature)
  if (signatureProblem) throw badRequest(`body.signature ${signatureProblem}`)
  if (request.cacao && !sameSignIn(request.cacao, cacaoOf(data, { t: rules.signatureTypes[0]!, s: request.signature }))) {
    throw badRequest('body.cacao is not the CACAO of this message and signature: send the one Foyer makes, or none')
  }
  if (!(await context.nonces.isLive({ projectId: context.project.id, client: context.client }, data.nonce, context.at))) throw badRequest(NONCE_PROBLEM)

  const signed = { namespace: rules.namespace, chainId: data.chainId, address: data.accountAddress, message: request.message, signature: request.signature, signInAt: context.at }
  const signatureType = await checkAccountSignature(signed, context)
  if (!signatureType) throw badRequest(`body.signature does not verify: it is not ${data.accountAddress}'s signature of the message`)
  return { signIn: read.signIn, cacao: cacaoOf(data, { t: signatureType, s: request.signature }) }
}

/** A CACAO sent with a sign-in is taken when it says what Foyer's would (its types are Foyer's to decide). */
function sameSignIn(sent: NonNullable<SignInRequest['cacao']>, expected: Cacao): boolean {
  return isDeepStrictEqual(sent.p, expected.p) && sent.s.s === expected.s.s
}
