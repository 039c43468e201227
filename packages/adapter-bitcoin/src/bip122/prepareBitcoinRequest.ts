import type { PreparedRequest, RequestSender } from '@foyer/core/internal'
import { base64 } from '@scure/base'
import { addressFitsNetwork, describeAddressChain } from '../bitcoinNetwork.ts'
import { decodeBitcoinAddress } from './bitcoinAddress.ts'
import type { BitcoinAddressEntry, BitcoinMessageProtocol, BitcoinRecipient, BitcoinSignInput } from './requestTypes.ts'

/** 21 million BTC in satoshis: no amount is more. */
const MAX_SATOSHIS = 2_100_000_000_000_000n
const PROTOCOLS: readonly BitcoinMessageProtocol[] = ['bip322', 'ecdsa']
/** A PSBT's first bytes: "psbt" and 0xff (BIP-174). */
const PSBT_MAGIC = [0x70, 0x73, 0x62, 0x74, 0xff]
const TXID = /^[0-9a-fA-F]{64}$/
const ADDRESS_RULE = 'a Bitcoin address (bc1…, tb1…, bcrt1…, or base58 starting 1, 3, m, n or 2)'

/**
 * Checks a host's bip122 request and makes it the namespace's wallet RPC (WalletConnect's bip122
 * RPC: signMessage, sendTransfer, signPsbt, getAccountAddresses, each with the account; `sendPsbt`
 * is its signPsbt with broadcast); undefined for a name the namespace does not declare.
 */
export function prepareBitcoinRequest(name: string, params: unknown, sender: RequestSender): PreparedRequest | undefined {
  switch (name) {
    case 'signMessage': {
      const input = object(params, 'params must be { message, address?, protocol? }')
      if (typeof input.message !== 'string' || input.message.length === 0) throw new TypeError('message must be a non-empty string')
      if (input.address !== undefined) bitcoinAddress(input.address, 'address')
      if (input.protocol !== undefined && !PROTOCOLS.includes(input.protocol as BitcoinMessageProtocol)) throw new TypeError('protocol must be bip322 or ecdsa')
      const protocol = input.protocol as BitcoinMessageProtocol | undefined
      return {
        kind: 'signature',
        rpc: { method: 'signMessage', params: { account: sender.address, address: (input.address as string | undefined) ?? sender.address, message: input.message, ...(protocol && { protocol }) } },
        read: (answer) => {
          const { signature, protocol: said } = (answer ?? {}) as { signature?: unknown; protocol?: unknown }
          if (!isBase64(signature)) throw new Error('The wallet answered signMessage without a base64 signature')
          // A wallet that does not say how it signed signed as asked; WalletConnect's default is ECDSA.
          const used = typeof said === 'string' && PROTOCOLS.includes(said.toLowerCase() as BitcoinMessageProtocol) ? (said.toLowerCase() as BitcoinMessageProtocol) : (protocol ?? 'ecdsa')
          return { signature, protocol: used }
        },
      }
    }
    case 'sendTransfer': {
      const input = object(params, 'params must be { recipients: [{ address, amount }] }')
      const recipients = checkRecipients(input.recipients, sender)
      const [only] = recipients
      return {
        kind: 'transaction',
        // WalletConnect's own shape (one recipient) beside the list, so a WalletConnect wallet reads it as it is.
        rpc: { method: 'sendTransfer', params: { account: sender.address, recipients, ...(recipients.length === 1 && only && { recipientAddress: only.address, amount: only.amount }) } },
        sentTo: recipients[0]!.address,
        read: (answer) => {
          const txid = (answer as { txid?: unknown } | null)?.txid
          if (typeof txid !== 'string' || !TXID.test(txid)) throw new Error('The wallet answered sendTransfer without a transaction id')
          return txid.toLowerCase()
        },
      }
    }
    case 'signPsbt': {
      const input = object(params, 'params must be { psbt, signInputs?, broadcast? }')
      if (!isPsbt(input.psbt)) throw new TypeError('psbt must be a PSBT in base64 (BIP-174: it starts with "cHNidP8")')
      const signInputs = input.signInputs === undefined ? undefined : checkSignInputs(input.signInputs)
      if (input.broadcast !== undefined && typeof input.broadcast !== 'boolean') throw new TypeError('broadcast must be true or false')
      return {
        kind: 'signature',
        rpc: { method: 'signPsbt', params: { account: sender.address, psbt: input.psbt, ...(signInputs && { signInputs }), ...(input.broadcast !== undefined && { broadcast: input.broadcast }) } },
        read: (answer) => {
          const { psbt, txid } = (answer ?? {}) as { psbt?: unknown; txid?: unknown }
          if (!isPsbt(psbt)) throw new Error('The wallet answered signPsbt without a PSBT in base64')
          if (txid !== undefined && (typeof txid !== 'string' || !TXID.test(txid))) throw new Error('The wallet answered signPsbt with a txid that is not one')
          return { psbt, ...(txid !== undefined && { txid: (txid as string).toLowerCase() }) }
        },
      }
    }
    case 'sendPsbt': {
      const input = object(params, 'params must be { psbt, to, signInputs? }')
      if (!isPsbt(input.psbt)) throw new TypeError('psbt must be a PSBT in base64 (BIP-174: it starts with "cHNidP8")')
      const receiver = bitcoinAddress(input.to, 'to')
      if (!addressFitsNetwork(receiver.chain, { id: sender.chainId })) throw new TypeError(`to is an address of ${describeAddressChain(receiver.chain)}, not of the active network`)
      const signInputs = input.signInputs === undefined ? undefined : checkSignInputs(input.signInputs)
      return {
        kind: 'transaction',
        rpc: { method: 'signPsbt', params: { account: sender.address, psbt: input.psbt, ...(signInputs && { signInputs }), broadcast: true } },
        sentTo: input.to as string,
        read: (answer) => {
          const txid = (answer as { txid?: unknown } | null)?.txid
          if (typeof txid !== 'string' || !TXID.test(txid)) throw new Error('The wallet signed the PSBT but did not broadcast it (no transaction id)')
          return txid.toLowerCase()
        },
      }
    }
    case 'getAddresses': {
      if (params !== undefined && (typeof params !== 'object' || params === null)) throw new TypeError('params must be empty or absent')
      return {
        kind: 'signature',
        rpc: { method: 'getAccountAddresses', params: { account: sender.address } },
        read: (answer) => {
          if (!Array.isArray(answer)) throw new Error('The wallet answered getAccountAddresses without a list of addresses')
          return answer.flatMap(addressEntry)
        },
      }
    }
    default:
      return undefined
  }
}

