import { startPaymasterService } from './paymaster/startPaymasterService.ts'
import { startBundler } from './startBundler.ts'

type Hex = `0x${string}`

/** What a chain's ERC-4337 services need of it: its node and the account-abstraction deployment of a devnet chain (`DevnetChain`). */
export interface AccountAbstractionChain {
  chainId: number
  rpcUrl: string
  accountAbstraction: {
    entryPoint: Hex
    /** Safe's 4337 module and its setup library, which the server's smart accounts are built with. */
    safe4337Module: Hex
    safeModuleSetup: Hex
    bundlerKeys: { executor: { privateKey: Hex }; utility: { privateKey: Hex } }
    paymaster: { address: Hex; signer: { privateKey: Hex } }
  }
}

/** A chain's bundler and the paymaster service in front of its verifying paymaster. */
export interface ChainServices {
  chainId: number
  /** The bundler's ERC-4337 JSON-RPC. */
  url: string
  /** The paymaster service's ERC-7677 JSON-RPC. */
  paymasterUrl: string
  /** The chain's `smartAccounts` settings for the Foyer server: these services named by URL, as a hosted provider's would be, and the chain's own modules. */
  smartAccounts: { bundlerUrl: string; paymasterUrl: string; entryPoint: Hex; safe4337Module: Hex; safeModuleSetup: Hex }
  /** Stops both; safe to call more than once. */
  stop(): Promise<void>
}

/** Starts a chain's bundler (its own process, on `port`; 0 picks a free one) and paymaster service; both or neither. */
export async function startChainServices(chain: AccountAbstractionChain, options: { port?: number } = {}): Promise<ChainServices> {
  const { chainId, rpcUrl, accountAbstraction: aa } = chain
  const service = await startPaymasterService({ rpcUrl, chainId, entryPoint: aa.entryPoint, paymaster: aa.paymaster.address, signerPrivateKey: aa.paymaster.signer.privateKey })
  const bundler = await startBundler({
    rpcUrl,
    entryPoint: aa.entryPoint,
    executorPrivateKey: aa.bundlerKeys.executor.privateKey,
    utilityPrivateKey: aa.bundlerKeys.utility.privateKey,
    port: options.port ?? 0,
  }).catch(async (error: unknown) => {
    await service.close()
    throw error
  })
  return {
    chainId,
    url: bundler.url,
    paymasterUrl: service.url,
    smartAccounts: { bundlerUrl: bundler.url, paymasterUrl: service.url, entryPoint: aa.entryPoint, safe4337Module: aa.safe4337Module, safeModuleSetup: aa.safeModuleSetup },
    stop: () => Promise.all([bundler.stop(), service.close()]).then(() => undefined),
  }
}
