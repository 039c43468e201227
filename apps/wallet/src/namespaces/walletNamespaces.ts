import { bitcoinWalletNamespace } from '../bitcoin/bitcoinNamespace.ts'
import type { WalletConfig } from '../config.ts'
import { polkadotWalletNamespace } from '../polkadot/polkadotNamespace.ts'
import { solanaWalletNamespace } from '../solana/solanaNamespace.ts'
import type { WalletNamespace } from './walletNamespace.ts'

/** The namespaces the wallet serves beside eip155, each where the config gives it an account: one line each. */
export function walletNamespacesOf(config: WalletConfig): WalletNamespace[] {
  return [config.solana && solanaWalletNamespace(config.solana), config.bitcoin && bitcoinWalletNamespace(config.bitcoin), config.polkadot && polkadotWalletNamespace(config.polkadot)].filter(
    (side): side is WalletNamespace => Boolean(side),
  )
}
