import type { FastifyBaseLogger } from 'fastify'
import type { ServedChains } from '../namespaces/namespaces.ts'
import type { ServedChainConfig } from '../namespaces/servedNamespace.ts'
import { walletNamespaces } from './authChains.ts'
import type { AuthSettings } from './authSettings.ts'
import type { UserAddresses } from './keys/userKeys.ts'
import type { WalletAccounts } from './walletAccounts.ts'

/**
 * Funds each new embedded wallet on the local chains, so a visitor of `npm start` can send a
 * transaction right after logging in: each namespace whose amount the auth settings set
 * (devFundingWei: anvil's setBalance on every EVM chain; devFundingLamports: the faucet of every
 * Solana chain; devFundingPlanck: chopsticks' dev_setStorage on every Polkadot chain) gives each
 * of the wallet's accounts there (the key's own, and its smart account where the chain offers one).
 * Dev mode only; undefined when no amount is set.
 */
export function fundOnDevnet(chains: ServedChains, settings: AuthSettings, log: FastifyBaseLogger, accounts: WalletAccounts) {
  const funding = walletNamespaces.flatMap((namespace) => {
    const devFunding = namespace.embeddedWallet.devFunding
    const amount = devFunding?.amount(settings)
    return devFunding && amount ? [{ namespace, devFunding, amount }] : []
  })
  if (funding.length === 0) return undefined
  return async (user: { id: string } & UserAddresses): Promise<void> => {
    const funded: Record<string, string[]> = {}
    await Promise.all(
      funding.flatMap(({ namespace, devFunding, amount }) =>
        (chains as Record<string, readonly ServedChainConfig[]>)[namespace.name]!.map(async (chain) => {
          if (namespace.embeddedWallet.addressOf(user, chain.caipNetworkId, chain) === undefined) return
          const { accounts: held } = await accounts.on({ namespace, caipNetworkId: chain.caipNetworkId, config: chain }, user)
          await Promise.all(held.map(({ address }) => devFunding.fund(chain, address, amount)))
          funded[chain.caipNetworkId] = held.map(({ address }) => address)
        }),
      ),
    )
    const given = funding.map(({ devFunding, amount }) => `${amount} ${devFunding.unit}`).join(' and ')
    log.info({ userId: user.id, addresses: funded }, `auth: dev funding gave the new wallet ${given} on ${Object.keys(funded).join(', ')}`)
  }
}
