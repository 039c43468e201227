import { signWireTransaction, siwsMessageText, type SiwsFields } from '@foyer/adapter-solana/testing'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsListeners } from '@wallet-standard/features'
import { registerWallet } from '@wallet-standard/wallet'
import { DEV_WALLET_ICON } from './icon.ts'
import { readApproval, writeApproval } from './siteApproval.ts'
import type { Consent } from './provider.ts'

export interface DevSolanaWalletOptions {
  /** The devnet keypair: 64 bytes (seed, then public key) in base58, never a real key. */
  secretKey: string
  /** The local chain's RPC, where signAndSendTransaction sends. */
  rpcUrl: string
  /** Its name, for the prompt's header. */
  networkName: string
  consent: Consent
  origin: string
  /**
   * Whether this site is already connected to the wallet's other side (its EVM account): like a
   * multi-chain extension, a site connected once is not asked again for the Solana account.
   */
  isSiteApproved: () => Promise<boolean>
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

const STORAGE_KEY = 'foyer.devWallet.solana.v1'

const CHAIN: IdentifierString = 'solana:localnet'

/**
 * The Dev Wallet's Solana side: a Wallet Standard wallet over a devnet keypair, registered as
 * "Foyer Dev Wallet" like an extension registers, asking in the same prompt before it connects
 * and before each signature. It serves the local chain only (`solana:localnet`). It signs in with
 * Sign In With Solana (`solana:signIn`), wording the message as the SIWS ABNF does.
 */
export function registerDevSolanaWallet(options: DevSolanaWalletOptions): void {
  const secret = base58.decode(options.secretKey)
  const seed = secret.subarray(0, 32)
  const publicKey = ed25519.getPublicKey(seed)
  const address = base58.encode(publicKey)
  const listeners = new Set<StandardEventsListeners['change']>()
  // What survives a reload, like an extension's own storage: whether this site may see the account.
  let connected = readApproval(options.storage, STORAGE_KEY)
  const account: WalletAccount = Object.freeze({
    address,
    publicKey,
    chains: [CHAIN],
    features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction', 'solana:signIn'] as const,
  })
  const ask = async (title: string, action: string, details: { label: string; value: string; block?: boolean }[]) => {
    const approved = await options.consent({ title, origin: options.origin, action, network: options.networkName, details })
    if (!approved) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
  }
  const ownAccount = (asked: WalletAccount) => {
    if (!connected || asked.address !== address) throw new Error('The Dev Wallet is not connected to this site for that account')
  }
  const emit = () => {
    for (const listener of [...listeners]) listener({ accounts: wallet.accounts })
  }
  const sign = async (transaction: Uint8Array, verb: string) => {
    await ask(`${verb} transaction`, `wants you to ${verb.toLowerCase()} a Solana transaction.`, [
      { label: 'Account', value: address },
      { label: 'Size', value: `${transaction.length} bytes` },
      { label: 'Transaction (base64)', value: base64.encode(transaction), block: true },
    ])
    return signWireTransaction(transaction, { seed, publicKey })
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: 'Foyer Dev Wallet',
    icon: DEV_WALLET_ICON as Wallet['icon'],
    chains: [CHAIN],
    get accounts() {
      return connected ? [account] : []
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          if (input?.silent) return { accounts: wallet.accounts }
          if (!connected && !(await options.isSiteApproved())) await ask('Connect', 'wants to connect to your Solana account.', [{ label: 'Account', value: address }])
          connected = true
          writeApproval(options.storage, STORAGE_KEY, true)
          emit()
          return { accounts: wallet.accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          connected = false
          writeApproval(options.storage, STORAGE_KEY, false)
          emit()
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: StandardEventsListeners['change']) => {
          listeners.add(listener)
          return () => void listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: async (...inputs: { account: WalletAccount; message: Uint8Array }[]) => {
          const outputs = []
          for (const input of inputs) {
            ownAccount(input.account)
            await ask('Sign message', 'wants you to sign a message.', [{ label: 'Message', value: new TextDecoder().decode(input.message), block: true }])
            outputs.push({ signedMessage: input.message, signature: ed25519.sign(input.message, seed) })
          }
          return outputs
        },
      },
      'solana:signIn': {
        version: '1.0.0',
        // The input's fields are all optional (Partial): the page's host and the account fill in a missing domain and address.
        signIn: async (...inputs: Partial<SiwsFields>[]) => {
          const outputs = []
          for (const input of inputs) {
            if (input.address && input.address !== address) throw new Error(`The Dev Wallet has no account ${input.address}`)
            const message = siwsMessageText({ ...input, domain: input.domain ?? new URL(options.origin).host, address })
            await ask('Sign in', 'wants you to sign in with your Solana account.', [{ label: 'Message', value: message, block: true }])
            // Signing in connects the site, as solana:signIn does.
            if (!connected) {
              connected = true
              writeApproval(options.storage, STORAGE_KEY, true)
              emit()
            }
            const signedMessage = new TextEncoder().encode(message)
            outputs.push({ account, signedMessage, signature: ed25519.sign(signedMessage, seed) })
          }
          return outputs
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: { account: WalletAccount; transaction: Uint8Array }[]) => {
          const outputs = []
          for (const input of inputs) {
            ownAccount(input.account)
            outputs.push({ signedTransaction: await sign(input.transaction, 'Sign') })
          }
          return outputs
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (...inputs: { account: WalletAccount; transaction: Uint8Array; chain: IdentifierString }[]) => {
          const outputs = []
          for (const input of inputs) {
            ownAccount(input.account)
            if (input.chain !== CHAIN) throw new Error(`The Dev Wallet sends on the local chain only, not on ${input.chain}`)
            const signed = await sign(input.transaction, 'Send')
            outputs.push({ signature: base58.decode(await sendTransaction(options.rpcUrl, signed)) })
          }
          return outputs
        },
      },
    },
  }
  registerWallet(wallet)
}

/** Sends a signed transaction to the node, as a wallet's backend would; a refusal keeps the node's words. */
async function sendTransaction(rpcUrl: string, transaction: Uint8Array): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [base64.encode(transaction), { encoding: 'base64' }] }),
  })
  const answer = (await response.json()) as { result?: string; error?: { message: string } }
  if (answer.error || typeof answer.result !== 'string') throw new Error(answer.error?.message ?? 'The node did not answer with a signature')
  return answer.result
}
