import { isHex, verifyMessage, type Hex, type PublicClient } from 'viem'

/** A signature that could not be judged: the chain's node, needed for a smart account, did not answer. */
export class ChainUnavailableError extends Error {
  override name = 'ChainUnavailableError'
}

export interface Eip155SignatureRequest {
  address: Hex
  message: string
  signature: string
  /** A sign-in (EIP-4361) message: checked with viem's verifySiweMessage at this time; else a plain personal_sign text. */
  signInAt?: Date
}

/**
 * How `address` signed `message` (EIP-191 personal_sign): `eip191` by its key, checked here
 * without the chain; `eip1271` by its contract (EIP-1271, or EIP-6492 before it is deployed),
 * asked of the chain through `client`; undefined when it did not sign it (or no client could ask).
 * Throws ChainUnavailableError when the node was needed and did not answer.
 */
export async function verifyEip155Signature(request: Eip155SignatureRequest, client: PublicClient | undefined): Promise<'eip191' | 'eip1271' | undefined> {
  const { address, message } = request
  if (!isHex(request.signature, { strict: true }) || request.signature.length < 4) return undefined
  const signature = request.signature
  if (await verifyMessage({ address, message, signature }).catch(() => false)) return 'eip191'
  if (!client) return undefined
  const verified = request.signInAt ? await client.verifySiweMessage({ address, message, signature, time: request.signInAt }) : await client.verifyMessage({ address, message, signature })
  if (verified) return 'eip1271'
  // viem answers false for a call that failed as for a contract that said no: a node that does not answer is not a "no".
  await client.getChainId().catch((error: unknown) => {
    throw new ChainUnavailableError('the chain’s node does not answer, so a smart account’s signature cannot be checked', { cause: error })
  })
  return undefined
}
