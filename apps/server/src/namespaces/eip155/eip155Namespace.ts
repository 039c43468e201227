import { SIWX_NAMESPACE_RULES } from '@foyer/siwx-verify'
import { EVM_ADDRESS, evmAddressSchema } from '../../caip.ts'
import { chainTransport } from '../../rpc/chainTransport.ts'
import { nodeClient } from '../../rpc/nodeClient.ts'
import { highSProblem } from '../../signatures/lowS.ts'
import { defineServedNamespace } from '../servedNamespace.ts'
import { eip155ChainsSchema } from './eip155ChainConfig.ts'
import { eip155ChainsFileSchema } from './eip155ChainsFile.ts'
import { eip155DevnetChainsSchema } from './eip155Devnet.ts'
import { isForwardedEip155Method } from './eip155MethodPolicy.ts'
import { rpcDependency } from './eip155NodeDependency.ts'
import { readHoldings } from './readEip155Holdings.ts'
import { eip155EmbeddedWallet } from './wallet/eip155EmbeddedWallet.ts'

/** EVM chains (CAIP-2 `eip155:<chain id>`): viem over each chain's nodes, 0x addresses compared in lowercase. */
export const eip155Namespace = defineServedNamespace({
  name: 'eip155',
  referencePattern: /^[1-9]\d{0,15}$/,
  chains: {
    configKey: 'chains',
    schema: eip155ChainsSchema,
    chainsFile: { key: 'chains', schema: eip155ChainsFileSchema },
    devnetFile: { key: 'chains', schema: eip155DevnetChainsSchema },
  },
  address: {
    schema: evmAddressSchema,
    key: (address) => address.toLowerCase(),
    pattern: EVM_ADDRESS,
    description: 'an EVM address (0x and 40 hex characters)',
  },
  listedTokens: (chain) => chain.tokens,
  holdingsReader: (chain, policy) => {
    const client = nodeClient(chainTransport(chain, policy))
    return (owner) => readHoldings(client, chain, owner as `0x${string}`)
  },
  isForwardedMethod: isForwardedEip155Method,
  nodeDependency: rpcDependency,
  siwx: {
    rules: SIWX_NAMESPACE_RULES.eip155,
    signatureProblem: highSProblem,
    chainClient: (chain, policy) => nodeClient(chainTransport(chain, policy)),
  },
  embeddedWallet: eip155EmbeddedWallet,
})
