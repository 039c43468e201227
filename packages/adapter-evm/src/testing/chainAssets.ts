import { createPublicClient, erc20Abi, http, numberToHex, type Address } from 'viem'

/** A chain the test wallet discovers assets on: its node, and the ERC-20 tokens the wallet keeps track of. */
export interface AssetChain {
  rpcUrl: string
  tokens?: readonly Address[]
}

/** One asset as EIP-7811's wallet_getAssets lists it. */
export interface Eip7811Asset {
  address: string
  balance: `0x${string}`
  type: 'native' | 'erc20'
  metadata?: { name: string; symbol: string; decimals: number }
}

/**
 * The account's assets on each chain asked for, read from the chains' nodes as a wallet with asset
 * discovery would answer EIP-7811's wallet_getAssets: the native balance (no metadata, as the EIP
 * writes it) and each tracked ERC-20 token's balance, name, symbol and decimals, keyed by hex chain id.
 */
export async function readChainAssets(chains: Readonly<Record<number, AssetChain>>, account: Address, chainIds: readonly number[]): Promise<Record<string, Eip7811Asset[]>> {
  const answers = await Promise.all(
    chainIds.flatMap((chainId) => {
      const chain = chains[chainId]
      return chain ? [readOneChain(chain, account).then((assets) => [numberToHex(chainId), assets] as const)] : []
    }),
  )
  return Object.fromEntries(answers)
}

/** The capabilities EIP-5792's wallet_getCapabilities answers for these chains: asset discovery on each. */
export function assetDiscoveryCapabilities(chainIds: readonly number[]): Record<string, { assetDiscovery: { supported: true } }> {
  return Object.fromEntries(chainIds.map((chainId) => [numberToHex(chainId), { assetDiscovery: { supported: true } }]))
}

async function readOneChain(chain: AssetChain, account: Address): Promise<Eip7811Asset[]> {
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const native: Eip7811Asset = { address: 'native', balance: numberToHex(await client.getBalance({ address: account })), type: 'native' }
  const tokens = await Promise.all(
    (chain.tokens ?? []).map(async (address): Promise<Eip7811Asset> => {
      const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) => client.readContract({ address, abi: erc20Abi, functionName })
      const [balance, name, symbol, decimals] = await Promise.all([
        client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [account] }),
        read('name'),
        read('symbol'),
        read('decimals'),
      ])
      return { address, balance: numberToHex(balance), type: 'erc20', metadata: { name, symbol, decimals } }
    }),
  )
  return [native, ...tokens]
}
