import { signBip322Simple } from '@foyer/siwx-verify/bip322-signer'
import { base64 } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { equalBytes } from '@scure/btc-signer/utils.js'
import { z } from 'zod'
import { parseField } from '../../../auth/routes/authRoute.ts'
import { badRequest } from '../../../kernel/http/httpError.ts'
import type { WalletRequest } from '../../embeddedWallet.ts'
import type { BitcoinChainConfig } from '../bitcoinChainConfig.ts'
import type { EsploraApi } from '../esploraApi.ts'
import { broadcastTransaction } from '../esploraCalls.ts'
import { addressPrefixOf, bitcoinWalletKey, type BitcoinWalletKey } from './bitcoinWalletKeys.ts'

/** A bip122 method for the signed-in user on one of the server's Bitcoin networks. */
export type BitcoinRequest = WalletRequest<BitcoinChainConfig>

/** A standard transaction's 400,000 weight units, with its inputs' PSBT records beside it, fit in this much base64. */
const MAX_PSBT_BASE64 = 1_200_000
const MAX_MESSAGE_LENGTH = 64 * 1024

const signMessageParams = z.object({
  message: z.string().max(MAX_MESSAGE_LENGTH, `must be at most ${MAX_MESSAGE_LENGTH} characters`),
  address: z.string().max(100).optional(),
  protocol: z.enum(['bip322', 'ecdsa']).optional(),
})
const signPsbtParams = z.object({
  psbt: z
    .string()
    .min(1)
    .max(MAX_PSBT_BASE64, `must be at most ${MAX_PSBT_BASE64} characters`)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be the PSBT in base64'),
  signInputs: z
    .array(z.object({ address: z.string().max(100), index: z.number().int().min(0).max(10_000), sighashTypes: z.array(z.literal(1)).max(1).optional() }))
    .max(10_000)
    .optional(),
  broadcast: z.boolean().optional(),
})

/**
 * Runs a bip122 method of the embedded wallet with the user's payment key on the request's network
 * (WalletConnect's bip122 RPC, prefixed: `bip122_signMessage`, `bip122_signPsbt`): a BIP-322 simple
 * signature of a message, or the user's inputs of a PSBT signed (SIGHASH_ALL only) and, asked to,
 * the transaction finalized and broadcast through the network's Esplora servers.
 */
export async function runBitcoinRequest(request: BitcoinRequest, esploraOf: (chain: BitcoinChainConfig) => EsploraApi): Promise<unknown> {
  switch (request.method) {
    case 'bip122_signMessage': {
      const { message, address, protocol } = parseField(signMessageParams, request.params, 'params')
      if (address !== undefined && address !== request.address) throw badRequest(`body.params.address must be your address ${request.address}: this wallet signs only for it`)
      if (protocol === 'ecdsa') throw badRequest('body.params.protocol ecdsa is not offered: this wallet signs messages with BIP-322 (protocol bip322)')
      const signature = signBip322Simple(keyOf(request).privateKey, request.address, message)
      return { address: request.address, signature, protocol: 'bip322' }
    }
    case 'bip122_signPsbt': {
      const params = parseField(signPsbtParams, request.params, 'params')
      const signed = signPsbt(request, params)
      if (!params.broadcast) return { psbt: base64.encode(signed.toPSBT()) }
      const chain = request.chain
      if (!chain) throw badRequest(`${request.caipNetworkId} is served for signing only: this server has no Esplora server to broadcast through`)
      signed.finalize()
      const txid = await broadcastTransaction(chain, esploraOf(chain), signed.hex)
      return { psbt: base64.encode(signed.toPSBT()), txid }
    }
    default:
      throw badRequest(`${request.method} is not a bip122 method this wallet runs; it runs bip122_signMessage and bip122_signPsbt`)
  }
}

function keyOf(request: BitcoinRequest): BitcoinWalletKey {
  const key = bitcoinWalletKey(request.openKeys().seed, addressPrefixOf(request.caipNetworkId))
  if (key.address !== request.address) throw new Error(`the opened key's address ${key.address} is not the user's ${request.address}`)
  return key
}

/**
 * The PSBT with the user's inputs signed: those `signInputs` names (each the user's), else every
 * input that spends the user's P2WPKH output. A PSBT the wallet has nothing to sign in, or one it
 * cannot read, is refused in words; the other inputs are kept as given.
 */
function signPsbt(request: BitcoinRequest, params: z.output<typeof signPsbtParams>): Transaction {
  let transaction: Transaction
  try {
    transaction = Transaction.fromPSBT(base64.decode(params.psbt))
  } catch (error) {
    throw badRequest(`body.params.psbt could not be read as a PSBT (BIP-174): ${error instanceof Error ? error.message : String(error)}`.slice(0, 300))
  }
  const key = keyOf(request)
  const ownScript = p2wpkh(key.publicKey).script
  const owned = (index: number) => {
    const script = transaction.getInput(index).witnessUtxo?.script
    return script !== undefined && equalBytes(script, ownScript)
  }
  const indexes = params.signInputs
    ? params.signInputs.map(({ address, index }) => {
        if (address !== request.address) throw badRequest(`body.params.signInputs: input ${index} is to be signed by ${address.slice(0, 100)}; this wallet signs only for ${request.address}`)
        if (index >= transaction.inputsLength) throw badRequest(`body.params.signInputs: the PSBT has no input ${index} (it has ${transaction.inputsLength})`)
        if (!owned(index)) throw badRequest(`body.params.signInputs: input ${index} does not spend an output of ${request.address} (its witnessUtxo is another's or missing)`)
        return index
      })
    : Array.from({ length: transaction.inputsLength }, (_, index) => index).filter(owned)
  if (indexes.length === 0) throw badRequest(`body.params.psbt has no input spending an output of ${request.address}: there is nothing for this wallet to sign`)
  for (const index of indexes) {
    if (!transaction.signIdx(key.privateKey, index)) throw badRequest(`body.params.psbt: input ${index} could not be signed`)
  }
  return transaction
}
