import { SIWX_NAMESPACE_RULES, verifyAccountSignature, type AccountSignature, type CacaoSignatureType } from '@foyer/siwx-verify'
import { badRequest, HttpError } from '../kernel/http/httpError.ts'
import { servedNamespaceNamed } from '../namespaces/namespaces.ts'
import type { ChainCheckBudget } from './chainCheckBudget.ts'
import { chainOutage } from './chainOutage.ts'
import type { SiwxChains } from './siwxChains.ts'

export interface AccountSignatureCheck {
  chains: SiwxChains
  budget: ChainCheckBudget
  /** The client address key of the request (clientAddressKey). */
  client: string
  /** Where a 429's Retry-After is written. */
  reply: { header(name: string, value: string): unknown }
}

/**
 * How the account signed (a sign-in or a revoke), cheapest first: a signature its namespace refuses
 * on sight (a high-s secp256k1 one) is refused (400); a key's own signature is checked offline; only then, and only while the client
 * and the account have failures left in the chain-check budget, is a smart account's asked of its
 * chain (else 429, no node asked). A check the chain refused counts against both. Undefined: the
 * account did not sign it. Throws a 503 when the chain's node did not answer.
 */
export async function checkAccountSignature(signed: AccountSignature & { chainId: string }, check: AccountSignatureCheck): Promise<CacaoSignatureType | undefined> {
  const problem = servedNamespaceNamed(signed.namespace)?.siwx?.signatureProblem?.(signed.signature)
  if (problem) throw badRequest(`body.signature ${problem}`)
  const offline = await verifyAccountSignature(signed)
  if (offline) return offline
  // Only a namespace whose chains check signatures (eip155's smart accounts) has a client to ask.
  const client = check.chains.client(signed.chainId)
  if (!client) return undefined
  const keys = [`client:${check.client}`, `account:${signed.chainId}:${SIWX_NAMESPACE_RULES[signed.namespace].addressKey(signed.address)}`]
  const wait = check.budget.spentFor(keys)
  if (wait !== undefined) {
    check.reply.header('retry-after', String(wait))
    throw new HttpError(
      429,
      `Too many signatures that did not verify (at most ${check.budget.maxFailures} smart-account checks that fail in 10 minutes, per client and per account); try again in ${wait} s.`,
    )
  }
  const type = await verifyAccountSignature(signed, client).catch(chainOutage(signed.chainId))
  if (!type) check.budget.fail(keys)
  return type
}
