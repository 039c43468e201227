import { createPublicClient, createWalletClient, getContractAddress, type Hash, http, isAddressEqual } from 'viem'
import { devNft1155Artifact, devNft721Artifact } from './contracts/artifacts.ts'
import type { DevAccount } from './devAccounts.ts'
import { NFT_DEPLOYER_INDEX, type Nft1155Plan, type Nft721Plan, type NftCollectionPlan } from './nfts/nftPlan.ts'
import { nftTokenUri } from './nfts/nftMetadata.ts'
import { minedReceipts } from './minedReceipts.ts'

/** An NFT collection the devnet deploys, as the server and the tests see it. */
export interface DevnetNftCollection {
  address: `0x${string}`
  standard: 'erc721' | 'erc1155'
  name: string
  /** Airdropped unasked and named to lure: what a server should flag as spam. */
  spam: boolean
  /** Its tokens (ids 1, 2…) with their names and who holds how many. */
  tokens: { tokenId: string; name: string; holders: { address: `0x${string}`; amount: number }[] }[]
}

/**
 * Deploys a chain's collections, each minting its tokens with their data: URIs in its constructor.
 * The deployer is dev account NFT_DEPLOYER_INDEX at its nonces 0, 1, 2…, so every start yields the
 * same addresses whatever account 0 deploys; a different address means the chain was not fresh.
 */
export async function deployDevNfts(rpcUrl: string, chainId: number, plan: readonly NftCollectionPlan[], accounts: DevAccount[]): Promise<DevnetNftCollection[]> {
  const deployer = accounts[NFT_DEPLOYER_INDEX]!.address
  const transport = http(rpcUrl)
  // anvil unlocks its dev accounts, so eth_sendTransaction needs no local signing or fee lookup.
  const wallet = createWalletClient({ account: deployer, transport })
  const client = createPublicClient({ transport })
  const holderOf = (index: number) => {
    const account = accounts[index]
    if (!account) throw new Error(`An NFT is seeded to dev account ${index}, which does not exist`)
    return account.address
  }

  const hashes: Hash[] = []
  // Sent one after another so nonce order is deployment order; automine mines each at once.
  for (const [nonce, collection] of plan.entries()) {
    const deploy = collection.standard === 'erc721' ? erc721Deploy(collection, holderOf) : erc1155Deploy(collection, holderOf)
    hashes.push(await wallet.deployContract({ ...deploy, nonce, chain: null } as Parameters<typeof wallet.deployContract>[0]))
  }
  const receipts = await minedReceipts(client, hashes)

  return plan.map((collection, nonce) => {
    const address = getContractAddress({ from: deployer, nonce: BigInt(nonce) })
    const receipt = receipts[nonce]!
    if (receipt.status !== 'success' || !receipt.contractAddress || !isAddressEqual(receipt.contractAddress, address)) {
      throw new Error(`${collection.name} on chain ${chainId} was not deployed at ${address} (is the chain fresh?)`)
    }
    return { address, standard: collection.standard, name: collection.name, spam: collection.spam, tokens: describeTokens(collection, holderOf) }
  })
}

function erc721Deploy(collection: Nft721Plan, holderOf: (index: number) => `0x${string}`) {
  return {
    abi: devNft721Artifact.abi,
    bytecode: devNft721Artifact.bytecode,
    args: [collection.name, collection.symbol, collection.tokens.map((token) => holderOf(token.holder)), collection.tokens.map(nftTokenUri)],
  }
}

/** Each holder's ids and amounts, minted together (one id is a TransferSingle, several a TransferBatch). */
function erc1155Deploy(collection: Nft1155Plan, holderOf: (index: number) => `0x${string}`) {
  const byHolder = new Map<number, { ids: bigint[]; values: bigint[] }>()
  for (const [index, token] of collection.tokens.entries()) {
    for (const [holder, amount] of Object.entries(token.balances)) {
      const minted = byHolder.get(Number(holder)) ?? { ids: [], values: [] }
      minted.ids.push(BigInt(index + 1))
      minted.values.push(BigInt(amount))
      byHolder.set(Number(holder), minted)
    }
  }
  const holders = [...byHolder.keys()]
  return {
    abi: devNft1155Artifact.abi,
    bytecode: devNft1155Artifact.bytecode,
    args: [collection.name, collection.tokens.map(nftTokenUri), holders.map(holderOf), holders.map((holder) => byHolder.get(holder)!.ids), holders.map((holder) => byHolder.get(holder)!.values)],
  }
}

function describeTokens(collection: NftCollectionPlan, holderOf: (index: number) => `0x${string}`): DevnetNftCollection['tokens'] {
  return collection.tokens.map((token, index) => ({
    tokenId: String(index + 1),
    name: token.name,
    holders: 'holder' in token ? [{ address: holderOf(token.holder), amount: 1 }] : Object.entries(token.balances).map(([holder, amount]) => ({ address: holderOf(Number(holder)), amount })),
  }))
}
