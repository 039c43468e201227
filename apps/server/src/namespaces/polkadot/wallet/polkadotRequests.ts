import { readSignerPayload, signingPayloadBytes, type SignerPayloadJSON } from '@foyer/adapter-polkadot/transaction'
import { POLKADOT_DESCRIBE_TRANSACTION } from '@foyer/auth-frame/protocol'
import { polkadotSignedBytes } from '@foyer/siwx-verify'
import { readSs58Address } from '@foyer/siwx-verify/ss58'
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils'
import { sign } from '@scure/sr25519'
import { z } from 'zod'
import { parseField } from '../../../auth/routes/authRoute.ts'
import { badRequest } from '../../../kernel/http/httpError.ts'
import type { WalletRequest } from '../../embeddedWallet.ts'
import type { PolkadotChainConfig } from '../polkadotChainConfig.ts'
import type { polkadotRpc } from '../polkadotRpc.ts'
import type { PolkadotRuntime } from './polkadotRuntime.ts'
import { polkadotWalletKey, type PolkadotWalletKey } from './polkadotWalletKeys.ts'
import { readPolkadotTransaction } from './readPolkadotTransaction.ts'

/** A polkadot method for the signed-in user on one of the server's Polkadot chains. */
export type PolkadotRequest = WalletRequest<PolkadotChainConfig>

/** One chain's node and its runtime as it runs now (polkadotEmbeddedWallet.ts keeps one per chain). */
export interface PolkadotChainAccess {
  rpc: ReturnType<typeof polkadotRpc>
  currentRuntime(): Promise<PolkadotRuntime>
}

const MAX_MESSAGE_LENGTH = 64 * 1024
/** MultiSignature's first byte for an sr25519 signature, as the polkadot-js extension's signPayload answers it. */
const SR25519_TYPE = Uint8Array.of(1)

const signMessageParams = z.object({
  message: z.string().max(MAX_MESSAGE_LENGTH, `must be at most ${MAX_MESSAGE_LENGTH} characters`),
  address: z.string().max(64).optional(),
})
/** The adapter's reading of a SignerPayloadJSON (its address SS58, its fields hex), its TypeError an issue in its words at the field it names. */
const signerPayloadSchema = z.unknown().transform((value, context): SignerPayloadJSON => {
  try {
    return readSignerPayload(value)
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error)
    const [, field, rest] = /^transactionPayload(?:\.(\w+))? (.*)$/s.exec(text) ?? []
    context.addIssue({ code: 'custom', message: rest ?? text, ...(field && { path: [field] }) })
    return z.NEVER
  }
})
const signTransactionParams = z.object({ address: z.string().max(64).optional(), transactionPayload: signerPayloadSchema })
const describeTransactionParams = z.tuple([signerPayloadSchema])

/**
 * Runs a polkadot method of the embedded wallet with the user's sr25519 key (WalletConnect's
 * polkadot RPC): `polkadot_signMessage` signs the message's UTF-8 bytes wrapped in `<Bytes>`, as
 * the polkadot-js extension's signRaw does; `polkadot_signTransaction` signs what a signer of the
 * payload signs (signingPayloadBytes) once the payload is checked against the chain: its genesis
 * hash the request's chain's, its versions the runtime's now, its call one the runtime reads.
 * `polkadot_describeTransaction` (safe) answers what the approval screen shows of a payload.
 */
export async function runPolkadotRequest(request: PolkadotRequest, accessOf: (chain: PolkadotChainConfig) => PolkadotChainAccess): Promise<unknown> {
  switch (request.method) {
    case 'polkadot_signMessage': {
      const { message, address } = parseField(signMessageParams, request.params, 'params')
      if (address !== undefined) checkOwnAddress(request, address, 'body.params.address')
      const signature = sign(keyOf(request).secretKey, polkadotSignedBytes(message))
      return { signature: `0x${bytesToHex(signature)}` }
    }
    case 'polkadot_signTransaction': {
      const { address, transactionPayload } = parseField(signTransactionParams, request.params, 'params')
      if (address !== undefined) checkOwnAddress(request, address, 'body.params.address')
      const chain = checkPayloadChain(request, transactionPayload)
      checkOwnAddress(request, transactionPayload.address, 'body.params.transactionPayload.address')
      checkPayloadRuntime(chain, transactionPayload, await accessOf(chain).currentRuntime())
      const signature = sign(keyOf(request).secretKey, signedBytesOf(transactionPayload))
      return { signature: `0x${bytesToHex(concatBytes(SR25519_TYPE, signature))}` }
    }
    case POLKADOT_DESCRIBE_TRANSACTION: {
      const [transactionPayload] = parseField(describeTransactionParams, request.params, 'params')
      const chain = checkPayloadChain(request, transactionPayload)
      const access = accessOf(chain)
      // A read: no key is opened.
      return readPolkadotTransaction(transactionPayload, chain, await access.currentRuntime(), access.rpc)
    }
    default:
      throw badRequest(`${request.method} is not a polkadot method this wallet runs; it runs polkadot_signMessage, polkadot_signTransaction and ${POLKADOT_DESCRIBE_TRANSACTION}`)
  }
}

