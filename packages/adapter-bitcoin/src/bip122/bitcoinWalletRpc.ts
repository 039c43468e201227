import type { WalletRpcRequest } from '@foyer/core/internal'
import { bitcoinAddressKey } from './bitcoinAddress.ts'
import type { BitcoinAddressEntry, BitcoinMessageProtocol, BitcoinRecipient, BitcoinSignInput } from './requestTypes.ts'

/** What a Bitcoin wallet can be asked beyond its accounts: a connector maps its wallet's API onto these. */
export interface BitcoinWalletCalls {
  signMessage(input: { message: string; address: string; protocol?: BitcoinMessageProtocol }): Promise<{ signature: string; protocol: BitcoinMessageProtocol }>
  /** Builds, signs and sends a transfer; answers its txid. */
  sendTransfer(recipients: BitcoinRecipient[]): Promise<string>
  signPsbt(input: { psbt: string; signInputs?: BitcoinSignInput[]; broadcast: boolean }): Promise<{ psbt: string; txid?: string }>
}

/** How WalletConnect's bip122 RPC names an address's purpose (`intention`). */
const INTENTIONS = { payment: 'payment', ordinals: 'ordinal' } as const

/**
 * Runs one call of the bip122 namespace's wallet RPC on a wallet's API and answers as that RPC
 * answers. The RPC is WalletConnect's bip122 RPC, so one request module serves every connector:
 * `signMessage { account, address, message, protocol? }` → `{ address, signature, protocol }`,
 * `sendTransfer { account, recipients }` (WalletConnect's `recipientAddress` and `amount` for one
 * recipient) → `{ txid }`, `signPsbt { account, psbt, signInputs?, broadcast? }` → `{ psbt, txid? }`,
 * `getAccountAddresses { account }` → `{ address, publicKey?, intention }[]`. `account` is the
 * connected payment address; another one is refused.
 */
export async function readBitcoinRpc(request: WalletRpcRequest, wallet: BitcoinWalletCalls, addresses: readonly BitcoinAddressEntry[]): Promise<unknown> {
  const params = (request.params ?? {}) as Record<string, unknown>
  const account = addresses.find((entry) => entry.purpose === 'payment') ?? addresses[0]
  if (!account) throw new Error('The wallet is not connected')
  if (params.account !== undefined && (typeof params.account !== 'string' || bitcoinAddressKey(params.account) !== bitcoinAddressKey(account.address)))
    throw new TypeError(`params.account must be the connected account ${account.address}`)
  switch (request.method) {
    case 'signMessage': {
      const address = params.address === undefined ? account.address : text(params.address, 'params.address')
      if (!addresses.some((entry) => bitcoinAddressKey(entry.address) === bitcoinAddressKey(address)))
        throw new TypeError(`params.address must be one of the connected account's addresses (${addresses.map((entry) => entry.address).join(', ')})`)
      const protocol = params.protocol === undefined ? undefined : messageProtocol(params.protocol)
      const signed = await wallet.signMessage({ message: text(params.message, 'params.message'), address, ...(protocol && { protocol }) })
      return { address, signature: signed.signature, protocol: signed.protocol }
    }
    case 'sendTransfer':
      return { txid: await wallet.sendTransfer(recipientsOf(params)) }
    case 'signPsbt': {
      const signInputs = params.signInputs as BitcoinSignInput[] | undefined
      return wallet.signPsbt({ psbt: text(params.psbt, 'params.psbt'), ...(signInputs && { signInputs }), broadcast: params.broadcast === true })
    }
    case 'getAccountAddresses':
      return addresses.map((entry) => ({ address: entry.address, ...(entry.publicKey && { publicKey: entry.publicKey }), intention: INTENTIONS[entry.purpose] }))
    default:
      throw Object.assign(new Error(`${request.method} is not a method of the bip122 namespace's wallets`), { code: 4200 })
  }
}

function recipientsOf(params: Record<string, unknown>): BitcoinRecipient[] {
  if (Array.isArray(params.recipients)) return params.recipients as BitcoinRecipient[]
  // WalletConnect's own shape: one recipient.
  return [{ address: text(params.recipientAddress, 'params.recipientAddress'), amount: text(params.amount, 'params.amount') }]
}

function messageProtocol(value: unknown): BitcoinMessageProtocol {
  const lower = typeof value === 'string' ? value.toLowerCase() : ''
  if (lower === 'bip322' || lower === 'ecdsa') return lower
  throw new TypeError('params.protocol must be bip322 or ecdsa')
}

function text(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length === 0) throw new TypeError(`${field} must be a non-empty string`)
  return value
}
