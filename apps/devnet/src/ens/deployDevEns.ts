import { createPublicClient, createWalletClient, getContractAddress, http, isAddressEqual, type Address, type Hash } from 'viem'
import { ensRegistryArtifact, offchainResolverArtifact, universalResolverArtifact } from '../contracts/artifacts.ts'
import type { DevAccount } from '../devAccounts.ts'
import { DEV_NAMES_GATEWAY_SIGNER, DEV_NAMES_ZONE, ENS_DEPLOYER_INDEX } from './devEnsPlan.ts'
import { registryAnchorCalls, resolvedNames } from './registryAnchors.ts'
import { minedReceipts } from '../minedReceipts.ts'

/** The devnet's ENS, as the server, `npm start` and the tests see it. */
export interface DevnetEns {
  /** The chain it is deployed on (the first: ENS lives on L1). */
  chainId: number
  registry: Address
  /** What an ENS client asks: viem's `universalResolverAddress`. */
  universalResolver: Address
  /** Answers the zone's names and the reverse names off chain (EIP-3668), from the gateways `connectDevEnsToGateway` sets. */
  offchainResolver: Address
  /** The names zone anchored in the registry. */
  zone: string
  /** The address whose gateway signatures the resolver trusts (DEV_NAMES_GATEWAY_KEY's). */
  gatewaySigner: Address
}

/**
 * Deploys the registry, the offchain resolver (no gateway yet: the server's URL is not known) and
 * the universal resolver from dev account ENS_DEPLOYER_INDEX at its nonces 0, 1, 2, then anchors
 * the zone and the reverse names at the resolver at the nonces after. A different address means
 * the chain was not fresh.
 */
export async function deployDevEns(rpcUrl: string, chainId: number, accounts: DevAccount[]): Promise<DevnetEns> {
  const deployer = accounts[ENS_DEPLOYER_INDEX]!.address
  const transport = http(rpcUrl)
  // anvil unlocks its dev accounts, so eth_sendTransaction needs no local signing.
  const wallet = createWalletClient({ account: deployer, transport })
  const client = createPublicClient({ transport })
  const [registry, offchainResolver, universalResolver] = [0n, 1n, 2n].map((nonce) => getContractAddress({ from: deployer, nonce }))

  const deploys = [
    { artifact: ensRegistryArtifact, args: [] },
    { artifact: offchainResolverArtifact, args: [[], [DEV_NAMES_GATEWAY_SIGNER]] },
    { artifact: universalResolverArtifact, args: [registry] },
  ]
  const hashes: Hash[] = []
  // One after another so nonce order is deployment order; automine mines each at once.
  for (const [nonce, { artifact, args }] of deploys.entries()) {
    hashes.push(await wallet.deployContract({ abi: artifact.abi, bytecode: artifact.bytecode, args, nonce, chain: null } as Parameters<typeof wallet.deployContract>[0]))
  }
  // The anchors carry their nonces too (3, 4, …): left to the node, a call sent before the previous
  // one was mined could be given that one's nonce — on a loaded machine one anchor then replaced
  // another in the pool ("dropped from its pool unmined") or ran before its parent node was anchored
  // (a reverted receipt: "Anchoring … failed").
  for (const [index, call] of registryAnchorCalls(resolvedNames(DEV_NAMES_ZONE), deployer, offchainResolver!).entries()) {
    const nonce = deploys.length + index
    hashes.push(await wallet.writeContract({ address: registry!, abi: ensRegistryArtifact.abi, ...call, nonce, chain: null } as Parameters<typeof wallet.writeContract>[0]))
  }
  const receipts = await minedReceipts(client, hashes)

  for (const [index, { artifact }] of deploys.entries()) {
    const receipt = receipts[index]!
    const expected = [registry, offchainResolver, universalResolver][index]!
    if (receipt.status !== 'success' || !receipt.contractAddress || !isAddressEqual(receipt.contractAddress, expected)) {
      throw new Error(`${artifact.contractName} on chain ${chainId} was not deployed at ${expected} (is the chain fresh?)`)
    }
  }
  if (receipts.some((receipt) => receipt.status !== 'success')) throw new Error(`Anchoring ${DEV_NAMES_ZONE} in the devnet's ENS registry failed`)
  return { chainId, registry: registry!, universalResolver: universalResolver!, offchainResolver: offchainResolver!, zone: DEV_NAMES_ZONE, gatewaySigner: DEV_NAMES_GATEWAY_SIGNER }
}
