import { createPublicClient, createWalletClient, getContractAddress, type Hash, http, isAddressEqual, parseUnits } from 'viem'
import { devTokenArtifact, tetherTokenArtifact } from './contracts/artifacts.ts'
import type { DevAccount } from './devAccounts.ts'
import type { ChainPlan, TokenPlan } from './devnetPlan.ts'
import { SWAP_DEPLOYER_INDEX } from './swap/swapPlan.ts'
import { minedReceipts } from './minedReceipts.ts'

/** A token the devnet deploys, as the server and the tests see it. */
export interface DevnetToken {
  address: `0x${string}`
  name: string
  symbol: string
  decimals: number
  priceUsd: number
}

/**
 * Deploys the plan's tokens on a fresh chain, each minting its seeded balances in its constructor.
 * The deployer is account 0 at nonces 0, 1, 2…, so every start yields the same addresses; a
 * different address means the chain was not fresh, which is reported rather than papered over.
 * Dev account SWAP_DEPLOYER_INDEX is each token's minter (TetherToken's owner, who issues): it
 * mints the AMM's liquidity later, leaving these deploys' own mints as they were.
 */
export async function deployDevTokens(rpcUrl: string, plan: ChainPlan, accounts: DevAccount[]): Promise<DevnetToken[]> {
  const deployer = accounts[0]!.address
  const transport = http(rpcUrl)
  // anvil unlocks its dev accounts, so eth_sendTransaction needs no local signing or fee lookup.
  const wallet = createWalletClient({ account: deployer, transport })
  const client = createPublicClient({ transport })

  const minter = accounts[SWAP_DEPLOYER_INDEX]!.address
  const hashes: Hash[] = []
  // Sent one after another so nonce order is deployment order; automine mines each at once.
  for (const [nonce, token] of plan.tokens.entries()) {
    const { holders, amounts } = mintList(token, accounts)
    // Both constructors take (name, symbol, decimals, holders, amounts, minter); TetherToken's decimals is a uint256.
    const artifact = token.contract === 'TetherToken' ? tetherTokenArtifact : devTokenArtifact
    hashes.push(
      await wallet.deployContract({
        abi: artifact.abi,
        bytecode: artifact.bytecode,
        args: [token.name, token.symbol, artifact === tetherTokenArtifact ? BigInt(token.decimals) : token.decimals, holders, amounts, minter],
        nonce,
        chain: null,
      }),
    )
  }
  const receipts = await minedReceipts(client, hashes)

  return plan.tokens.map((token, nonce) => {
    const address = getContractAddress({ from: deployer, nonce: BigInt(nonce) })
    const receipt = receipts[nonce]!
    if (receipt.status !== 'success' || !receipt.contractAddress || !isAddressEqual(receipt.contractAddress, address)) {
      throw new Error(`${token.symbol} on chain ${plan.chainId} was not deployed at ${address} (is the chain fresh?)`)
    }
    return { address, name: token.name, symbol: token.symbol, decimals: token.decimals, priceUsd: token.priceUsd }
  })
}

function mintList(token: TokenPlan, accounts: DevAccount[]) {
  const entries = Object.entries(token.balances).map(([index, amount]) => {
    const account = accounts[Number(index)]
    if (!account) throw new Error(`${token.symbol} seeds dev account ${index}, which does not exist`)
    return { holder: account.address, amount: parseUnits(amount, token.decimals) }
  })
  return { holders: entries.map((e) => e.holder), amounts: entries.map((e) => e.amount) }
}
