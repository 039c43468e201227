import type { SessionRequest } from '@foyer/walletconnect'
import { base64 } from '@scure/base'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import { equalBytes } from '@scure/btc-signer/utils.js'
import type { RequestView } from '../lib/requestView.ts'
import { RpcError } from '../lib/rpcError.ts'
import type { SignedAnswer } from '../namespaces/walletNamespace.ts'
import { bitcoinAddressParams, type BitcoinSigner } from './bitcoinSigner.ts'

/** WalletConnect's bip122 RPC: the methods a person approves, and the one answered without asking. */
export const BITCOIN_PROMPTED_METHODS = ['signMessage', 'signPsbt', 'sendTransfer'] as const
export const BITCOIN_WALLET_METHODS = [...BITCOIN_PROMPTED_METHODS, 'getAccountAddresses'] as const

/** A P2WPKH input's and output's virtual size, and a transaction's overhead (segwit), for a transfer's fee. */
const INPUT_VBYTES = 68n
const OUTPUT_VBYTES = 31n
const OVERHEAD_VBYTES = 11n
const DUST_SATS = 294n

const fieldsOf = (params: unknown) => (typeof params === 'object' && params !== null && !Array.isArray(params) ? (params as Record<string, unknown>) : {})

function checkAccount(fields: Record<string, unknown>, signer: BitcoinSigner) {
  if (fields.account !== undefined && fields.account !== signer.address) throw new RpcError(4100, `The request is for ${String(fields.account)}, not this wallet's account ${signer.address}.`)
}

/** What a Bitcoin request card shows; malformed params throw the RpcError to answer with. */
export function describeBitcoinRequest(request: SessionRequest, signer: BitcoinSigner): RequestView {
  const { method, params } = request.params.request
  const fields = fieldsOf(params)
  if (request.params.chainId !== signer.network.caipNetworkId) throw new RpcError(4901, `The wallet has no Bitcoin network ${request.params.chainId}.`)
  checkAccount(fields, signer)
  const chain = `${signer.network.name} (${signer.network.caipNetworkId})`
  const account = { label: 'Account', value: signer.address }
  switch (method) {
    case 'signMessage':
      if (typeof fields.message !== 'string') throw new RpcError(-32602, 'signMessage expects { account, message, address?, protocol? }.')
      if (fields.protocol !== undefined && String(fields.protocol).toLowerCase() !== 'bip322') throw new RpcError(4200, 'This wallet signs messages with BIP-322 only (protocol "bip322").')
      return { title: 'Sign a message', chain, rows: [account], blocks: [{ label: 'Message', text: fields.message }] }
    case 'signPsbt': {
      const transaction = readPsbt(fields.psbt)
      return {
        title: fields.broadcast === true ? 'Send bitcoin' : 'Sign a transaction',
        chain,
        rows: [account, ...psbtRows(transaction, signer)],
        blocks: [{ label: 'PSBT (base64)', text: String(fields.psbt), folded: true }],
      }
    }
    case 'sendTransfer': {
      const { to, amount } = readTransfer(fields, signer)
      return { title: 'Send bitcoin', chain, rows: [account, { label: 'To', value: to }, { label: 'Amount', value: `${btc(amount)} BTC` }], blocks: [] }
    }
    default:
      throw new RpcError(4200, `The wallet does not support ${method}.`)
  }
}

/** Does what the person approved; answers as WalletConnect's bip122 RPC answers. */
export async function signBitcoinRequest(request: SessionRequest, signer: BitcoinSigner): Promise<SignedAnswer> {
  const { method, params } = request.params.request
  const fields = fieldsOf(params)
  checkAccount(fields, signer)
  switch (method) {
    case 'signMessage': {
      const signature = signer.signMessage(String(fields.message))
      return { result: { address: signer.address, signature }, summary: 'Signed a message', detail: signature }
    }
    case 'signPsbt': {
      const transaction = readPsbt(fields.psbt)
      let signed = 0
      for (let index = 0; index < transaction.inputsLength; index++) {
        const script = transaction.getInput(index).witnessUtxo?.script
        if (script && equalBytes(script, signer.script) && transaction.signIdx(signer.privateKey, index)) signed++
      }
      if (signed === 0) throw new RpcError(-32602, `The PSBT has no input of this wallet's account ${signer.address} to sign.`)
      if (fields.broadcast !== true) return { result: { psbt: base64.encode(transaction.toPSBT()) }, summary: 'Signed a transaction', detail: `${signed} input(s)` }
      transaction.finalize()
      const txid = await signer.broadcast(transaction.hex)
      return { result: { psbt: base64.encode(transaction.toPSBT()), txid }, summary: `Sent bitcoin on ${signer.network.name}`, detail: txid }
    }
    case 'sendTransfer': {
      const { to, amount } = readTransfer(fields, signer)
      const txid = await signer.broadcast(await buildTransfer(signer, to, amount))
      return { result: { txid }, summary: `Sent ${btc(amount)} BTC on ${signer.network.name}`, detail: txid }
    }
    default:
      throw new RpcError(4200, `The wallet does not support ${method}.`)
  }
}

