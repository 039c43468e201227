import { createPublicClient, createWalletClient, http, isAddressEqual, namehash, type Address, type Hash } from 'viem'
import { ensRegistryArtifact, offchainResolverArtifact } from '../contracts/artifacts.ts'
import type { DevAccount } from '../devAccounts.ts'
import type { DevnetChain } from '../startDevnet.ts'
import type { DevnetEns } from './deployDevEns.ts'
import { ENS_DEPLOYER_INDEX } from './devEnsPlan.ts'
import { registryAnchorCalls } from './registryAnchors.ts'
import { minedReceipts } from '../minedReceipts.ts'

export interface EnsGateway {
  /** The gateway's EIP-3668 URLs (the server's names gateway), from configuration: never a request's Host. */
  urls: string[]
  /** The zone the server serves; anchored at the resolver when it is not the devnet's. */
  zone: string
  /** The address of the key the server signs with; trusted by the resolver when it is not yet. */
  signer: Address
}

/**
 * Points the devnet's offchain resolver at a server's names gateway, once the server listens (its
 * port is not known when the devnet deploys): sets the resolver's URLs, trusts the server's signer
 * and anchors its zone if they are not the devnet's own. Sent by the resolver's owner, a dev
 * account anvil keeps unlocked.
 */
export async function connectDevEnsToGateway(devnet: { ens: DevnetEns; chains: DevnetChain[]; accounts: DevAccount[] }, gateway: EnsGateway): Promise<void> {
  const { ens } = devnet
  const chain = devnet.chains.find((candidate) => candidate.chainId === ens.chainId)
  if (!chain) throw new Error(`The devnet's ENS is on chain ${ens.chainId}, which the devnet does not run`)
  const owner = devnet.accounts[ENS_DEPLOYER_INDEX]!.address
  const transport = http(chain.rpcUrl)
  const wallet = createWalletClient({ account: owner, transport })
  const client = createPublicClient({ transport })
  const resolver = { address: ens.offchainResolver, abi: offchainResolverArtifact.abi, chain: null } as const
  const registry = { address: ens.registry, abi: ensRegistryArtifact.abi, chain: null } as const

  // Each call carries its nonce, in order (as deployDevEns's): the node is not left to number
  // calls sent before the previous one was mined.
  let nonce = await client.getTransactionCount({ address: owner, blockTag: 'pending' })
  const hashes: Hash[] = [await wallet.writeContract({ ...resolver, functionName: 'setUrls', args: [gateway.urls], nonce: nonce++ } as Parameters<typeof wallet.writeContract>[0])]
  if (!(await client.readContract({ ...resolver, functionName: 'isSigner', args: [gateway.signer] }))) {
    hashes.push(await wallet.writeContract({ ...resolver, functionName: 'setSigner', args: [gateway.signer, true], nonce: nonce++ } as Parameters<typeof wallet.writeContract>[0]))
  }
  const zoneResolver = (await client.readContract({ ...registry, functionName: 'resolver', args: [namehash(gateway.zone)] })) as Address
  if (!isAddressEqual(zoneResolver, ens.offchainResolver)) {
    for (const call of registryAnchorCalls([gateway.zone], owner, ens.offchainResolver)) {
      hashes.push(await wallet.writeContract({ ...registry, ...call, nonce: nonce++ } as Parameters<typeof wallet.writeContract>[0]))
    }
  }
  const receipts = await minedReceipts(client, hashes)
  if (receipts.some((receipt) => receipt.status !== 'success')) throw new Error(`Pointing the devnet's ENS resolver at ${gateway.urls.join(', ')} failed`)
}
