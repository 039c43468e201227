import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { SolanaSignAndSendTransactionFeature, SolanaSignInFeature, SolanaSignMessageFeature, SolanaSignTransactionFeature } from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature, StandardEventsListeners } from '@wallet-standard/features'
import { siwsMessageText } from '../signIn/siwsMessageText.ts'

// The Dev Wallet words its Sign In With Solana messages as this one does.
export { siwsMessageText, type SiwsFields } from '../signIn/siwsMessageText.ts'

/**
 * Feature flags of the in-memory Wallet Standard wallet, in the spirit of adapter-evm's test
 * wallet. They stay mutable on `wallet.flags`, so a test can change the wallet's mind between two
 * requests. A refusal rejects as wallets do, with words and no code.
 */
export interface SolanaTestWalletFlags {
  rejectConnect?: boolean
  rejectSignMessage?: boolean
  /** Refuses solana:signIn (Sign In With Solana). */
  rejectSignIn?: boolean
  rejectTransaction?: boolean
  /** signAndSendTransaction signs, then fails to send (the node refused it). */
  failSend?: boolean
  /** Refusals carry code 4001, as Phantom's do. */
  rejectWithCode?: boolean
}

export interface SolanaTestWalletOptions extends SolanaTestWalletFlags {
  name?: string
  /** 32-byte ed25519 seeds of its accounts; default two fixed test keys. */
  seeds?: Uint8Array[]
  /** Wallet Standard chains it lists; default mainnet, devnet and localnet. */
  chains?: IdentifierString[]
  /** Already trusts the site: a silent connect answers its accounts. */
  authorized?: boolean
  /** Features it leaves out (an older wallet without signAndSendTransaction, say, or solana:signIn). */
  without?: string[]
  /** Sends a signed transaction; default: answers its signature without any chain. */
  send?: (transaction: Uint8Array, chain: IdentifierString) => Promise<Uint8Array>
}

export interface SolanaTestWallet extends Wallet {
  flags: SolanaTestWalletFlags
  /** Every feature call, in order, by feature name. */
  calls: { feature: string; input?: unknown }[]
  /** The account addresses (base58), the first one active. */
  addresses: string[]
  authorized: boolean
  /** Changes the accounts the wallet exposes, as switching accounts in the wallet does (an empty list: it disconnected). */
  setAccounts(count: number, first?: number): void
  listenerCount(): number
}

const ACCOUNT_FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction', 'solana:signIn'] as const
const TEST_SEEDS = [new Uint8Array(32).fill(1), new Uint8Array(32).fill(2)]
const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=' as const

