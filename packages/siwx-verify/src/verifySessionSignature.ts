import { createPublicClient, http, type PublicClient } from 'viem'
import { verifyAccountSignature } from './accountSignature.ts'
import { cacaoOf, type CacaoSignatureType } from './cacao.ts'
import { ChainUnavailableError } from './eip155Signature.ts'
import { sameJson } from './sameJson.ts'
import { readSignInMessage } from './signInMessage.ts'
import { signInTimeProblem } from './signInTimes.ts'
import type { SiwxData } from './siwxData.ts'
import { siwxSessionSchema, type SiwxSession } from './siwxSession.ts'

export interface VerifySessionSignatureOptions {
  /** Your site's host as the message names it: `shop.example`, or `localhost:5173`. A session for any other is refused. */
  expectedDomain: string
  /**
   * An RPC node of the session's chain, needed only for a smart account's session (CACAO `s.t`
   * `eip1271`); accounts' own keys (eip191, solana:ed25519) are checked offline.
   */
  rpcUrl?: string
  /** The time to judge expiry at; now unless given. */
  now?: Date
}

export type SessionSignatureCheck = { valid: true; address: string; chainId: string; data: SiwxData; signatureType: CacaoSignatureType; session: SiwxSession } | { valid: false; problem: string }

/**
 * The offline half of verifyFoyerSession: the message is a well-formed CAIP-122 sign-in for
 * `expectedDomain`, `data` and the CACAO say what it says, it is within its times, and the account
 * signed it. NOT SUFFICIENT TO SIGN ANYONE IN: a session is no secret (anyone who saw it, or an
 * older copy of it, passes this check). Your backend signs a visitor in with verifyFoyerSession,
 * which also redeems the sign-in's single-use proof with Foyer's server.
 * Throws ChainUnavailableError when a smart account's chain (rpcUrl) does not answer.
 */
export async function verifySessionSignature(session: unknown, options: VerifySessionSignatureOptions): Promise<SessionSignatureCheck> {
  const now = options.now ?? new Date()
  const parsed = siwxSessionSchema.safeParse(session)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return invalid(`not a Foyer session: ${issue?.path.join('.') || 'session'} ${issue?.message ?? ''}`.trim())
  }
  const { message, signature, cacao, data } = parsed.data
  const read = readSignInMessage(message)
  if ('problem' in read) return invalid(`the message is not a sign-in: ${read.problem}`)
  const { rules, data: signed } = read.signIn
  if (!sameJson(data, signed)) return invalid('the session’s data does not say what its message says')
  if (!rules.signatureTypes.includes(cacao.s.t) || !sameJson(cacao, cacaoOf(signed, { t: cacao.s.t, s: signature }))) {
    return invalid('the session’s CACAO does not match its message and signature')
  }
  if (signed.domain.toLowerCase() !== options.expectedDomain.toLowerCase()) return invalid(`the session is for ${signed.domain}, not ${options.expectedDomain}`)
  const timeProblem = signInTimeProblem(signed, now)
  if (timeProblem) return invalid(timeProblem)

  let client: PublicClient | undefined
  if (cacao.s.t === 'eip1271') {
    if (!options.rpcUrl) return invalid(`the session was signed by a smart account: give rpcUrl, a node of ${signed.chainId}, to check it`)
    client = await clientOfChain(options.rpcUrl, signed.chainId)
    if (!client) return invalid(`rpcUrl is not a node of ${signed.chainId}`)
  }
  const signatureType = await verifyAccountSignature({ namespace: rules.namespace, address: signed.accountAddress, message, signature, signInAt: now }, client)
  if (!signatureType) return invalid(`the signature is not ${signed.accountAddress}'s signature of the message`)
  // A Polkadot account id does not say its key's scheme: the CACAO must name the one that verified.
  if (signatureType !== cacao.s.t) return invalid(`the session’s CACAO says its signature is ${cacao.s.t}, but it is ${signatureType}`)
  return { valid: true, address: signed.accountAddress, chainId: signed.chainId, data: signed, signatureType, session: parsed.data }
}

function invalid(problem: string): SessionSignatureCheck {
  return { valid: false, problem }
}

/** A client of the node at `rpcUrl` if it serves `chainId` (eip155:<n>). */
async function clientOfChain(rpcUrl: string, chainId: string): Promise<PublicClient | undefined> {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 1 }) })
  const served = await client.getChainId().catch((error: unknown) => {
    throw new ChainUnavailableError(`the node at rpcUrl does not answer, so a smart account’s session on ${chainId} cannot be checked`, { cause: error })
  })
  return `eip155:${served}` === chainId ? client : undefined
}
