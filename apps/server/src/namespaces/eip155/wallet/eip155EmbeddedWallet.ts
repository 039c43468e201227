import type { EmbeddedWallet } from '../../embeddedWallet.ts'
import type { ChainConfig } from '../eip155ChainConfig.ts'
import { setEvmBalance } from './anvilFunding.ts'
import { evmClients, runEvmRequest } from './evmRequests.ts'
import { eip155SmartAccounts } from './smartAccount/eip155SmartAccounts.ts'

/** The wallet methods of EVM chains the embedded wallet knows (the frame's protocol lists them): eth_, personal_, wallet_ and net_, and Foyer's own gas sponsorship and operation fee. */
const EIP155_METHOD = /^(?:(?:eth|personal|wallet|net)_|foyer_gasSponsorship$|foyer_estimateOperationFee$)/

/**
 * The embedded wallet on EVM chains: the user's key at m/44'/60'/0'/0/0, and where a chain has a
 * bundler the Safe that key owns; reads through the chain's node.
 */
export const eip155EmbeddedWallet: EmbeddedWallet<ChainConfig> = {
  ownsMethod: (method) => EIP155_METHOD.test(method),
  addressOf: (user) => user.evmAddress,
  chainOfNumber: (number) => `eip155:${number}`,
  signer: () => {
    const clients = evmClients()
    return ({ chain, caipNetworkId, ...request }) => runEvmRequest({ ...request, chain: chain!, chainId: Number(caipNetworkId.slice('eip155:'.length)) }, clients)
  },
  // A Safe owned by the user's key on each chain whose config sets smartAccounts (a bundler).
  smartAccounts: () => eip155SmartAccounts(evmClients()),
  // anvil's own method: only on local anvil chains, as dev mode (the stack) is.
  devFunding: { amount: (settings) => settings.devFundingWei, unit: 'wei', fund: setEvmBalance },
}
