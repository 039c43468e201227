import { SIWX_NAMESPACE_RULES } from '@foyer/siwx-verify'
import { defineServedNamespace } from '../servedNamespace.ts'
import { SOLANA_ADDRESS, solanaAddressSchema } from './solanaCaip.ts'
import { solanaChainsSchema, solanaDevnetChainsSchema } from './solanaChainConfig.ts'
import { solanaChainsFileSchema } from './solanaChainsFile.ts'
import { isForwardedSolanaMethod } from './solanaMethodPolicy.ts'
import { solanaReader } from './readSolanaHoldings.ts'
import { solanaEmbeddedWallet } from './wallet/solanaEmbeddedWallet.ts'

/** Solana clusters (CAIP-2 `solana:<genesis hash prefix>`): @solana/kit over each cluster's nodes, base58 addresses as written. */
export const solanaNamespace = defineServedNamespace({
  name: 'solana',
  referencePattern: /^[1-9A-HJ-NP-Za-km-z]{32}$/,
  chains: {
    configKey: 'solanaChains',
    schema: solanaChainsSchema,
    chainsFile: { key: 'solana', schema: solanaChainsFileSchema },
    devnetFile: { key: 'solana', schema: solanaDevnetChainsSchema },
  },
  address: {
    schema: solanaAddressSchema,
    key: (address) => address,
    pattern: SOLANA_ADDRESS,
    description: 'a Solana address (32 to 44 base58 characters)',
  },
  // A Solana token is priced and pictured by its mint, as an EVM token by its contract.
  listedTokens: (chain) => chain.tokens.map(({ mint, ...token }) => ({ ...token, address: mint })),
  holdingsReader: (chain, policy) => {
    const reader = solanaReader(chain, policy)
    return (owner) => reader.holdings(owner)
  },
  isForwardedMethod: isForwardedSolanaMethod,
  // Its signatures are ed25519 keys' own, checked offline: no chain is asked.
  siwx: { rules: SIWX_NAMESPACE_RULES.solana },
  embeddedWallet: solanaEmbeddedWallet,
})
