import { SIWX_NAMESPACE_RULES } from '@foyer/siwx-verify'
import { defineServedNamespace } from '../servedNamespace.ts'
import { POLKADOT_ADDRESS, polkadotAddressSchema, polkadotChainAddressSchema } from './polkadotCaip.ts'
import { polkadotChainsSchema, polkadotDevnetChainsSchema } from './polkadotChainConfig.ts'
import { polkadotChainsFileSchema } from './polkadotChainsFile.ts'
import { settlePolkadotChains } from './polkadotChainProperties.ts'
import { isForwardedPolkadotMethod } from './polkadotMethodPolicy.ts'
import { polkadotNodeDependency } from './polkadotNodeDependency.ts'
import { polkadotReader } from './readPolkadotHoldings.ts'
import { polkadotEmbeddedWallet } from './wallet/polkadotEmbeddedWallet.ts'

/**
 * Polkadot SDK chains (CAIP-2 `polkadot:<genesis hash prefix>`): the native token from
 * `System.Account` over the nodes' HTTP JSON-RPC, SS58 addresses, one account whatever prefix writes it.
 */
export const polkadotNamespace = defineServedNamespace({
  name: 'polkadot',
  referencePattern: /^[0-9a-f]{32}$/,
  chains: {
    configKey: 'polkadotChains',
    schema: polkadotChainsSchema,
    chainsFile: { key: 'polkadot', schema: polkadotChainsFileSchema },
    devnetFile: { key: 'polkadot', schema: polkadotDevnetChainsSchema },
    // A chain may leave its token and SS58 prefix to its nodes' system_properties, read at start.
    settle: settlePolkadotChains,
  },
  address: {
    schema: polkadotAddressSchema,
    // The account id in hex: one account on every chain, whatever prefix its address is written with (as sign-in keeps it).
    key: (address) => SIWX_NAMESPACE_RULES.polkadot.addressKey(address),
    pattern: POLKADOT_ADDRESS,
    description: "a Polkadot account's SS58 address (46 to 50 base58 characters)",
  },
  // On one chain, its own prefix: an address written for another network is refused with the same account's address here.
  chainAddressSchema: polkadotChainAddressSchema,
  // Its balance is the native token alone (pallet_assets' tokens are not listed yet).
  listedTokens: () => [],
  holdingsReader: (chain, policy) => {
    const reader = polkadotReader(chain, policy)
    return (owner) => reader.holdings(owner)
  },
  isForwardedMethod: isForwardedPolkadotMethod,
  nodeDependency: polkadotNodeDependency,
  // Sign-in by sr25519 or ed25519 signatures over the <Bytes>-wrapped text, checked offline: no chain is asked.
  siwx: { rules: SIWX_NAMESPACE_RULES.polkadot },
  // The embedded wallet's sr25519 account, its messages and transaction payloads approved in the frame (which shows the call the server reads).
  embeddedWallet: polkadotEmbeddedWallet,
})
