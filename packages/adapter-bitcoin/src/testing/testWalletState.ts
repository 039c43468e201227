import { sha256 } from '@noble/hashes/sha2'
import { hex } from '@scure/base'
import type { BitcoinMessageProtocol, BitcoinRecipient } from '../bip122/requestTypes.ts'
import type { BitcoinNetworkName } from '../bitcoinNetwork.ts'
import { bitcoinTestAccount, type BitcoinTestAccount } from './testKeys.ts'

/**
 * What a test wallet does instead of answering; the flags stay mutable on `wallet.flags`, so a test
 * can change the wallet's mind between two requests. Each wallet refuses and fails the way its API
 * style does (words, 4001, or JSON-RPC's -32000 and -32603).
 */
export interface BitcoinTestWalletFlags {
  /** The visitor says no to everything: connecting, signing, sending. */
  reject?: boolean
  /** The wallet breaks: every request fails with an error that is no refusal. */
  fail?: boolean
  /** The wallet is on another network than its `network`: mainnet (regtest where `network` is mainnet), with that network's accounts. */
  wrongNetwork?: boolean
  /** Connecting shares no account. */
  noAccounts?: boolean
}

/** Signs a message with a key of the wallet: answers the signature in base64 (a BIP-322 signer, say, or anything a test recognises). */
export type TestMessageSigner = (privateKey: Uint8Array, address: string, message: string, protocol: BitcoinMessageProtocol) => string

/** Signs a PSBT (base64) with the wallet's keys and answers it signed (base64). */
export type TestPsbtSigner = (psbt: string, keys: { payment: Uint8Array; ordinals: Uint8Array }) => string

export interface BitcoinTestWalletOptions extends BitcoinTestWalletFlags {
  name?: string
  /** The BIP-32 seed its keys come from (`mnemonicToSeedSync(mnemonic)`): the devnet's mnemonic gives the devnet's funded accounts. */
  seed: Uint8Array
  /** Which account of the seed (BIP-44's account level); default 0. */
  account?: number
  /** The network it is on; default regtest. */
  network?: BitcoinNetworkName
  /** How it signs messages; without one, a message signature fails. */
  signMessage?: TestMessageSigner
  /** How it signs PSBTs; without one, a PSBT signature fails. */
  signPsbt?: TestPsbtSigner
  /** Sends a transfer or a signed PSBT and answers its txid; default a made-up txid, sent nowhere (the wallet's `sent` lists it). */
  broadcast?: (sent: TestWalletSend) => Promise<string> | string
  /** Already trusts the site: a silent reconnect answers its accounts. */
  authorized?: boolean
}

/** A transfer or a PSBT the wallet sent. */
export type TestWalletSend = { from: string; recipients: BitcoinRecipient[] } | { from: string; psbt: string }

/** What the three test wallets share: their flags, keys, network and what they were asked. */
export interface BitcoinTestWalletState {
  flags: BitcoinTestWalletFlags
  /** Every request, in order: the method and what it was given. */
  calls: { method: string; params?: unknown }[]
  /** What it sent (transfers and broadcast PSBTs). */
  sent: TestWalletSend[]
  authorized: boolean
  /** The network it is set to (the flag `wrongNetwork` puts it elsewhere). */
  network: BitcoinNetworkName
  /** The network it answers from now. */
  activeNetwork(): BitcoinNetworkName
  /** Its account on the network it answers from. */
  keys(): BitcoinTestAccount
}

export function testWalletState(
  options: BitcoinTestWalletOptions,
): BitcoinTestWalletState & { options: BitcoinTestWalletOptions; signMessageWith: TestMessageSigner; signPsbtWith: TestPsbtSigner; send(sent: TestWalletSend): Promise<string> } {
  const { seed, account = 0, network = 'regtest', authorized = false, reject, fail, wrongNetwork, noAccounts } = options
  const accounts = new Map<string, BitcoinTestAccount>()
  const state = {
    options,
    flags: { reject, fail, wrongNetwork, noAccounts },
    calls: [] as BitcoinTestWalletState['calls'],
    sent: [] as TestWalletSend[],
    authorized,
    network,
    activeNetwork(): BitcoinNetworkName {
      if (!state.flags.wrongNetwork) return state.network
      return state.network === 'mainnet' ? 'regtest' : 'mainnet'
    },
    keys(): BitcoinTestAccount {
      const name = state.activeNetwork()
      const known = accounts.get(name) ?? bitcoinTestAccount(seed, name, account)
      accounts.set(name, known)
      return known
    },
    signMessageWith: (privateKey: Uint8Array, address: string, message: string, protocol: BitcoinMessageProtocol) => {
      if (!options.signMessage) throw new Error('This test wallet was given no signMessage')
      return options.signMessage(privateKey, address, message, protocol)
    },
    signPsbtWith: (psbt: string, keys: { payment: Uint8Array; ordinals: Uint8Array }) => {
      if (!options.signPsbt) throw new Error('This test wallet was given no signPsbt')
      return options.signPsbt(psbt, keys)
    },
    async send(sent: TestWalletSend) {
      state.sent.push(sent)
      return options.broadcast ? options.broadcast(sent) : hex.encode(sha256(new TextEncoder().encode(`${state.sent.length}:${JSON.stringify(sent)}`)))
    },
  }
  return state
}

/** A network's name as the wallets' APIs write it: sats-connect's (`Regtest`), the Wallet Standard's (`bitcoin:regtest`). */
export const SATS_CONNECT_NAMES: Readonly<Record<BitcoinNetworkName, string>> = { mainnet: 'Mainnet', testnet: 'Testnet', testnet4: 'Testnet4', signet: 'Signet', regtest: 'Regtest' }
export const STANDARD_CHAINS: Readonly<Record<BitcoinNetworkName, `bitcoin:${string}`>> = {
  mainnet: 'bitcoin:mainnet',
  testnet: 'bitcoin:testnet',
  testnet4: 'bitcoin:testnet',
  signet: 'bitcoin:testnet',
  regtest: 'bitcoin:regtest',
}
export const TEST_ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiLz4=' as const
