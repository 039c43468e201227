import { version as litesvmVersion } from 'litesvm/package.json' with { type: 'json' }
import { seedSolanaTokens, type SolanaDevnetToken } from './seedSolanaTokens.ts'
import { deriveSolanaDevAccounts, type SolanaDevAccount } from './solanaDevKeys.ts'
import { SolanaFaucet } from './solanaFaucet.ts'
import { SolanaLedger } from './solanaLedger.ts'
import { solanaPlan } from './solanaPlan.ts'
import { startSolanaRpcServer } from './rpc/solanaRpcServer.ts'

export const LAMPORTS_PER_SOL = 1_000_000_000n

export interface SolanaDevnet {
  /** `solana:` and the first 32 characters of the genesis hash (CAIP-2). */
  caipNetworkId: string
  genesisHash: string
  name: string
  rpcUrl: string
  wsUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  nativePriceUsd: number
  tokens: SolanaDevnetToken[]
  /** The dev keypairs of the devnet's mnemonic, each funded at genesis; the first ones hold the tokens. */
  accounts: SolanaDevAccount[]
  stop(): Promise<void>
}

export interface StartSolanaDevnetOptions {
  host?: string
  /** 0 or omitted picks a free port. */
  port?: number
  /** How often a slot passes when nothing happens; a validator's is 400 ms. */
  slotMs?: number
}

/** Starts the local Solana chain: litesvm seeded with the plan, behind its JSON-RPC front. */
export async function startSolanaDevnet(options: StartSolanaDevnetOptions = {}): Promise<SolanaDevnet> {
  const ledger = new SolanaLedger()
  const accounts = deriveSolanaDevAccounts()
  for (const account of accounts) ledger.fundAtGenesis(account.address, BigInt(solanaPlan.solPerAccount) * LAMPORTS_PER_SOL)
  const faucet = await SolanaFaucet.open(ledger)
  const tokens = await seedSolanaTokens(ledger, solanaPlan.tokens, accounts)
  const server = await startSolanaRpcServer({ ledger, faucet, version: `litesvm ${litesvmVersion}` }, { host: options.host ?? '127.0.0.1', port: options.port ?? 0 })
  ledger.startSlotClock(options.slotMs ?? 400)
  return {
    caipNetworkId: `solana:${ledger.genesisHash.slice(0, 32)}`,
    genesisHash: ledger.genesisHash,
    name: solanaPlan.name,
    rpcUrl: server.rpcUrl,
    wsUrl: server.wsUrl,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    nativePriceUsd: solanaPlan.nativePriceUsd,
    tokens,
    accounts,
    stop: async () => {
      ledger.stopSlotClock()
      await server.close()
    },
  }
}