/** An in-memory Wallet Standard wallet for tests: real ed25519 keys, every answer scripted by its flags. */
export function createSolanaTestWallet(options: SolanaTestWalletOptions = {}): SolanaTestWallet {
  const { name = 'Test Solana Wallet', seeds = TEST_SEEDS, chains = ['solana:mainnet', 'solana:devnet', 'solana:localnet'], authorized = false, without = [], send, ...flags } = options
  const keys = seeds.map((seed) => ({ seed, publicKey: ed25519.getPublicKey(seed) }))
  const listeners = new Set<StandardEventsListeners['change']>()
  let exposed = keys
  const account = (key: (typeof keys)[number]): WalletAccount => ({
    address: base58.encode(key.publicKey),
    publicKey: key.publicKey,
    chains: chains as IdentifierString[],
    features: ACCOUNT_FEATURES.filter((feature) => !without.includes(feature)),
  })
  const refuse = (what: string) => Object.assign(new Error(`User rejected the ${what}`), wallet.flags.rejectWithCode ? { code: 4001 } : {})
  const keyOfAddress = (address: string) => {
    const key = keys.find((candidate) => base58.encode(candidate.publicKey) === address)
    if (!key) throw new Error(`${address} is not an account of this wallet`)
    return key
  }
  const keyOf = (walletAccount: WalletAccount) => keyOfAddress(walletAccount.address)
  const emit = () => {
    for (const listener of [...listeners]) listener({ accounts: wallet.accounts })
  }

  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      connect: async (input?: { silent?: boolean }) => {
        wallet.calls.push({ feature: 'standard:connect', input })
        if (input?.silent) return { accounts: wallet.authorized ? wallet.accounts : [] }
        if (wallet.flags.rejectConnect) throw refuse('connection request')
        wallet.authorized = true
        return { accounts: wallet.accounts }
      },
    } satisfies StandardConnectFeature['standard:connect'],
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: async () => {
        wallet.calls.push({ feature: 'standard:disconnect' })
        wallet.authorized = false
      },
    } satisfies StandardDisconnectFeature['standard:disconnect'],
    'standard:events': {
      version: '1.0.0',
      on: (_event, listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    } satisfies StandardEventsFeature['standard:events'],
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: async (...inputs) => {
        wallet.calls.push({ feature: 'solana:signMessage', input: inputs })
        if (wallet.flags.rejectSignMessage) throw refuse('message signature')
        return inputs.map(({ account: signer, message }) => ({ signedMessage: message, signature: ed25519.sign(message, keyOf(signer).seed) }))
      },
    } satisfies SolanaSignMessageFeature['solana:signMessage'],
    'solana:signIn': {
      version: '1.0.0',
      // Words the SIWS text from the input (localhost and its active account where the input names none) and signs its bytes.
      signIn: async (...inputs) => {
        wallet.calls.push({ feature: 'solana:signIn', input: inputs })
        if (wallet.flags.rejectSignIn) throw refuse('sign-in request')
        return inputs.map((input) => {
          const key = input.address ? keyOfAddress(input.address) : exposed[0]
          if (!key) throw new Error('The wallet has no account to sign in with')
          const signer = account(key)
          const signedMessage = new TextEncoder().encode(siwsMessageText({ ...input, domain: input.domain ?? 'localhost', address: signer.address }))
          return { account: signer, signedMessage, signature: ed25519.sign(signedMessage, key.seed) }
        })
      },
    } satisfies SolanaSignInFeature['solana:signIn'],
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: async (...inputs) => {
        wallet.calls.push({ feature: 'solana:signTransaction', input: inputs })
        if (wallet.flags.rejectTransaction) throw refuse('transaction')
        return inputs.map(({ account: signer, transaction }) => ({ signedTransaction: signWireTransaction(transaction, keyOf(signer)) }))
      },
    } satisfies SolanaSignTransactionFeature['solana:signTransaction'],
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: async (...inputs) => {
        wallet.calls.push({ feature: 'solana:signAndSendTransaction', input: inputs })
        if (wallet.flags.rejectTransaction) throw refuse('transaction')
        return Promise.all(
          inputs.map(async ({ account: signer, transaction, chain }) => {
            const signed = signWireTransaction(transaction, keyOf(signer))
            if (wallet.flags.failSend) throw new Error('Transaction simulation failed: Blockhash not found')
            return { signature: send ? await send(signed, chain) : signed.subarray(1, 65) }
          }),
        )
      },
    } satisfies SolanaSignAndSendTransactionFeature['solana:signAndSendTransaction'],
  }
  for (const feature of without) delete features[feature]

  const wallet: SolanaTestWallet = {
    version: '1.0.0',
    name,
    icon: ICON,
    chains: chains as IdentifierString[],
    features: features as Wallet['features'],
    get accounts() {
      return wallet.authorized ? exposed.map(account) : []
    },
    flags,
    calls: [],
    get addresses() {
      return exposed.map((key) => base58.encode(key.publicKey))
    },
    authorized,
    setAccounts(count, first = 0) {
      exposed = keys.slice(first, first + count)
      emit()
    },
    listenerCount: () => listeners.size,
  }
  return wallet
}

/**
 * Signs a wire transaction for one key: finds the key among the message's signers and puts the
 * ed25519 signature of the message in its slot. Counts below 128 only (one-byte compact-u16), which
 * every test transaction has.
 */
export function signWireTransaction(transaction: Uint8Array, key: { seed: Uint8Array; publicKey: Uint8Array }): Uint8Array {
  const signed = Uint8Array.from(transaction)
  const signatureCount = signed[0]!
  const message = signed.subarray(1 + signatureCount * 64)
  const versioned = (message[0]! & 0x80) !== 0
  const header = versioned ? 1 : 0
  const requiredSignatures = message[header]!
  const accountsStart = header + 4
  for (let index = 0; index < requiredSignatures; index++) {
    const account = message.subarray(accountsStart + index * 32, accountsStart + (index + 1) * 32)
    if (account.every((byte, position) => byte === key.publicKey[position])) {
      signed.set(ed25519.sign(message, key.seed), 1 + index * 64)
      return signed
    }
  }
  throw new Error('the transaction does not ask this account to sign')
}