function keyOf(request: PolkadotRequest): PolkadotWalletKey {
  const key = polkadotWalletKey(request.openKeys().seed)
  if (!sameAccount(key.publicKey, request.address)) throw new Error(`the opened key's account is not the user's ${request.address}`)
  return key
}

/** The address must be the user's account, written with any prefix (an extension's payload carries the generic one). */
function checkOwnAddress(request: PolkadotRequest, address: string, field: string): void {
  const read = readSs58Address(address)
  if ('problem' in read) throw badRequest(`${field} must be a Polkadot account's SS58 address: ${read.problem}`)
  if (!sameAccount(read.account.publicKey, request.address)) throw badRequest(`${field} must be your account ${request.address}: this wallet signs only for it, not for ${address}`)
}

/** The payload's chain: the request's, which the server serves (a payload for another chain, configured or not, is refused). */
function checkPayloadChain(request: PolkadotRequest, payload: SignerPayloadJSON): PolkadotChainConfig {
  const chain = request.chain
  if (!chain) throw badRequest(`${request.caipNetworkId} has no node configured on this server: its payloads cannot be read`)
  const reference = request.caipNetworkId.slice('polkadot:'.length)
  if (!payload.genesisHash.toLowerCase().startsWith(`0x${reference}`))
    throw badRequest(
      `body.params.transactionPayload.genesisHash ${payload.genesisHash.slice(0, 66)} is not the genesis of ${chain.name} (${request.caipNetworkId}), the chain this request names: the payload is another chain's, and this wallet signs a payload only on its own chain`,
    )
  return chain
}

/**
 * A payload built for the runtime that runs now, whose call that runtime reads: what the visitor
 * approved is what the chain will do. A payload for another runtime version would be signed blind
 * (its call's bytes mean what that runtime says), so it is refused with the versions named.
 */
function checkPayloadRuntime(chain: PolkadotChainConfig, payload: SignerPayloadJSON, runtime: PolkadotRuntime): void {
  const specVersion = Number(BigInt(payload.specVersion))
  const transactionVersion = Number(BigInt(payload.transactionVersion))
  if (specVersion !== runtime.specVersion || transactionVersion !== runtime.transactionVersion)
    throw badRequest(
      `body.params.transactionPayload was built for runtime spec ${specVersion} (transaction version ${transactionVersion}); ${chain.name} runs spec ${runtime.specVersion} (transaction version ${runtime.transactionVersion}): build it again`,
    )
  const read = runtime.readCall(hexToBytes(payload.method.slice(2)))
  if ('problem' in read) {
    const names = read.pallet ? ` (it starts as ${read.pallet}.${read.method ?? '?'})` : ''
    throw badRequest(`body.params.transactionPayload.method is a call Foyer cannot read${names}: ${read.problem}, so it is not signed`)
  }
}

/** signingPayloadBytes, its refusal of a signed extension it does not know a 400 in its words. */
function signedBytesOf(payload: SignerPayloadJSON): Uint8Array {
  try {
    return signingPayloadBytes(payload)
  } catch (error) {
    if (error instanceof TypeError) throw badRequest(`body.params.transactionPayload cannot be signed: ${error.message}`)
    throw error
  }
}

function sameAccount(publicKey: Uint8Array, address: string): boolean {
  const accountId = accountIdOf(address)
  return accountId.length === publicKey.length && accountId.every((byte, index) => byte === publicKey[index])
}

/** The account id (sr25519 public key) an SS58 address writes; empty for one that is not an account's address. */
function accountIdOf(address: string): Uint8Array {
  const read = readSs58Address(address)
  return 'problem' in read ? new Uint8Array() : read.account.publicKey
}
