import { deployAccountAbstraction, type DevnetAccountAbstraction } from './accountAbstraction/deployAccountAbstraction.ts'
import { startAnvil, type AnvilProcess } from './anvil.ts'
import { DEV_ACCOUNT_COUNT, DEV_MNEMONIC, deriveDevAccounts, type DevAccount } from './devAccounts.ts'
import { devnetPlan } from './devnetPlan.ts'
import { deployDevTokens, type DevnetToken } from './deployDevTokens.ts'
import { deployDevNfts, type DevnetNftCollection } from './deployDevNfts.ts'
import { deployDevEns, type DevnetEns } from './ens/deployDevEns.ts'
import { devnetNftPlan } from './nfts/nftPlan.ts'
import { startBitcoinDevnet, type BitcoinDevnet } from './bitcoin/startBitcoinDevnet.ts'
import { startPolkadotDevnet, type PolkadotDevnet } from './polkadot/startPolkadotDevnet.ts'
import { startSolanaDevnet, type SolanaDevnet } from './solana/startSolanaDevnet.ts'
import { deployDevSwap, type DevnetSwap } from './swap/deployDevSwap.ts'

export type { DevnetToken } from './deployDevTokens.ts'
export type { DevnetNftCollection } from './deployDevNfts.ts'
export type { DevnetEns } from './ens/deployDevEns.ts'
export type { DevnetSwap, DevnetSwapPair } from './swap/deployDevSwap.ts'
export type { DevnetAccountAbstraction } from './accountAbstraction/deployAccountAbstraction.ts'

export interface DevnetChain {
  chainId: number
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  nativePriceUsd: number
  tokens: DevnetToken[]
  /** NFT collections (ERC-721, ERC-1155, and a spam one), deployed after the tokens. */
  nfts: DevnetNftCollection[]
  /** The AMM (wrapped ether, WETH/USDC, WETH/USDT and USDC/USDT pools with liquidity, a router), deployed after everything else. */
  swap: DevnetSwap
  /** ERC-4337: EntryPoint v0.7, Safe 1.4.1 with its 4337 module and a funded verifying paymaster, deployed after the AMM. */
  accountAbstraction: DevnetAccountAbstraction
}

export interface Devnet {
  chains: DevnetChain[]
  /** anvil's funded dev accounts; the first ones also hold the seeded tokens. */
  accounts: DevAccount[]
  /** ENS on the first chain: a registry, the names zone's offchain resolver and a universal resolver (point it at a server with `connectDevEnsToGateway`). */
  ens: DevnetEns
  /** The local Solana chain (litesvm behind Foyer's JSON-RPC front), with its own dev keypairs and tokens. */
  solana: SolanaDevnet
  /** The local Bitcoin chain (a bcoin regtest node behind an Esplora front), when it was asked for. */
  bitcoin?: BitcoinDevnet
  /** The local Polkadot chain (chopsticks running asset-hub-rococo), when it was asked for. */
  polkadot?: PolkadotDevnet
  /** Stops every chain and resolves once the anvil processes have exited. */
  stop(): Promise<void>
}

export interface StartDevnetOptions {
  /** Interface to listen on; 127.0.0.1 unless told otherwise. */
  host?: string
  /** RPC ports of the two EVM chains; 0 or omitted picks free ports. */
  ports?: [number, number]
  /** RPC (and WebSocket) port of the Solana chain; 0 or omitted picks a free one. */
  solanaPort?: number
  /**
   * The Bitcoin chain, and its Esplora front's port (0 picks a free one); started only when given,
   * as `npm start` and the CLI do: a stack whose tests read no bitcoin does not mine its 500 blocks.
   */
  bitcoin?: { port?: number; blockIntervalMs?: number }
  /**
   * The Polkadot chain, and its WebSocket port (0 picks a free one); started only when given, as
   * `npm start` and the CLI do: it takes ~6 s and ~250 MB, which a stack whose tests read no Polkadot need not pay.
   */
  polkadot?: { port?: number }
}

