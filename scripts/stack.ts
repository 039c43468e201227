/**
 * The whole product on one machine: the devnet chains, the Foyer server, and the config of the demo
 * and of the reference wallet.
 * `npm start`, the end-to-end tests and the benchmarks all bring it up through here.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildAuthFrame } from '@foyer/auth-frame/build'
import { startChainServices, type ChainServices } from '@foyer/bundler'
import { connectDevEnsToGateway, DEV_NAMES_GATEWAY_KEY, startDevnet, type Devnet } from '@foyer/devnet'
import {
  announcingChanges,
  buildServer,
  createProjectRepository,
  type ProjectRepository,
  chainConfigFromDevnet,
  NAMES_GATEWAY_PATH,
  serverConfigFromEnv,
  solanaChainConfigFromDevnet,
  bitcoinChainConfigFromDevnet,
  polkadotChainConfigFromDevnet,
  swapAmmFromDevnet,
  startOnrampStandIns,
  type OnrampStandIns,
  type DatabaseConfig,
  type ServerConfig,
} from '@foyer/server'
import { privateKeyToAddress } from 'viem/accounts'
import type { WebConfig } from '../apps/web/src/config.ts'
import type { WalletConfig } from '../apps/wallet/src/config.ts'

export interface StackOptions {
  /** Port of the Foyer server; 0 picks a free one. */
  serverPort?: number
  /** RPC ports of the two devnet chains; 0 picks free ones. */
  devnetPorts?: [number, number]
  /** RPC (and WebSocket) port of the devnet's Solana chain; 0 picks a free one. */
  solanaPort?: number
  /** The devnet's Bitcoin chain and its Esplora port (0 picks a free one); started only when given. */
  bitcoin?: { port?: number }
  /** The devnet's Polkadot chain and its WebSocket port (0 picks a free one); started only when given. */
  polkadot?: { port?: number }
  /** An ERC-4337 bundler (alto, its own process) for each anvil chain, on these ports (0 picks free ones); started only when asked (`npm start`), as each takes ~150 MB. */
  bundlers?: { ports?: [number, number] }
  /** Log the server's requests (npm start) or keep quiet (tests). */
  logger?: boolean
  /** Where the server keeps projects and analytics; default an in-memory PGlite (tests, bench). */
  database?: DatabaseConfig
  /** Where the reference wallet will be served: the registry then lists it first, as a web wallet. */
  referenceWalletUrl?: string
  /** The embedded wallet's frame, already built (the e2e suite builds it once for all its stacks); default: built for this stack alone. */
  frameDir?: string
  /**
   * The server's environment variables (`npm start` passes process.env): every one that is set
   * wins over the stack's own choices, except the chains (the stack's devnet) and dev mode (on).
   */
  env?: NodeJS.ProcessEnv
}

export interface Stack {
  devnet: Devnet
  /** Each anvil chain's bundler and paymaster service, when asked for: their ERC-4337 and ERC-7677 JSON-RPC URLs. */
  bundlers: { chainId: number; url: string; paymasterUrl: string }[]
  apiUrl: string
  webConfig: WebConfig
  /** The reference wallet's `/wallet-config.js`: the server's relay and the devnet account it signs with. */
  walletConfig: WalletConfig
  /**
   * The Foyer server alone, for tests of what visitors see while it is away: `stop()` closes it
   * (the chains keep running), `start()` builds it again with the same config on the same port,
   * so `apiUrl` stays right (an in-memory database starts empty again, the dev project recreated).
   */
  server: { stop(): Promise<void>; start(): Promise<void> }
  /**
   * The server's projects as `npm run foyer -- project …` changes them (a project's origins, its
   * gas sponsorship): each change is announced, so the running server reads the project again at once.
   */
  projects(): ProjectRepository
  /** Where the onramp providers' stand-ins answer (undefined for a provider the environment configures for real). */
  onramp: { coinbase?: string; meld?: string }
  stop(): Promise<void>
}

