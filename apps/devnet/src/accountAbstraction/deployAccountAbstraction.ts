import {
  concat,
  createPublicClient,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  http,
  isAddressEqual,
  toHex,
  zeroHash,
  type Address,
  type Hash,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { deriveDevAccounts, type DevAccount } from '../devAccounts.ts'
import { minedReceipt } from '../minedReceipts.ts'
import { entryPointArtifact, safe4337ModuleArtifact, safeArtifacts, safeModuleSetupArtifact, verifyingPaymasterArtifact } from './accountAbstractionArtifacts.ts'
import {
  AA_ACCOUNT_FUNDING_WEI,
  AA_DEPLOYER_INDEX,
  BUNDLER_EXECUTOR_INDEX,
  BUNDLER_UTILITY_INDEX,
  DETERMINISTIC_DEPLOYER,
  ENTRY_POINT_V07,
  ENTRY_POINT_V07_SALT,
  PAYMASTER_DEPOSIT_WEI,
  PAYMASTER_SIGNER_INDEX,
  SAFE_CANONICAL,
  SAFE_SINGLETON_FACTORY,
} from './accountAbstractionPlan.ts'

/** The ERC-4337 contracts on one devnet chain: what a bundler, a smart account and a sponsor are pointed at. */
export interface DevnetAccountAbstraction {
  /** EntryPoint v0.7, at its canonical address. */
  entryPoint: Address
  /** Safe 1.4.1's singleton, proxy factory and libraries, at their canonical addresses. */
  safe: { [Name in keyof typeof SAFE_CANONICAL]: Address }
  /** The Safe 4337 module (the account's fallback handler and module: validates and executes user operations) and the setup library that enables it at creation. */
  safe4337Module: Address
  safeModuleSetup: Address
  /**
   * eth-infinitism's VerifyingPaymaster: it pays for an operation its signer signed, from its deposit
   * at the EntryPoint (`depositWei`, in decimal: the devnet's description is JSON, as every field here is).
   */
  paymaster: { address: Address; signer: DevAccount; depositWei: string }
  /** The keys a bundler runs with: the executor sends bundles, the utility key keeps it funded; both hold ether. */
  bundlerKeys: { executor: DevAccount; utility: DevAccount }
}

const PUBLISHED_SALT: Hex = zeroHash

/**
 * Deploys EntryPoint v0.7, Safe 1.4.1 with its 4337 module, and a verifying paymaster with a
 * deposit on a fresh anvil chain. CREATE2 deploys land where their salt and bytecode say, whatever
 * else the chain did, and are skipped when already there; the paymaster is the deployer's first
 * contract (its nonce 0). The deployer and the bundler's keys are funded with anvil_setBalance, so
 * no dev account's balance changes. Runs after the other seeding, so the blocks tests read stay put.
 */
export async function deployAccountAbstraction(rpcUrl: string, chainId: number): Promise<DevnetAccountAbstraction> {
  const keys = deriveDevAccounts(BUNDLER_UTILITY_INDEX + 1)
  const deployer = keys[AA_DEPLOYER_INDEX]!
  const transport = http(rpcUrl)
  const client = createPublicClient({ transport })
  const wallet = createWalletClient({ account: privateKeyToAccount(deployer.privateKey), transport })
  const chain = { id: chainId, name: `devnet ${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }
  const request = client.request as (args: { method: string; params: unknown[] }) => Promise<unknown>
  for (const funded of [deployer, keys[BUNDLER_EXECUTOR_INDEX]!, keys[BUNDLER_UTILITY_INDEX]!]) {
    await request({ method: 'anvil_setBalance', params: [funded.address, toHex(AA_ACCOUNT_FUNDING_WEI)] })
  }

  const send = async (what: string, to: Address, data: Hex, value = 0n): Promise<void> => {
    const hash: Hash = await wallet.sendTransaction({ chain, to, data, value })
    const receipt = await minedReceipt(client, hash)
    if (receipt.status !== 'success') throw new Error(`${what} on chain ${chainId} failed`)
  }
  const create2 = async (what: string, factory: Address, salt: Hex, initCode: Hex, expected?: Address): Promise<Address> => {
    const address = getContractAddress({ opcode: 'CREATE2', from: factory, salt, bytecode: initCode })
    if (expected && !isAddressEqual(address, expected)) throw new Error(`${what} would land at ${address}, not its canonical ${expected}: its bytecode is not the published build`)
    if (!(await hasCode(address))) await send(`Deploying ${what}`, factory, concat([salt, initCode]))
    if (!(await hasCode(address))) throw new Error(`${what} on chain ${chainId} was not deployed at ${address}`)
    return address
  }
  const hasCode = async (address: Address) => ((await client.getCode({ address })) ?? '0x') !== '0x'

  const entryPoint = await create2('EntryPoint v0.7', DETERMINISTIC_DEPLOYER, ENTRY_POINT_V07_SALT, entryPointArtifact.bytecode, ENTRY_POINT_V07)

  // The Safe singleton factory is the same proxy as anvil's deterministic deployer, at Safe's address.
  const proxyCode = await client.getCode({ address: DETERMINISTIC_DEPLOYER })
  if (!proxyCode) throw new Error(`Chain ${chainId} has no deterministic deployment proxy at ${DETERMINISTIC_DEPLOYER} (is it anvil?)`)
  await request({ method: 'anvil_setCode', params: [SAFE_SINGLETON_FACTORY, proxyCode] })
  const safe: Partial<Record<keyof typeof SAFE_CANONICAL, Address>> = {}
  for (const name of Object.keys(SAFE_CANONICAL) as (keyof typeof SAFE_CANONICAL)[]) {
    safe[name] = await create2(`Safe 1.4.1's ${name}`, SAFE_SINGLETON_FACTORY, PUBLISHED_SALT, safeArtifacts[name].bytecode, SAFE_CANONICAL[name])
  }
  // Safe's 4337 module and its setup library: their published build lands off the addresses Safe
  // deployed them at, so their addresses are handed on (permissionless takes them as options).
  const safe4337Module = await create2(
    'Safe4337Module',
    SAFE_SINGLETON_FACTORY,
    PUBLISHED_SALT,
    encodeDeployData({ abi: safe4337ModuleArtifact.abi, bytecode: safe4337ModuleArtifact.bytecode, args: [entryPoint] }),
  )
  const safeModuleSetup = await create2('SafeModuleSetup', SAFE_SINGLETON_FACTORY, PUBLISHED_SALT, safeModuleSetupArtifact.bytecode)

  const signer = keys[PAYMASTER_SIGNER_INDEX]!
  const paymaster = await deployPaymaster()
  await send("Funding the paymaster's deposit", entryPoint, encodeFunctionData({ abi: entryPointArtifact.abi, functionName: 'depositTo', args: [paymaster] }), PAYMASTER_DEPOSIT_WEI)
  return {
    entryPoint,
    safe: safe as DevnetAccountAbstraction['safe'],
    safe4337Module,
    safeModuleSetup,
    paymaster: { address: paymaster, signer, depositWei: PAYMASTER_DEPOSIT_WEI.toString() },
    bundlerKeys: { executor: keys[BUNDLER_EXECUTOR_INDEX]!, utility: keys[BUNDLER_UTILITY_INDEX]! },
  }

  async function deployPaymaster(): Promise<Address> {
    const nonce = await client.getTransactionCount({ address: deployer.address })
    const address = getContractAddress({ from: deployer.address, nonce: BigInt(nonce) })
    const hash = await wallet.deployContract({ chain, abi: verifyingPaymasterArtifact.abi, bytecode: verifyingPaymasterArtifact.bytecode, args: [entryPoint, signer.address] })
    const receipt = await minedReceipt(client, hash)
    if (receipt.status !== 'success' || !receipt.contractAddress || !isAddressEqual(receipt.contractAddress, address)) throw new Error(`Deploying the VerifyingPaymaster on chain ${chainId} failed`)
    return address
  }
}
