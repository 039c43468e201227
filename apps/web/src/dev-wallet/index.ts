import type { Hex } from 'viem'
import { createConsentPanel } from './panel.ts'
import { createDevWalletProvider, type DevWalletProvider } from './provider.ts'
import type { DevWalletChain, StorageLike } from './state.ts'
import { DevWalletError } from './errors.ts'
import { DEV_WALLET_ICON } from './icon.ts'
import { installDevBitcoinWallet } from './bitcoinWallet.ts'
import { installDevPolkadotWallet } from './polkadotWallet.ts'
import { registerDevSolanaWallet } from './solanaWallet.ts'

export type { DevWalletChain } from './state.ts'
export type { ConsentRequest, DevWalletProvider } from './provider.ts'
export { createDevWalletProvider } from './provider.ts'
export { DEV_WALLET_ICON } from './icon.ts'

export interface DevWalletOptions {
  /** Chains the wallet can be on; the first is where it starts. */
  chains: DevWalletChain[]
  /** The account's key: a devnet key, never a real one. */
  privateKey: Hex
  /** Chains it knows without being asked to add them. Default: only the first, so sites exercise wallet_addEthereumChain. */
  knownChainIds?: number[]
  /** Its Solana side (a Wallet Standard wallet on the local chain), when the devnet runs one. */
  solana?: { secretKey: string; rpcUrl: string; networkName: string }
  /** Its Bitcoin side (a WBIP004 provider on the local regtest chain), when the devnet runs one. */
  bitcoin?: { privateKey: string; esploraUrl: string; networkName: string }
  /** Its Polkadot side (an extension under `window.injectedWeb3`, sr25519), when the devnet runs the Polkadot chain. */
  polkadot?: { secretKey: string; networkName: string }
}

export interface InstalledDevWallet {
  provider: DevWalletProvider
  info: { uuid: string; name: string; icon: string; rdns: string }
  /** Stops announcing and removes the prompt (a pending request is rejected). */
  uninstall(): void
}

export const DEV_WALLET_RDNS = 'dev.foyer.devwallet'

/**
 * Installs the demo's Dev Wallet in this page: an EIP-1193 provider over a devnet key, announced
 * through EIP-6963 as "Foyer Dev Wallet", asking for consent in a small panel in the page corner.
 * It does not touch `window.ethereum`. Browser only: call it from client code.
 */
export function installDevWallet(options: DevWalletOptions): InstalledDevWallet {
  // a second install (hot reload, a remount) replaces the first rather than announcing twice
  installed?.uninstall()
  const panel = createConsentPanel(window.document)
  const provider = createDevWalletProvider({
    ...options,
    consent: panel.ask,
    origin: window.location.origin,
    storage: localStorageOrUndefined(),
  })
  // Registered once per page: the Wallet Standard has no unregistering, and a reinstall keeps the first.
  if (options.solana && !solanaRegistered) {
    solanaRegistered = true
    registerDevSolanaWallet({
      ...options.solana,
      consent: (request) => installed!.ask(request),
      origin: window.location.origin,
      isSiteApproved: async () => ((await installed!.provider.request({ method: 'eth_accounts' })) as string[]).length > 0,
      storage: localStorageOrUndefined(),
    })
  }
  // Listed once per page, as the Solana side is registered once.
  if (options.bitcoin && !bitcoinInstalled) {
    bitcoinInstalled = true
    installDevBitcoinWallet({
      ...options.bitcoin,
      consent: (request) => installed!.ask(request),
      origin: window.location.origin,
      isSiteApproved: async () => ((await installed!.provider.request({ method: 'eth_accounts' })) as string[]).length > 0,
      storage: localStorageOrUndefined(),
    })
  }
  // Injected once per page, as the Bitcoin side is listed once.
  if (options.polkadot && !polkadotInstalled) {
    polkadotInstalled = true
    installDevPolkadotWallet({
      ...options.polkadot,
      consent: (request) => installed!.ask(request),
      origin: window.location.origin,
      isSiteApproved: async () => ((await installed!.provider.request({ method: 'eth_accounts' })) as string[]).length > 0,
      storage: localStorageOrUndefined(),
    })
  }
  const info = Object.freeze({ uuid: uuidV4(), name: 'Foyer Dev Wallet', icon: DEV_WALLET_ICON, rdns: DEV_WALLET_RDNS })
  const detail = Object.freeze({ info, provider })
  const announce = () => void window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  const wallet: InstalledDevWallet & { ask: typeof panel.ask } = {
    provider,
    info,
    ask: panel.ask,
    uninstall() {
      window.removeEventListener('eip6963:requestProvider', announce)
      panel.destroy()
      provider.emit('disconnect', new DevWalletError(4900, 'The Dev Wallet was uninstalled.'))
      if (installed === wallet) installed = undefined
    },
  }
  installed = wallet
  return wallet
}

let installed: (InstalledDevWallet & { ask: ReturnType<typeof createConsentPanel>['ask'] }) | undefined
let solanaRegistered = false
let bitcoinInstalled = false
let polkadotInstalled = false

function localStorageOrUndefined(): StorageLike | undefined {
  try {
    return window.localStorage // throws in sandboxed frames
  } catch {
    return undefined
  }
}

// crypto.randomUUID exists only in secure contexts; the demo may be served over plain http on a LAN.
function uuidV4(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
