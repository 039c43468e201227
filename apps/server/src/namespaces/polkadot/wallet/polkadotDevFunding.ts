import type { DevFunding } from '../../embeddedWallet.ts'
import type { PolkadotChainConfig } from '../polkadotChainConfig.ts'
import { polkadotRpc } from '../polkadotRpc.ts'

/**
 * Dev mode: a new embedded wallet's account on a local Polkadot chain is given `planck` free, written
 * straight into `System.Account` with chopsticks' `dev_setStorage` (one provider, so the account
 * exists), as the devnet funds its own dev accounts. A live node has no dev_ methods and refuses.
 */
export const polkadotDevFunding: DevFunding<PolkadotChainConfig> = {
  amount: (settings) => settings.devFundingPlanck,
  unit: 'planck',
  async fund(chain, address, planck) {
    const rpc = polkadotRpc(chain, { timeoutMs: 10_000, retryCount: 0, retryDelayMs: 0 })
    await rpc.call('dev_setStorage', [{ System: { Account: [[[address], { providers: 1, data: { free: planck.toString() } }]] } }])
  },
}
