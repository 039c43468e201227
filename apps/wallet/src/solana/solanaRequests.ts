import type { SessionRequest } from '@foyer/walletconnect'
import { getBase58Encoder, getBase64Encoder, getCompiledTransactionMessageDecoder, getTransactionDecoder } from '@solana/kit'
import type { RequestView } from '../lib/requestView.ts'
import { RpcError } from '../lib/rpcError.ts'
import type { SolanaSigner } from './solanaSigner.ts'

const fieldsOf = (params: unknown) => (typeof params === 'object' && params !== null && !Array.isArray(params) ? (params as Record<string, unknown>) : {})

/** What a Solana request card shows; malformed params throw the RpcError to answer with. */
export function describeSolanaRequest(request: SessionRequest, signer: SolanaSigner): RequestView {
  const { method, params } = request.params.request
  const fields = fieldsOf(params)
  if (request.params.chainId !== signer.cluster.caipNetworkId) throw new RpcError(4901, `The wallet has no Solana cluster ${request.params.chainId}.`)
  const chain = `${signer.cluster.name} (${signer.cluster.caipNetworkId})`
  if (method === 'solana_signMessage') {
    if (typeof fields.message !== 'string') throw new RpcError(-32602, 'solana_signMessage expects { message: <base58 bytes>, pubkey }.')
    if (fields.pubkey !== undefined && fields.pubkey !== signer.address) throw new RpcError(4100, `The message is to be signed by ${String(fields.pubkey)}, not this wallet's account.`)
    return { title: 'Sign a message', chain, rows: [{ label: 'Account', value: signer.address }], blocks: [messageBlock(fields.message)] }
  }
  if (typeof fields.transaction !== 'string') throw new RpcError(-32602, `${method} expects { transaction: <base64 wire transaction> }.`)
  return {
    title: method === 'solana_signAndSendTransaction' ? 'Send a transaction' : 'Sign a transaction',
    chain,
    rows: [{ label: 'Account', value: signer.address }, ...transactionRows(fields.transaction)],
    blocks: [{ label: 'Transaction (base64)', text: fields.transaction, folded: true }],
  }
}

/** Does what the person approved; answers as WalletConnect's Solana RPC answers. */
export async function signSolanaRequest(request: SessionRequest, signer: SolanaSigner): Promise<{ result: unknown; summary: string; detail: string }> {
  const { method, params } = request.params.request
  const fields = fieldsOf(params)
  switch (method) {
    case 'solana_signMessage': {
      const signature = await signer.signMessage(String(fields.message))
      return { result: { signature }, summary: 'Signed a message', detail: signature }
    }
    case 'solana_signTransaction': {
      const signed = await signer.signTransaction(String(fields.transaction))
      return { result: signed, summary: 'Signed a transaction', detail: signed.signature }
    }
    case 'solana_signAndSendTransaction': {
      const signature = await signer.signAndSendTransaction(String(fields.transaction))
      return { result: { signature }, summary: `Sent a transaction on ${signer.cluster.name}`, detail: signature }
    }
    default:
      throw new RpcError(4200, `The wallet does not support ${method}.`)
  }
}

function messageBlock(message: string): RequestView['blocks'][number] {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(getBase58Encoder().encode(message))
    if (!/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text)) return { label: 'Message', text }
  } catch {
    // not text: shown as it came
  }
  return { label: 'Message (bytes, not text, in base58)', text: message }
}

/** The fee payer and the programs the transaction calls; a row saying so when it cannot be read. */
function transactionRows(encoded: string): RequestView['rows'] {
  try {
    const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(encoded))
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    const programs = 'instructions' in message ? [...new Set(message.instructions.map((instruction) => message.staticAccounts[instruction.programAddressIndex] ?? 'a lookup table address'))] : []
    return [
      { label: 'Fee payer', value: message.staticAccounts[0] ?? 'none' },
      { label: 'Programs', value: programs.join(', ') || 'not shown' },
    ]
  } catch (error) {
    throw new RpcError(-32602, `The transaction cannot be read: ${(error as Error).message}`)
  }
}
