import type { SmartAccounts, WalletAccountType } from '../namespaces/embeddedWallet.ts'
import type { ServedChainConfig } from '../namespaces/servedNamespace.ts'
import { addressOn, walletNamespaces, type AuthChain, type WalletNamespace } from './authChains.ts'
import type { UserAddresses } from './keys/userKeys.ts'

/** The account type used where a chain offers a smart account and the request names none (spec §6: eip155's default). */
export const DEFAULT_ACCOUNT_TYPE: WalletAccountType = 'smartAccount'

/** The user's accounts on one chain, and the one a request is made from. */
export interface AccountsOnChain {
  /** The account in use: of the type asked for where the chain offers it, else the key's own. */
  address: string
  type: WalletAccountType
  /** Every account the user has there, the smart account first where there is one (spec §3 `accounts`). */
  accounts: { address: string; type: WalletAccountType }[]
  /** Where the chain offers a smart account: whether its code is on the chain yet. */
  smartAccountDeployed?: boolean
}

export interface WalletAccounts {
  /**
   * The user's accounts on `chain` and the one in use. `type` is what the app asked for (its
   * default or the visitor's choice); absent, the smart account where the chain offers one. Where
   * the chain offers no smart account the key's own is in use, whatever was asked: the same rule
   * answers GET /user and runs /rpc, so a request is made from the account the visitor was shown.
   * `deployment` reads whether the smart account is deployed (one node read).
   */
  on(chain: AuthChain, user: UserAddresses, options?: { type?: WalletAccountType; deployment?: boolean }): Promise<AccountsOnChain>
  /** The served chains that offer smart accounts (their CAIP-2 ids). */
  readonly smartAccountChains: readonly string[]
}

/** Made once per server: each wallet namespace's smart accounts keep their clients and computed addresses. */
export function createWalletAccounts(servedChainIds: (namespace: WalletNamespace) => readonly ServedChainConfig[]): WalletAccounts {
  const smartAccounts = new Map<WalletNamespace, SmartAccounts<ServedChainConfig>>()
  for (const namespace of walletNamespaces) {
    const made = namespace.embeddedWallet.smartAccounts?.()
    if (made) smartAccounts.set(namespace, made)
  }
  const smartAccountChains = [...smartAccounts].flatMap(([namespace, accounts]) =>
    servedChainIds(namespace)
      .filter((chain) => accounts.offeredOn(chain))
      .map((chain) => chain.caipNetworkId),
  )

  return {
    smartAccountChains,
    async on(chain, user, options = {}) {
      const own = addressOn(chain, user)
      const eoa = { address: own, type: 'eoa' as const }
      const offer = smartAccounts.get(chain.namespace)
      if (!offer?.offeredOn(chain.config)) return { ...eoa, accounts: [eoa] }
      const smart = { address: await offer.address(chain.config, own), type: 'smartAccount' as const }
      const inUse = (options.type ?? DEFAULT_ACCOUNT_TYPE) === 'smartAccount' ? smart : eoa
      return {
        ...inUse,
        accounts: [smart, eoa],
        ...(options.deployment && { smartAccountDeployed: await offer.isDeployed(chain.config, smart.address) }),
      }
    },
  }
}
