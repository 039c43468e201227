import { http, verifyMessage, type Address, type Hex, type PublicClient } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { HttpError } from '../../kernel/http/httpError.ts'
import { nodeClient } from '../../rpc/nodeClient.ts'

/** What the Farcaster app signs: an EIP-4361 message with these fixed parts (FIP-11). */
const SIWF_STATEMENT = 'Farcaster Auth'
const OPTIMISM_CHAIN_ID = 10

const idRegistryAbi = [{ type: 'function', name: 'idOf', stateMutability: 'view', inputs: [{ name: 'owner', type: 'address' }], outputs: [{ name: 'fid', type: 'uint256' }] }] as const

/**
 * How the fid's custody of the signing address is established:
 * - `idRegistry` (production): the Id Registry on Optimism must map the address to the fid, and
 *   the signature is checked through the node too (so smart-contract custody accounts verify);
 * - `relay` (dev mode only, no Optimism RPC): the relay's report of the fid's custody address is
 *   believed, and the signature must recover to that address.
 */
export type CustodyCheck = { kind: 'idRegistry'; client: PublicClient; idRegistry: Address } | { kind: 'relay' }

export function idRegistryCustody(optimismRpcUrl: string, idRegistry: string): CustodyCheck {
  return { kind: 'idRegistry', client: nodeClient(http(optimismRpcUrl, { timeout: 10_000, retryCount: 1 })), idRegistry: idRegistry as Address }
}

export interface SignedSignIn {
  message: string
  signature: Hex
  fid: number
  /** The custody address the relay reports for the fid. */
  custody?: string
}

/**
 * Verifies a completed Sign In With Farcaster: the message is for this domain, carries this
 * channel's nonce, names the fid as its resource, is for Optimism and within its validity window,
 * its signature is by the address it names, and that address is the fid's custody address.
 * Answers the fid; anything else is a 400 that says which check failed.
 */
export async function verifySignInMessage(signed: SignedSignIn, expected: { domain: string; nonce: string; now: Date }, custody: CustodyCheck): Promise<number> {
  const fields = parseSiweMessage(signed.message)
  if (!fields.address || !fields.domain || !fields.nonce) refuse('it is not a Sign In With Ethereum message')
  if (fields.domain !== expected.domain) refuse(`it was signed for ${fields.domain}, not ${expected.domain}`)
  if (fields.nonce !== expected.nonce) refuse("its nonce is not this sign-in's")
  if (fields.statement !== SIWF_STATEMENT) refuse(`its statement is not "${SIWF_STATEMENT}"`)
  if (fields.chainId !== OPTIMISM_CHAIN_ID) refuse(`it is for chain ${fields.chainId}, not Optimism (10)`)
  if (!fields.resources?.includes(`farcaster://fid/${signed.fid}`)) refuse(`it does not name fid ${signed.fid}`)
  if (fields.expirationTime && fields.expirationTime <= expected.now) refuse('it has expired')
  if (fields.notBefore && fields.notBefore > expected.now) refuse('it is not valid yet')

  const address = fields.address
  if (custody.kind === 'relay') {
    if (!signed.custody || signed.custody.toLowerCase() !== address.toLowerCase()) refuse(`${address} is not the custody address the relay reports for fid ${signed.fid}`)
    if (!(await verifyMessage({ address, message: signed.message, signature: signed.signature }).catch(() => false))) refuse(`its signature is not by ${address}`)
    return signed.fid
  }
  const [validSignature, fidOfAddress] = await Promise.all([
    custody.client.verifyMessage({ address, message: signed.message, signature: signed.signature }),
    custody.client.readContract({ address: custody.idRegistry, abi: idRegistryAbi, functionName: 'idOf', args: [address] }),
  ]).catch((error: unknown) => {
    throw new HttpError(502, 'The Optimism RPC node could not be asked who holds the fid; try again', { cause: error })
  })
  if (!validSignature) refuse(`its signature is not by ${address}`)
  if (fidOfAddress !== BigInt(signed.fid)) refuse(`${address} is not the custody address of fid ${signed.fid} in the Id Registry`)
  return signed.fid
}

function refuse(reason: string): never {
  throw new HttpError(400, `The Farcaster sign-in was refused: ${reason}`)
}