function object(value: unknown, rule: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TypeError(rule)
  return value as Record<string, unknown>
}

function bitcoinAddress(value: unknown, field: string) {
  const decoded = typeof value === 'string' ? decodeBitcoinAddress(value) : undefined
  if (!decoded) throw new TypeError(`${field} must be ${ADDRESS_RULE}`)
  return decoded
}

function checkRecipients(value: unknown, sender: RequestSender): BitcoinRecipient[] {
  if (!Array.isArray(value) || value.length === 0) throw new TypeError('recipients must be a non-empty list of { address, amount }')
  return value.map((item: unknown, index) => {
    const field = `recipients[${index}]`
    const recipient = object(item, `${field} must be { address, amount }`)
    const decoded = bitcoinAddress(recipient.address, `${field}.address`)
    if (!addressFitsNetwork(decoded.chain, { id: sender.chainId })) throw new TypeError(`${field}.address is an address of ${describeAddressChain(decoded.chain)}, not of the active network`)
    const amount = recipient.amount
    if (typeof amount !== 'string' || !/^[1-9][0-9]*$/.test(amount)) throw new TypeError(`${field}.amount must be a whole number of satoshis above 0, written as a string ("100000")`)
    if (BigInt(amount) > MAX_SATOSHIS) throw new TypeError(`${field}.amount is more than the 21 million bitcoin there will ever be`)
    return { address: recipient.address as string, amount }
  })
}

function checkSignInputs(value: unknown): BitcoinSignInput[] {
  if (!Array.isArray(value)) throw new TypeError('signInputs must be a list of { address, index, sighashTypes? }')
  return value.map((item: unknown, position) => {
    const field = `signInputs[${position}]`
    const input = object(item, `${field} must be { address, index, sighashTypes? }`)
    bitcoinAddress(input.address, `${field}.address`)
    if (!Number.isInteger(input.index) || (input.index as number) < 0) throw new TypeError(`${field}.index must be a whole number of 0 or more`)
    const types = input.sighashTypes
    if (types !== undefined && (!Array.isArray(types) || !types.every((type) => Number.isInteger(type) && type >= 0 && type <= 0xff)))
      throw new TypeError(`${field}.sighashTypes must be a list of sighash types (whole numbers 0 to 255)`)
    return { address: input.address as string, index: input.index as number, ...(types !== undefined && { sighashTypes: types as number[] }) }
  })
}

function isBase64(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0) return false
  try {
    base64.decode(value)
    return true
  } catch {
    return false
  }
}

function isPsbt(value: unknown): value is string {
  if (!isBase64(value)) return false
  const bytes = base64.decode(value)
  return bytes.length > PSBT_MAGIC.length && PSBT_MAGIC.every((byte, index) => bytes[index] === byte)
}

/** A getAccountAddresses entry (WalletConnect's `intention`: payment or ordinal) as the host gets it; anything else is left out. */
function addressEntry(item: unknown): BitcoinAddressEntry[] {
  const { address, publicKey, intention, purpose } = (item ?? {}) as Record<string, unknown>
  if (typeof address !== 'string' || !decodeBitcoinAddress(address)) return []
  const named = intention ?? purpose ?? 'payment'
  const kind = named === 'ordinal' || named === 'ordinals' ? 'ordinals' : named === 'payment' ? 'payment' : undefined
  if (!kind) return []
  return [{ address, ...(typeof publicKey === 'string' && publicKey && { publicKey }), purpose: kind }]
}