function readPsbt(value: unknown): Transaction {
  try {
    if (typeof value !== 'string') throw new Error('it is not a base64 string')
    return Transaction.fromPSBT(base64.decode(value))
  } catch (error) {
    throw new RpcError(-32602, `The PSBT cannot be read: ${(error as Error).message}`)
  }
}

/** Each payment and its receiver, the change back to the account, and the fee (inputs less outputs). */
function psbtRows(transaction: Transaction, signer: BitcoinSigner): RequestView['rows'] {
  const network = bitcoinAddressParams(signer.network.caipNetworkId)
  const rows: RequestView['rows'] = []
  let paid = 0n
  let change = 0n
  for (let index = 0; index < transaction.outputsLength; index++) {
    const { script, amount = 0n } = transaction.getOutput(index)
    paid += amount
    if (script && equalBytes(script, signer.script)) change += amount
    else rows.push({ label: 'Pays', value: `${btc(amount)} BTC to ${script ? Address(network).encode(OutScript.decode(script)) : 'no script'}` })
  }
  let brought = 0n
  for (let index = 0; index < transaction.inputsLength; index++) brought += transaction.getInput(index).witnessUtxo?.amount ?? 0n
  rows.push({ label: 'Network fee', value: brought >= paid ? `${btc(brought - paid)} BTC` : 'not known' })
  if (change > 0n) rows.push({ label: 'Change', value: `${btc(change)} BTC back to this account` })
  return rows
}

/** WalletConnect's transfer: one `recipientAddress` and an `amount` in satoshis (a decimal string). */
function readTransfer(fields: Record<string, unknown>, signer: BitcoinSigner): { to: string; amount: bigint } {
  const to = fields.recipientAddress
  const amount = fields.amount
  if (typeof to !== 'string' || typeof amount !== 'string' || !/^\d{1,16}$/.test(amount))
    throw new RpcError(-32602, 'sendTransfer expects { account, recipientAddress, amount: <satoshis as a decimal string> }.')
  try {
    Address(bitcoinAddressParams(signer.network.caipNetworkId)).decode(to)
  } catch {
    throw new RpcError(-32602, `${to} is not an address of ${signer.network.name}.`)
  }
  if (BigInt(amount) < DUST_SATS) throw new RpcError(-32602, `${amount} satoshis is under the dust limit (${DUST_SATS}).`)
  return { to, amount: BigInt(amount) }
}

/** A transfer from the account's confirmed coins, largest first, at the network's next-block fee rate, change back; signed, in hex. */
async function buildTransfer(signer: BitcoinSigner, to: string, amount: bigint): Promise<string> {
  const network = bitcoinAddressParams(signer.network.caipNetworkId)
  const [utxos, rates] = await Promise.all([
    signer.esplora<{ txid: string; vout: number; value: number; status: { confirmed: boolean } }[]>(`/address/${signer.address}/utxo`),
    signer.esplora<Record<string, number>>('/fee-estimates'),
  ])
  const rate = BigInt(Math.ceil(Math.max(1, rates['1'] ?? 1)))
  const coins = utxos.filter((utxo) => utxo.status.confirmed).sort((a, b) => b.value - a.value)
  const transaction = new Transaction()
  let brought = 0n
  for (const coin of coins) {
    transaction.addInput({ txid: coin.txid, index: coin.vout, witnessUtxo: { script: signer.script, amount: BigInt(coin.value) } })
    brought += BigInt(coin.value)
    const fee = (OVERHEAD_VBYTES + INPUT_VBYTES * BigInt(transaction.inputsLength) + OUTPUT_VBYTES * 2n) * rate
    if (brought >= amount + fee) {
      transaction.addOutputAddress(to, amount, network)
      const change = brought - amount - fee
      if (change >= DUST_SATS) transaction.addOutput({ script: signer.script, amount: change })
      transaction.sign(signer.privateKey)
      transaction.finalize()
      return transaction.hex
    }
  }
  throw new RpcError(-32603, `The account's ${btc(brought)} BTC cannot pay ${btc(amount)} BTC and its fee.`)
}

/** Satoshis as BTC with every significant digit: 10_000_000n → '0.1'. */
function btc(sats: bigint): string {
  const fraction = (sats % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '')
  return `${sats / 100_000_000n}${fraction ? `.${fraction}` : ''}`
}
