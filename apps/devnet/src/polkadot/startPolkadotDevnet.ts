import type { PolkadotClient } from 'polkadot-api'
import { assetHubApi, type AssetHubApi } from './assetHubApi.ts'
import { connectPolkadotClient } from './polkadotClient.ts'
import { assetHubRococoGenesis } from './polkadotGenesis.ts'
import { derivePolkadotDevAccounts, type PolkadotDevAccount } from './polkadotDevKeys.ts'
import { polkadotDevSigner } from './polkadotDevSigner.ts'
import { polkadotPlan, rocToPlanck } from './polkadotPlan.ts'

export interface PolkadotDevnet {
  /** `polkadot:` and the first 32 hex characters of the genesis hash (CAIP-2). */
  caipNetworkId: string
  /** The genesis block's hash, 0x-hex, as the chain answers `chainSpec_v1_genesisHash`. */
  genesisHash: string
  name: string
  /** The chain's JSON-RPC WebSocket (the new `chainHead_v1_*` / `transaction_v1_*` methods and the legacy ones). */
  wsUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  nativePriceUsd: number
  /** The runtime's SS58 address prefix (its `System.SS58Prefix`). */
  ss58Prefix: number
  /** The runtime's `Balances.ExistentialDeposit`, in planck: an account holding less is reaped. */
  existentialDeposit: bigint
  /** The devnet mnemonic's sr25519 keys (`//0` …), each holding the plan's ROC from the start. */
  accounts: PolkadotDevAccount[]
  /** Sends `planck` from a dev account to `to` (an SS58 address) with `Balances.transfer_keep_alive`, signed as its wallet would; answers once finalized. */
  transfer(from: PolkadotDevAccount, to: string, planck: bigint): Promise<PolkadotTransfer>
  stop(): Promise<void>
}

/** A finalized transfer: its extrinsic's hash and the block it landed in. */
export interface PolkadotTransfer {
  txHash: string
  blockHash: string
  blockNumber: number
}

export interface StartPolkadotDevnetOptions {
  host?: string
  /** The WebSocket port; 0 or omitted picks a free one. */
  port?: number
}

/**
 * Starts the local Polkadot chain: chopsticks in this process, in memory, running the
 * asset-hub-rococo runtime from its raw chain spec (no network), a block for each transaction, its
 * dev accounts funded through `dev_setStorage`.
 */
export async function startPolkadotDevnet(options: StartPolkadotDevnetOptions = {}): Promise<PolkadotDevnet> {
  const chopsticks = await importChopsticks()
  runningChains += 1
  const server = await chopsticks
    .setupWithServer({
      genesis: assetHubRococoGenesis(),
      host: options.host ?? '127.0.0.1',
      port: options.port ?? 0,
      'build-block-mode': chopsticks.BuildBlockMode.Instant,
    })
    .catch(async (error: unknown) => {
      await releaseExecutor(chopsticks)
      throw error
    })
  const close = async () => {
    await server.close()
    await releaseExecutor(chopsticks)
  }
  let client: PolkadotClient | undefined
  try {
    const wsUrl = `ws://${server.addr}`
    client = connectPolkadotClient(wsUrl)
    const accounts = derivePolkadotDevAccounts()
    await fundDevAccounts(client, accounts)
    const api = assetHubApi(client)
    const { genesisHash } = await client.getChainSpecData()
    const [existentialDeposit, ss58Prefix] = await Promise.all([api.existentialDeposit(), api.ss58Prefix()])
    const connected = client
    return {
      caipNetworkId: `polkadot:${genesisHash.slice(2, 34)}`,
      genesisHash,
      name: polkadotPlan.name,
      wsUrl,
      nativeCurrency: polkadotPlan.nativeCurrency,
      nativePriceUsd: polkadotPlan.nativePriceUsd,
      ss58Prefix,
      existentialDeposit,
      accounts,
      transfer: (from, to, planck) => transferKeepAlive(api, from, to, planck),
      stop: async () => {
        connected.destroy()
        await close()
      },
    }
  } catch (error) {
    client?.destroy()
    await close()
    throw error
  }
}

/**
 * chopsticks, imported only when the chain is asked for: it brings @polkadot/api and a logging
 * worker, which a devnet without Polkadot (most tests) need not load. Its logger reads LOG_LEVEL
 * when first imported; the devnet keeps it to warnings (not a line per block) unless one is set.
 */
async function importChopsticks(): Promise<typeof import('@acala-network/chopsticks')> {
  process.env.LOG_LEVEL ??= 'warn'
  return import('@acala-network/chopsticks')
}

/** The chains started in this process: chopsticks runs every one's runtime in one shared worker thread. */
let runningChains = 0

/** Ends chopsticks' runtime worker once no chain of this process needs it (it would keep the process alive); the next chain starts another. */
async function releaseExecutor(chopsticks: typeof import('@acala-network/chopsticks')): Promise<void> {
  runningChains -= 1
  if (runningChains === 0) await chopsticks.destroyWorker()
}

/** Writes each dev account's `System.Account` (free balance from the plan; one provider, so it exists). */
async function fundDevAccounts(client: PolkadotClient, accounts: PolkadotDevAccount[]): Promise<void> {
  const free = rocToPlanck(polkadotPlan.rocPerAccount).toString()
  const entries = accounts.map((account) => [[account.address], { providers: 1, data: { free } }])
  await client._request('dev_setStorage', [{ System: { Account: entries } }])
}

async function transferKeepAlive(api: AssetHubApi, from: PolkadotDevAccount, to: string, planck: bigint): Promise<PolkadotTransfer> {
  const finalized = await api.transferKeepAlive(to, planck).signAndSubmit(polkadotDevSigner(from))
  if (!finalized.ok) throw new Error(`Balances.transfer_keep_alive from ${from.address} failed: ${dispatchErrorName(finalized.dispatchError)}`)
  return { txHash: finalized.txHash, blockHash: finalized.block.hash, blockNumber: finalized.block.number }
}

/** A dispatch error's nested variants as one name, as explorers print it: `Module.Balances.ExistentialDeposit`. */
function dispatchErrorName(error: unknown): string {
  const names: string[] = []
  let variant = error
  while (typeof variant === 'object' && variant !== null && 'type' in variant && typeof variant.type === 'string') {
    names.push(variant.type)
    variant = 'value' in variant ? variant.value : undefined
  }
  return names.join('.') || String(error)
}
