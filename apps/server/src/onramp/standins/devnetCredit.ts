import { address, createSolanaRpc, lamports } from '@solana/kit'
import { createPublicClient, createTestClient, createWalletClient, encodeAbiParameters, erc20Abi, http, keccak256, numberToHex, parseUnits, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Listing } from './standInMarket.ts'

/** How much of a token the funder is given at a time when it runs short: many purchases' worth. */
const TOKEN_FLOAT_WHOLE_UNITS = 10_000_000n
/** Storage slots searched for a token's balance mapping (Solidity puts it among the first few). */
const BALANCE_SLOTS_SEARCHED = 16

export interface DevnetCredit {
  /** Sends `amount` (a decimal string) of the listing's asset to `to`, mined; answers the transaction's hash (a signature on Solana). */
  credit(listing: Listing, to: string, amount: string): Promise<string>
}

/**
 * How a stand-in delivers a purchase on the local chains, as a provider would on a real one: on an
 * EVM chain a transfer from the funder account (native, or the token through its ERC-20
 * transfer), so the history shows a real receive; on Solana the devnet's faucet (requestAirdrop),
 * the only SOL source there without a funded keypair. The funder is one of anvil's dev accounts,
 * which hold native currency but no tokens; when it runs short of a token it is given a float by
 * writing its balance slot (anvil_setStorageAt), which mines nothing, so block numbers stay as tests know them.
 * Credits are sent one at a time, so the funder's nonces never collide.
 */
export function devnetCredit(funderKey: Hex): DevnetCredit {
  const funder = privateKeyToAccount(funderKey)
  let queue: Promise<unknown> = Promise.resolve()
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(work, work)
    queue = turn.catch(() => undefined)
    return turn
  }

  return {
    credit: (listing, to, amount) =>
      inTurn(async () => {
        if (listing.caipNetworkId.startsWith('solana:')) return airdrop(listing, to, amount)
        const transport = http(listing.rpcUrl)
        const client = createPublicClient({ transport, pollingInterval: 50 })
        const wallet = createWalletClient({ account: funder, transport })
        const value = parseUnits(amount, listing.decimals)
        let hash: Hex
        if (!listing.contractAddress) {
          hash = await wallet.sendTransaction({ to: to as Address, value, chain: null })
        } else {
          const token = listing.contractAddress as Address
          await topUp(listing.rpcUrl, token, funder.address, value, listing.decimals)
          hash = await wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [to as Address, value], chain: null })
        }
        const receipt = await client.waitForTransactionReceipt({ hash, timeout: 30_000 })
        if (receipt.status !== 'success') throw new Error(`the credit ${hash} reverted`)
        return hash
      }),
  }
}

/** Gives the funder a float of the token when it holds less than `needed`, by finding and writing its balance slot. */
async function topUp(rpcUrl: string, token: Address, holder: Address, needed: bigint, decimals: number): Promise<void> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const balance = () => client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
  if ((await balance()) >= needed) return
  const float = TOKEN_FLOAT_WHOLE_UNITS * 10n ** BigInt(decimals) + needed
  const anvil = createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
  for (let slot = 0n; slot < BigInt(BALANCE_SLOTS_SEARCHED); slot++) {
    const index = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [holder, slot]))
    const before = (await client.getStorageAt({ address: token, slot: index })) ?? numberToHex(0, { size: 32 })
    await anvil.setStorageAt({ address: token, index, value: numberToHex(float, { size: 32 }) })
    if ((await balance()) === float) return
    await anvil.setStorageAt({ address: token, index, value: before })
  }
  throw new Error(`cannot give the funder ${token} tokens: no balance slot found`)
}

async function airdrop(listing: Listing, to: string, amount: string): Promise<string> {
  const rpc = createSolanaRpc(listing.rpcUrl)
  return rpc.requestAirdrop(address(to), lamports(parseUnits(amount, listing.decimals))).send({ abortSignal: AbortSignal.timeout(10_000) })
}