export const DEV_PROJECT_ID = 'foyer-dev'
/** The dev account the onramp stand-ins pay purchases from (0–2 are the wallets', 7 ENS's, 8 the NFTs'). */
const ONRAMP_FUNDER_INDEX = 9

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  // The embedded wallet's frame: the one given, else built for this stack alone (stacks may run side by side).
  const frameDir = options.frameDir ?? mkdtempSync(join(tmpdir(), 'foyer-auth-frame-'))
  const removeFrame = () => {
    if (!options.frameDir) rmSync(frameDir, { recursive: true, force: true })
  }
  if (!options.frameDir) {
    try {
      await buildAuthFrame({ outDir: frameDir, quiet: true })
    } catch (error) {
      removeFrame()
      throw error
    }
  }
  const devnet = await startDevnet({
    ports: options.devnetPorts ?? [0, 0],
    solanaPort: options.solanaPort ?? 0,
    ...(options.bitcoin && { bitcoin: options.bitcoin }),
    ...(options.polkadot && { polkadot: options.polkadot }),
  }).catch((error: unknown) => {
    removeFrame()
    throw error
  })
  let server: Awaited<ReturnType<typeof buildServer>> | undefined
  let onramp: OnrampStandIns | undefined
  let config: ServerConfig
  let bundlers: ChainServices[] = []
  const stopBundlers = () => Promise.all(bundlers.map((bundler) => bundler.stop()))
  try {
    if (options.bundlers) bundlers = await startDevnetBundlers(devnet, options.bundlers.ports ?? [0, 0])
    // A chain with a bundler serves smart accounts: the devnet's own Safe 4337 module and setup library.
    const chains = devnet.chains.map((chain) => {
      const bundler = bundlers.find((each) => each.chainId === chain.chainId)
      return { ...chainConfigFromDevnet(chain), ...(bundler && { smartAccounts: bundler.smartAccounts }) }
    })
    const solanaChains = [solanaChainConfigFromDevnet(devnet.solana)]
    const bitcoinChains = devnet.bitcoin ? [bitcoinChainConfigFromDevnet(devnet.bitcoin)] : []
    const polkadotChains = devnet.polkadot ? [polkadotChainConfigFromDevnet(devnet.polkadot)] : []
    // Coinbase's and Meld's onramp stand-ins: the server's production clients are pointed at them below.
    onramp = await startOnrampStandIns({
      chains: devnet.chains.map((chain) => ({ ...chain, caipNetworkId: `eip155:${chain.chainId}` as const })),
      solanaChains: [{ ...devnet.solana, caipNetworkId: devnet.solana.caipNetworkId as `solana:${string}` }],
      funderKey: devnet.accounts[ONRAMP_FUNDER_INDEX]!.privateKey,
    })
    const stackConfig: ServerConfig = {
      host: '127.0.0.1',
      port: options.serverPort ?? 0,
      logLevel: options.logger ? 'info' : 'silent',
      chains,
      solanaChains,
      bitcoinChains,
      polkadotChains,
      database: options.database,
      referenceWalletUrl: options.referenceWalletUrl,
      // The demo and the e2e tests serve the web app on any loopback port.
      devMode: true,
      // A devnet mines a block per transaction, at once: follow it closely.
      activity: { pollIntervalMs: 250 },
      // Each new embedded wallet gets 10 devnet ETH, so a visitor can send right after logging in.
      // The demo and the e2e suite log in many times from this one machine: the per-client mail
      // budget and long-poll cap are raised for it (the server tests prove the real ones).
      auth: { frameDir, devFundingWei: 10n ** 19n, devFundingLamports: 10n ** 10n, devFundingPlanck: 10n ** 14n, throttle: { mailsPerClientPerHour: 10_000 }, longPollsPerClient: 1_000 },
      // The zone the devnet's ENS anchors, its names signed with the key its resolver trusts.
      namesZone: devnet.ens.zone,
      namesGatewayKey: DEV_NAMES_GATEWAY_KEY,
      // Swaps on the devnet go through its own AMM (FOYER_SWAP_PROVIDERS gives production chains to 0x or 1inch).
      swap: { amms: devnet.chains.map(swapAmmFromDevnet) },
      // A provider the environment configures (FOYER_ONRAMP_COINBASE_*, FOYER_ONRAMP_MELD_*) is the real one, not its stand-in.
      onramp: {
        ...(!setsAny(options.env, 'FOYER_ONRAMP_COINBASE_') && { coinbase: onramp.settings.coinbase }),
        ...(!setsAny(options.env, 'FOYER_ONRAMP_MELD_') && { meld: onramp.settings.meld }),
      },
    }
    config = options.env
      ? layered(
          stackConfig,
          serverConfigFromEnv({ ...options.env, FOYER_DEV: '1' }, { chains: () => chains, solanaChains: () => solanaChains, bitcoinChains: () => bitcoinChains, polkadotChains: () => polkadotChains }),
        )
      : stackConfig
    server = await buildServer(config)
    await server.listen({ host: config.host, port: config.port })
  } catch (error) {
    await server?.close()
    await onramp?.close()
    await stopBundlers()
    await devnet.stop()
    removeFrame()
    throw error
  }
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : options.serverPort
  const apiUrl = `http://127.0.0.1:${port}`
  // The devnet's ENS resolver can be pointed at the server's names gateway only now that it listens.
  const gateway = {
    urls: [`${apiUrl}${NAMES_GATEWAY_PATH}`],
    zone: config.namesZone ?? devnet.ens.zone,
    signer: privateKeyToAddress((config.namesGatewayKey ?? DEV_NAMES_GATEWAY_KEY) as `0x${string}`),
  }
  await connectDevEnsToGateway(devnet, gateway).catch(async (error: unknown) => {
    await server?.close()
    await onramp?.close()
    await stopBundlers()
    await devnet.stop()
    removeFrame()
    throw error
  })
  // A restarted server takes the port the first one got.
  const restartConfig: ServerConfig = { ...config, port: port ?? config.port }
  const chains = devnet.chains.map(({ chainId, name, rpcUrl, nativeCurrency }) => ({ chainId, name, rpcUrl, nativeCurrency }))
  const webConfig: WebConfig = {
    apiUrl,
    projectId: DEV_PROJECT_ID,
    chains,
    solana: { genesisHash: devnet.solana.genesisHash, name: devnet.solana.name, rpcUrl: devnet.solana.rpcUrl },
    ...(devnet.bitcoin && { bitcoin: { genesisHash: devnet.bitcoin.genesisHash, name: devnet.bitcoin.name, esploraUrl: devnet.bitcoin.esploraUrl } }),
    ...(devnet.polkadot && {
      polkadot: {
        caipNetworkId: devnet.polkadot.caipNetworkId,
        genesisHash: devnet.polkadot.genesisHash,
        name: devnet.polkadot.name,
        // The server's RPC proxy for the chain, as a host would configure it: the page never learns the node's URL.
        rpcUrl: `${apiUrl}/v1/?${new URLSearchParams({ chainId: devnet.polkadot.caipNetworkId, projectId: DEV_PROJECT_ID })}`,
        nativeCurrency: devnet.polkadot.nativeCurrency,
        ss58Prefix: devnet.polkadot.ss58Prefix,
      },
    }),
    devWallet: {
      privateKey: devnet.accounts[0]!.privateKey,
      solanaSecretKey: devnet.solana.accounts[0]!.secretKey,
      ...(devnet.bitcoin && { bitcoinPrivateKey: devnet.bitcoin.accounts[0]!.privateKey }),
      // //0 of the devnet mnemonic: the Dev Wallet's account is the first dev account on every chain.
      ...(devnet.polkadot && { polkadotSecretKey: devnet.polkadot.accounts[0]!.secretKey }),
    },
  }
  const walletConfig: WalletConfig = {
    relayUrl: `${apiUrl.replace(/^http/, 'ws')}/ws`,
    projectId: DEV_PROJECT_ID,
    chains,
    // Another account than the Dev Wallet's, so the demo can tell the two wallets apart.
    account: { privateKey: devnet.accounts[1]!.privateKey },
    solana: { caipNetworkId: devnet.solana.caipNetworkId, name: devnet.solana.name, rpcUrl: devnet.solana.rpcUrl, secretKey: devnet.solana.accounts[1]!.secretKey },
    ...(devnet.bitcoin && {
      bitcoin: { caipNetworkId: devnet.bitcoin.caipNetworkId, name: devnet.bitcoin.name, esploraUrl: devnet.bitcoin.esploraUrl, privateKey: devnet.bitcoin.accounts[1]!.privateKey },
    }),
    ...(devnet.polkadot && {
      polkadot: {
        caipNetworkId: devnet.polkadot.caipNetworkId,
        name: devnet.polkadot.name,
        rpcUrl: devnet.polkadot.wsUrl,
        ss58Prefix: devnet.polkadot.ss58Prefix,
        nativeCurrency: devnet.polkadot.nativeCurrency,
        secretKey: devnet.polkadot.accounts[1]!.secretKey,
      },
    }),
  }
  return {
    devnet,
    bundlers: bundlers.map(({ chainId, url, paymasterUrl }) => ({ chainId, url, paymasterUrl })),
    apiUrl,
    webConfig,
    walletConfig,
    onramp: {
      ...(!setsAny(options.env, 'FOYER_ONRAMP_COINBASE_') && { coinbase: onramp?.coinbase.apiUrl }),
      ...(!setsAny(options.env, 'FOYER_ONRAMP_MELD_') && { meld: onramp?.meld.apiUrl }),
    },
    projects() {
      if (!server) throw new Error('The stack’s server is stopped: start it before changing its projects')
      return announcingChanges(createProjectRepository(server.database.db), server.database.db)
    },
    server: {
      async stop() {
        if (!server) return
        // Gone as a crashed server is gone: open connections (a page's keep-alive, a relay socket) are
        // cut rather than waited for, which could take as long as the page keeps them.
        const closing = server.close()
        server.server.closeAllConnections()
        await closing
        server = undefined
      },
      async start() {
        if (server) return
        const restarted = await buildServer(restartConfig)
        await restarted.listen({ host: restartConfig.host, port: restartConfig.port })
        server = restarted
      },
    },
    async stop() {
      await server?.close()
      await onramp?.close()
      await stopBundlers()
      await devnet.stop()
      removeFrame()
    },
  }
}

/** A bundler and a paymaster service for each anvil chain, side by side; all or none. */
async function startDevnetBundlers(devnet: Devnet, ports: [number, number]): Promise<ChainServices[]> {
  const started = await Promise.allSettled(devnet.chains.map((chain, index) => startChainServices(chain, { port: ports[index] ?? 0 })))
  const bundlers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failure = started.find((result) => result.status === 'rejected')
  if (failure) {
    await Promise.all(bundlers.map((bundler) => bundler.stop()))
    throw failure.reason
  }
  return bundlers
}

/** `base` with every value `over` sets laid on it, nested objects key by key (arrays and others whole). */
function layered<T extends object>(base: T, over: Partial<T>): T {
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) }
  for (const [key, value] of Object.entries(over)) {
    if (value === undefined) continue
    const current = result[key]
    result[key] = isPlainObject(current) && isPlainObject(value) ? layered(current, value) : value
  }
  return result as T
}

function setsAny(env: NodeJS.ProcessEnv | undefined, prefix: string): boolean {
  return Object.entries(env ?? {}).some(([name, value]) => name.startsWith(prefix) && Boolean(value?.trim()))
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
}
