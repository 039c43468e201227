import {
  createKeyPairFromBytes,
  createSolanaRpc,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  signBytes,
  signTransaction,
  type Signature,
} from '@solana/kit'
import type { WalletSolana } from '../config.ts'
import { RpcError } from '../lib/rpcError.ts'

/** How often, and how long, a sent transaction's status is asked before the wallet answers. */
const CONFIRM_POLL_MS = 250
const CONFIRM_TIMEOUT_MS = 20_000

/** The wallet's Solana key on the devnet's cluster: sign messages and transactions, and send them for real. */
export interface SolanaSigner {
  readonly address: string
  readonly cluster: WalletSolana
  /** base58 message bytes → base58 ed25519 signature. */
  signMessage(message: string): Promise<string>
  /** A base64 wire transaction with this key's signature in its slot, and that signature (base58). */
  signTransaction(transaction: string): Promise<{ signature: string; transaction: string }>
  /** Signs, sends to the cluster's node and waits until it is confirmed; answers the signature. */
  signAndSendTransaction(transaction: string): Promise<string>
}

/** The address of a 64-byte secret key (seed ‖ public key, base58): its last 32 bytes. */
export function solanaAddressOf(secretKey: string): string {
  return getBase58Decoder().decode(getBase58Encoder().encode(secretKey).slice(32))
}

export async function createSolanaSigner(cluster: WalletSolana): Promise<SolanaSigner> {
  const keyPair = await createKeyPairFromBytes(getBase58Encoder().encode(cluster.secretKey))
  const address = await getAddressFromPublicKey(keyPair.publicKey)
  const base58 = getBase58Decoder()

  async function sign(encoded: string) {
    let decoded
    try {
      decoded = getTransactionDecoder().decode(getBase64Encoder().encode(encoded))
    } catch (error) {
      throw new RpcError(-32602, `The transaction cannot be read: ${(error as Error).message}`)
    }
    if (!(address in decoded.signatures)) throw new RpcError(4100, `The transaction is not to be signed by this wallet's account ${address}.`)
    const signed = await signTransaction([keyPair], decoded)
    return { signed, signature: base58.decode(signed.signatures[address]!) }
  }

  return {
    address,
    cluster,
    async signMessage(message) {
      let bytes
      try {
        bytes = getBase58Encoder().encode(message)
      } catch {
        throw new RpcError(-32602, 'solana_signMessage expects { message: <base58 bytes> }.')
      }
      return base58.decode(await signBytes(keyPair.privateKey, bytes))
    },
    async signTransaction(transaction) {
      const { signed, signature } = await sign(transaction)
      return { signature, transaction: getBase64EncodedWireTransaction(signed) }
    },
    async signAndSendTransaction(transaction) {
      const { signed } = await sign(transaction)
      const rpc = createSolanaRpc(cluster.rpcUrl)
      const signature = await rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64', preflightCommitment: 'confirmed' }).send()
      await confirmed(rpc, signature)
      return signature
    },
  }
}

async function confirmed(rpc: ReturnType<typeof createSolanaRpc>, signature: Signature): Promise<void> {
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS
  while (Date.now() < deadline) {
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    if (status?.err) throw new RpcError(-32603, `The transaction failed on the chain: ${JSON.stringify(status.err)}`)
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return
    await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS))
  }
  throw new RpcError(-32603, `The transaction ${signature} was not confirmed within ${CONFIRM_TIMEOUT_MS / 1000} s.`)
}
