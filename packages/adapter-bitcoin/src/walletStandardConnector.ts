import { BitcoinConnect, type BitcoinConnectFeature } from '@exodus/bitcoin-wallet-standard-features'
import type { Network, WalletConnector } from '@foyer/core/internal'
import { base64, hex } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { StandardConnect, StandardDisconnect, StandardEvents, type StandardConnectFeature, type StandardDisconnectFeature, type StandardEventsFeature } from '@wallet-standard/features'
import { decodeBitcoinAddress } from './bip122/bitcoinAddress.ts'
import type { BitcoinAddressEntry, BitcoinAddressPurpose } from './bip122/requestTypes.ts'
import { bitcoinConnector, type BitcoinConnectorMeta, type WalletAnswer } from './bitcoinConnector.ts'
import { addressChainOf } from './bitcoinNetwork.ts'
import { unsupported } from './walletErrors.ts'

/** The Bitcoin Wallet Standard's message feature (ExodusMovement/bitcoin-wallet-standard): the legacy signed-message format, prefixed by the wallet. */
export const BitcoinSignMessage = 'bitcoin:signMessage'

export interface BitcoinSignMessageFeature {
  readonly [BitcoinSignMessage]: {
    readonly version: '1.0.0'
    readonly signMessage: (...inputs: readonly { account: WalletAccount; message: Uint8Array }[]) => Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
  }
}

type BitcoinFeatures = Partial<BitcoinConnectFeature & StandardConnectFeature & StandardDisconnectFeature & StandardEventsFeature & BitcoinSignMessageFeature>

/** The purposes asked of `bitcoin:connect`: its accounts answer in this order. */
const PURPOSES: BitcoinAddressPurpose[] = ['payment', 'ordinals']

/** Whether a Wallet Standard wallet serves Bitcoin: it has `bitcoin:connect`. */
export function isBitcoinWallet(wallet: Wallet): boolean {
  return BitcoinConnect in wallet.features
}

/**
 * A Bitcoin wallet registered through the Wallet Standard (Phantom, Magic Eden) as a Foyer connector:
 * `bitcoin:connect` for its payment and ordinals accounts (in the order asked), `standard:events` for
 * changes made in the wallet, `standard:disconnect`, and `bitcoin:signMessage` (the legacy ECDSA
 * signed-message format, labelled `ecdsa`). The standard has no transfer; its transactions
 * (`bitcoin:signTransaction`, PSBTs) come with Foyer's sends.
 */
export function walletStandardConnector(wallet: Wallet, meta: Omit<BitcoinConnectorMeta, 'name' | 'imageUrl'> & { name?: string }): WalletConnector<'bip122'> {
  const features = wallet.features as BitcoinFeatures
  let accounts: readonly WalletAccount[] = []
  let purposes = new Map<string, BitcoinAddressPurpose>()

  const feature = <K extends keyof BitcoinFeatures>(name: K): NonNullable<BitcoinFeatures[K]> => {
    const found = features[name]
    if (!found) throw unsupported(wallet.name, `answer ${name}`)
    return found as NonNullable<BitcoinFeatures[K]>
  }
  /** The answer for these accounts; an account whose purpose is not known yet is an ordinals one where it is taproot. */
  const answerOf = (given: readonly WalletAccount[], known: ReadonlyMap<string, BitcoinAddressPurpose>): WalletAnswer => {
    const bitcoin = given.filter((account) => decodeBitcoinAddress(account.address) !== undefined)
    const guessed = (account: WalletAccount): BitcoinAddressPurpose => (decodeBitcoinAddress(account.address)?.type === 'p2tr' ? 'ordinals' : 'payment')
    const entries: BitcoinAddressEntry[] = bitcoin.map((account) => ({
      address: account.address,
      ...(account.publicKey.length > 0 && { publicKey: hex.encode(Uint8Array.from(account.publicKey)) }),
      purpose: known.get(account.address) ?? guessed(account),
    }))
    // Every account taproot: the first one pays.
    if (entries.length > 0 && !entries.some((entry) => entry.purpose === 'payment')) entries[0]!.purpose = 'payment'
    accounts = bitcoin
    purposes = new Map(entries.map((entry) => [entry.address, entry.purpose]))
    return { addresses: entries }
  }
  const accountOf = (address: string): WalletAccount => {
    const account = accounts.find((candidate) => candidate.address === address)
    if (!account) throw new Error(`${address} is not an account ${wallet.name} shared`)
    return account
  }

  return bitcoinConnector(
    { id: meta.id, name: meta.name ?? wallet.name, type: meta.type, ...(wallet.icon.startsWith('data:image/') && { imageUrl: wallet.icon }) },
    {
      async connect() {
        const { accounts: given } = await feature(BitcoinConnect).connect({ purposes: PURPOSES })
        return answerOf(given, new Map(given.map((account, index) => [account.address, PURPOSES[index] ?? 'payment'])))
      },
      async reconnect() {
        // A wallet that still trusts the site answers its accounts silently (standard:connect), or lists them already.
        const given = features[StandardConnect] ? (await features[StandardConnect].connect({ silent: true })).accounts : wallet.accounts
        return given.length > 0 ? answerOf(given, purposes) : undefined
      },
      async disconnect() {
        accounts = []
        await features[StandardDisconnect]?.disconnect()
      },
      serves(network: Network) {
        // A wallet that lists no chains is not asked; one that does must list the network's kind.
        return wallet.chains.length === 0 || wallet.chains.includes(`bitcoin:${addressChainOf(network)}`)
      },
      watch(onChange) {
        return features[StandardEvents]?.on('change', ({ accounts: changed }) => {
          if (!changed) return
          const answer = answerOf(changed, purposes)
          onChange(answer.addresses.length > 0 ? answer : null)
        })
      },
      async signMessage({ message, address, protocol }) {
        if (protocol === 'bip322') throw unsupported(wallet.name, 'sign a message with BIP-322 through the Wallet Standard (only the legacy ECDSA format)')
        const [output] = await feature(BitcoinSignMessage).signMessage({ account: accountOf(address), message: new TextEncoder().encode(message) })
        if (!output) throw new Error(`${wallet.name} answered bitcoin:signMessage without a signature`)
        return { signature: base64.encode(output.signature), protocol: 'ecdsa' }
      },
    },
  )
}
