import { solanaAddressSchema } from '../../caip.ts'
import { defineServedNamespace } from '../servedNamespace.ts'
import { solanaChainsSchema, solanaDevnetChainsSchema } from './solanaChainConfig.ts'
import { solanaChainsFileSchema } from './solanaChainsFile.ts'
import { isForwardedSolanaMethod } from './solanaMethodPolicy.ts'
import { solanaReader } from './readSolanaHoldings.ts'

/** Solana clusters (CAIP-2 `solana:<genesis hash prefix>`): @solana/kit over each cluster's nodes, base58 addresses as written. */
export const solanaNamespace = defineServedNamespace({
  name: 'solana',
  chains: {
    configKey: 'solanaChains',
    schema: solanaChainsSchema,
    chainsFile: { key: 'solana', schema: solanaChainsFileSchema },
    devnetFile: { key: 'solana', schema: solanaDevnetChainsSchema },
  },
  addressSchema: solanaAddressSchema,
  addressKey: (address) => address,
  // A Solana token is priced and pictured by its mint, as an EVM token by its contract.
  listedTokens: (chain) => chain.tokens.map(({ mint, ...token }) => ({ ...token, address: mint })),
  holdingsReader: (chain, policy) => {
    const reader = solanaReader(chain, policy)
    return (owner) => reader.holdings(owner)
  },
  isForwardedMethod: isForwardedSolanaMethod,
})
