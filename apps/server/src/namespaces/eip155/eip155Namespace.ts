import { evmAddressSchema } from '../../caip.ts'
import { chainTransport } from '../../rpc/chainTransport.ts'
import { nodeClient } from '../../rpc/nodeClient.ts'
import { defineServedNamespace } from '../servedNamespace.ts'
import { eip155ChainsSchema } from './eip155ChainConfig.ts'
import { eip155ChainsFileSchema } from './eip155ChainsFile.ts'
import { eip155DevnetChainsSchema } from './eip155Devnet.ts'
import { isForwardedEip155Method } from './eip155MethodPolicy.ts'
import { rpcDependency } from './eip155NodeDependency.ts'
import { readHoldings } from './readEip155Holdings.ts'

/** EVM chains (CAIP-2 `eip155:<chain id>`): viem over each chain's nodes, 0x addresses compared in lowercase. */
export const eip155Namespace = defineServedNamespace({
  name: 'eip155',
  chains: {
    configKey: 'chains',
    schema: eip155ChainsSchema,
    chainsFile: { key: 'chains', schema: eip155ChainsFileSchema },
    devnetFile: { key: 'chains', schema: eip155DevnetChainsSchema },
  },
  addressSchema: evmAddressSchema,
  addressKey: (address) => address.toLowerCase(),
  listedTokens: (chain) => chain.tokens,
  holdingsReader: (chain, policy) => {
    const client = nodeClient(chainTransport(chain, policy))
    return (owner) => readHoldings(client, chain, owner as `0x${string}`)
  },
  isForwardedMethod: isForwardedEip155Method,
  nodeDependency: rpcDependency,
})
