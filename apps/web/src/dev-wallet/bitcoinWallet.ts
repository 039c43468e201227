import { signBip322Simple } from '@foyer/siwx-verify/bip322-signer'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base64, hex } from '@scure/base'
import { Address, OutScript, p2wpkh, SigHash, TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { DEV_WALLET_ICON } from './icon.ts'
import { readApproval, writeApproval } from './siteApproval.ts'
import type { Consent } from './provider.ts'

export interface DevBitcoinWalletOptions {
  /** The devnet's P2WPKH key (32 bytes in hex), never a real one. */
  privateKey: string
  /** The local chain's Esplora API, where a signed PSBT is broadcast. */
  esploraUrl: string
  /** Its name, for the prompt's header. */
  networkName: string
  consent: Consent
  origin: string
  /** Whether this site is already connected to the wallet's EVM side: a multi-chain extension asks once. */
  isSiteApproved: () => Promise<boolean>
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

const STORAGE_KEY = 'foyer.devWallet.bitcoin.v1'
/** Where the provider lives on `window`, as WBIP004's `btc_providers` lists it. */
const PROVIDER_PATH = 'foyerDevWallet.bitcoin'
/** Regtest's addresses as Bitcoin Core writes them (`bcrt1…`; base58 as testnet's). */
const REGTEST = { ...TEST_NETWORK, bech32: 'bcrt' }

type RpcAnswer = { jsonrpc: '2.0'; id: string; result: unknown } | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } }

/**
 * The Dev Wallet's Bitcoin side: a WBIP004 provider (the request API Xverse and Leather speak),
 * listed in `window.btc_providers` as "Foyer Dev Wallet", over a devnet P2WPKH key on the local
 * regtest chain. It asks in the same prompt before it shares its address, before each signature
 * (BIP-322 messages) and before each PSBT, which it signs, finalizes and broadcasts to the chain's
 * Esplora when asked to.
 */
export function installDevBitcoinWallet(options: DevBitcoinWalletOptions): void {
  const privateKey = hex.decode(options.privateKey)
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  const payment = p2wpkh(publicKey, REGTEST)
  const address = payment.address!
  let connected = readApproval(options.storage, STORAGE_KEY)
  const entry = { address, publicKey: hex.encode(publicKey), purpose: 'payment', addressType: 'p2wpkh' }
  const network = { bitcoin: { name: 'Regtest' } }

  const ask = async (title: string, action: string, details: { label: string; value: string; block?: boolean }[]) => {
    const approved = await options.consent({ title, origin: options.origin, action, network: options.networkName, details })
    if (!approved) throw rpcError(4001, 'User rejected the request.')
  }
  const ownAccount = () => {
    if (!connected) throw rpcError(4100, 'The Dev Wallet is not connected to this site')
  }

  const methods: Record<string, (params: Record<string, unknown>) => Promise<unknown>> = {
    async getAddresses() {
      if (!connected && !(await options.isSiteApproved())) await ask('Connect', 'wants to connect to your Bitcoin account.', [{ label: 'Account', value: address }])
      connected = true
      writeApproval(options.storage, STORAGE_KEY, true)
      return { addresses: [entry], network }
    },
    async wallet_getAccount() {
      ownAccount()
      return { addresses: [entry], network }
    },
    async wallet_getNetwork() {
      return network
    },
    async signMessage(params) {
      ownAccount()
      const message = String(params.message ?? '')
      if (params.address !== undefined && params.address !== address) throw rpcError(-32602, `The Dev Wallet has no address ${String(params.address)}`)
      if (params.protocol !== undefined && params.protocol !== 'BIP322') throw rpcError(-32602, 'The Dev Wallet signs messages with BIP-322 only')
      await ask('Sign message', 'wants you to sign a message.', [{ label: 'Message', value: message, block: true }])
      return { signature: signBip322Simple(privateKey, address, message), address, protocol: 'BIP322' }
    },
    async signPsbt(params) {
      ownAccount()
      const transaction = Transaction.fromPSBT(base64.decode(String(params.psbt ?? '')))
      const broadcast = params.broadcast === true
      await ask(broadcast ? 'Send bitcoin' : 'Sign transaction', broadcast ? 'wants you to send bitcoin.' : 'wants you to sign a Bitcoin transaction.', psbtDetails(transaction, address))
      transaction.sign(privateKey, [SigHash.ALL])
      if (!broadcast) return { psbt: base64.encode(transaction.toPSBT()) }
      transaction.finalize()
      const txid = await broadcastHex(options.esploraUrl, transaction.hex)
      return { psbt: base64.encode(transaction.toPSBT()), txid }
    },
  }

  const provider = {
    async request(method: string, params?: unknown): Promise<RpcAnswer> {
      const id = crypto.getRandomValues(new Uint32Array(1))[0]!.toString(16)
      const run = methods[method]
      if (!run) return { jsonrpc: '2.0', id, error: { code: -32601, message: `The Dev Wallet does not answer ${method}` } }
      try {
        return { jsonrpc: '2.0', id, result: await run((params ?? {}) as Record<string, unknown>) }
      } catch (error) {
        const { code, message } = error as { code?: number; message?: string }
        return { jsonrpc: '2.0', id, error: { code: typeof code === 'number' ? code : -32603, message: message ?? 'The Dev Wallet failed' } }
      }
    },
  }
  const target = window as unknown as { foyerDevWallet?: { bitcoin?: unknown }; btc_providers?: { id: string; name: string; icon: string }[] }
  target.foyerDevWallet = { ...target.foyerDevWallet, bitcoin: provider }
  const listed = (target.btc_providers ??= [])
  if (!listed.some((info) => info.id === PROVIDER_PATH)) listed.push({ id: PROVIDER_PATH, name: 'Foyer Dev Wallet', icon: DEV_WALLET_ICON })
}

/** What a PSBT moves, as the prompt shows it: each output's receiver and amount (the change marked), and the fee. */
function psbtDetails(transaction: Transaction, own: string): { label: string; value: string; block?: boolean }[] {
  const details: { label: string; value: string; block?: boolean }[] = []
  for (let index = 0; index < transaction.outputsLength; index++) {
    const output = transaction.getOutput(index)
    const to = output.script ? Address(REGTEST).encode(OutScript.decode(output.script)) : 'unknown'
    details.push({ label: to === own ? 'Change (back to you)' : 'Send to', value: `${to}: ${btc(output.amount ?? 0n)} BTC` })
  }
  details.push({ label: 'Network fee', value: `${btc(transaction.fee)} BTC` })
  return details
}

/** Satoshis as BTC with every digit. */
function btc(sats: bigint): string {
  return `${sats / 100_000_000n}.${String(sats % 100_000_000n).padStart(8, '0')}`.replace(/\.?0+$/, '')
}

/** Broadcasts a signed transaction to the chain's Esplora (`POST /tx`), as a wallet's backend does; a refusal keeps the node's words. */
async function broadcastHex(esploraUrl: string, transactionHex: string): Promise<string> {
  const response = await fetch(`${esploraUrl.replace(/\/$/, '')}/tx`, { method: 'POST', body: transactionHex })
  const text = (await response.text()).trim()
  if (!response.ok) throw rpcError(-32603, `The network refused the transaction: ${text}`)
  return text
}

function rpcError(code: number, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code })
}