/**
 * Starts the two seeded anvil chains of the devnet plan, the seeded Solana chain and (when asked) the
 * Bitcoin and Polkadot chains, side by side. A seeding transaction that anvil loses unmined (seen
 * on loaded CI machines, in several stacks at once; its cause is not known) costs one fresh start,
 * said on stderr: the chains are stopped and started anew once.
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  try {
    return await startDevnetOnce(options)
  } catch (error) {
    if (!(error instanceof Error && DROPPED_TRANSACTION.test(error.message))) throw error
    process.stderr.write(`devnet: ${error.message}; starting the devnet again\n`)
    return startDevnetOnce(options)
  }
}

/** minedReceipts' words for a transaction the node no longer knows. */
const DROPPED_TRANSACTION = /does not know transaction 0x[0-9a-f]+: it was dropped from its pool unmined/

async function startDevnetOnce(options: StartDevnetOptions): Promise<Devnet> {
  const host = options.host ?? '127.0.0.1'
  const ports = options.ports ?? [0, 0]
  const [solanaStarted, bitcoinStarted, polkadotStarted, ...started] = await Promise.allSettled([
    startSolanaDevnet({ host, port: options.solanaPort ?? 0 }),
    options.bitcoin ? startBitcoinDevnet({ host, port: options.bitcoin.port ?? 0, blockIntervalMs: options.bitcoin.blockIntervalMs }) : Promise.resolve(undefined),
    options.polkadot ? startPolkadotDevnet({ host, port: options.polkadot.port ?? 0 }) : Promise.resolve(undefined),
    ...devnetPlan.map((plan, index) => startAnvil({ host, port: ports[index] ?? 0, chainId: plan.chainId, mnemonic: DEV_MNEMONIC, accounts: DEV_ACCOUNT_COUNT })),
  ])
  const anvils = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value as AnvilProcess] : []))
  const solana = solanaStarted.status === 'fulfilled' ? (solanaStarted.value as SolanaDevnet) : undefined
  const bitcoin = bitcoinStarted.status === 'fulfilled' ? (bitcoinStarted.value as BitcoinDevnet | undefined) : undefined
  const polkadot = polkadotStarted.status === 'fulfilled' ? (polkadotStarted.value as PolkadotDevnet | undefined) : undefined
  const stop = async () => {
    await Promise.all([stopAll(anvils), solana?.stop(), bitcoin?.stop(), polkadot?.stop()])
  }
  const failure = [solanaStarted, bitcoinStarted, polkadotStarted, ...started].find((result) => result.status === 'rejected')
  if (failure || !solana) {
    await stop()
    throw failure?.reason
  }

  try {
    const accounts = deriveDevAccounts()
    const seeded = await Promise.all(
      devnetPlan.map(async (plan, index) => {
        const rpcUrl = anvils[index]!.rpcUrl
        const tokens = await deployDevTokens(rpcUrl, plan, accounts)
        const nfts = await deployDevNfts(rpcUrl, plan.chainId, devnetNftPlan[plan.chainId] ?? [], accounts)
        return { plan, rpcUrl, tokens, nfts }
      }),
    )
    // After the tokens and NFTs, not beside them: each deploy is a block, and the chain's first
    // blocks stay the same at every start (the tokens' deploys are blocks 1–4, tests read them).
    const ens = await deployDevEns(anvils[0]!.rpcUrl, devnetPlan[0].chainId, accounts)
    // The AMM last, for the same reason: its dozens of transactions come after every other block.
    // The two chains are separate nodes, so they are seeded side by side.
    const chains = await Promise.all(
      seeded.map(async ({ plan, rpcUrl, tokens, nfts }): Promise<DevnetChain> => {
        const swap = await deployDevSwap(rpcUrl, plan, tokens, accounts)
        // ERC-4337 last: its deploys come after every block the other seeding makes.
        const accountAbstraction = await deployAccountAbstraction(rpcUrl, plan.chainId)
        return { chainId: plan.chainId, name: plan.name, rpcUrl, nativeCurrency: plan.nativeCurrency, nativePriceUsd: plan.nativePriceUsd, tokens, nfts, swap, accountAbstraction }
      }),
    )
    return { chains, accounts, ens, solana, ...(bitcoin && { bitcoin }), ...(polkadot && { polkadot }), stop }
  } catch (error) {
    await stop()
    throw error
  }
}

async function stopAll(anvils: AnvilProcess[]): Promise<void> {
  await Promise.all(anvils.map((anvil) => anvil.stop()))
}
