import { createSmartAccountClient } from 'permissionless'
import { type Address, type Chain, type Hex, http, toHex, type Transport, type PublicClient } from 'viem'
import { createBundlerClient, createPaymasterClient, type UserOperationReceipt } from 'viem/account-abstraction'
import type { SmartAccountSettings } from '../../smartAccountSettings.ts'
import type { SafeSmartAccount } from './safeSmartAccount.ts'

/** A bundler or paymaster service that does not answer in this time is reported as failing, not waited on. */
const SERVICE_TIMEOUT_MS = 10_000

/** One call of a batch, as EIP-5792 and eth_sendTransaction carry it. */
export interface SmartAccountCall {
  to: Address
  value?: bigint
  data?: Hex
}

/**
 * Sends `calls` from the smart account as one user operation through the chain's bundler: built,
 * estimated by the bundler, signed with the owner's key, and, when `sponsored`, paid by the chain's
 * paymaster service (ERC-7677) instead of the account. All the calls run, or none. Answers the
 * operation's hash, which the bundler's receipt is asked by.
 */
export async function sendUserOperation(options: OperationOptions): Promise<Hex> {
  return (await prepareUserOperation(options)).send()
}

export interface OperationOptions {
  client: PublicClient<Transport, Chain>
  account: SafeSmartAccount
  settings: SmartAccountSettings
  calls: readonly SmartAccountCall[]
  sponsored: boolean
}

/** An operation built and priced, not yet signed or sent. */
export interface PreparedOperation {
  /**
   * The most it can cost in wei: every gas limit (the paymaster's too) at its highest fee. The
   * EntryPoint takes this from the payer before it runs, and charges what was used.
   */
  maxCost: bigint
  /** Signs it with the owner's key and hands it to the bundler; its hash. */
  send(): Promise<Hex>
}

/** Builds the operation of `calls` (the bundler estimates its gas; the paymaster service, when sponsored, signs its part), priced before it is sent. */
export async function prepareUserOperation(options: OperationOptions): Promise<PreparedOperation> {
  const { client, account, settings, calls, sponsored } = options
  if (sponsored && !settings.paymasterUrl) throw new Error('No paymaster service is configured for this chain (smartAccounts.paymasterUrl)')
  const bundlerTransport = http(settings.bundlerUrl, { timeout: SERVICE_TIMEOUT_MS })
  const smartClient = createSmartAccountClient({
    account,
    client,
    chain: client.chain,
    bundlerTransport,
    ...(sponsored && settings.paymasterUrl && { paymaster: createPaymasterClient({ transport: http(settings.paymasterUrl, { timeout: SERVICE_TIMEOUT_MS }) }) }),
  })
  const operation = await smartClient.prepareUserOperation({ calls: calls.map((call) => ({ to: call.to, value: call.value ?? 0n, data: call.data ?? '0x' })) })
  const gas = operation.preVerificationGas + operation.verificationGasLimit + operation.callGasLimit + (operation.paymasterVerificationGasLimit ?? 0n) + (operation.paymasterPostOpGasLimit ?? 0n)
  return {
    maxCost: gas * operation.maxFeePerGas,
    async send() {
      const signature = await account.signUserOperation(operation)
      const bundler = createBundlerClient({ client, transport: bundlerTransport })
      return bundler.sendUserOperation({ ...operation, signature, entryPointAddress: settings.entryPoint } as Parameters<typeof bundler.sendUserOperation>[0])
    },
  }
}

/** How long a send waits for its operation to be included before it answers 504 (it may still land): inside the frame's 60 s for a request. */
const INCLUSION_TIMEOUT_MS = 45_000

/**
 * Waits until the bundler's receipt of the operation: answers the hash of the transaction that
 * carried it (what eth_sendTransaction answers and a receipt is asked by) and what the operation
 * cost its payer, or throws when the
 * operation's calls reverted (the transaction itself succeeds: the EntryPoint reports the revert).
 */
export async function userOperationTransaction(settings: SmartAccountSettings, hash: Hex): Promise<{ transactionHash: Hex; actualGasCost: bigint }> {
  const bundler = createBundlerClient({ transport: http(settings.bundlerUrl, { timeout: SERVICE_TIMEOUT_MS }), pollingInterval: 250 })
  const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: INCLUSION_TIMEOUT_MS })
  if (!receipt.success) throw new UserOperationRevertedError(hash, receipt.receipt.transactionHash, receipt.reason, receipt.actualGasCost)
  return { transactionHash: receipt.receipt.transactionHash, actualGasCost: receipt.actualGasCost }
}

/** The operation was included, and its calls reverted: nothing they did happened, and the account paid its gas. */
export class UserOperationRevertedError extends Error {
  override name = 'UserOperationRevertedError'
  constructor(
    readonly userOperationHash: Hex,
    readonly transactionHash: Hex,
    readonly reason: string | undefined,
    readonly actualGasCost: bigint,
  ) {
    super(`The smart account's operation ${userOperationHash} reverted in transaction ${transactionHash}${reason ? `: ${reason}` : ''}; none of its calls took effect`)
  }
}

/**
 * `wallet_getCallsStatus` (EIP-5792) of a batch sent as one user operation, its id the operation's
 * hash: 100 while the bundler has no receipt, then 200 or 500 for the whole batch (atomic), with the
 * transaction's receipt that carried it.
 */
export async function userOperationCallsStatus(settings: SmartAccountSettings, chainId: number, hash: Hex) {
  const bundler = createBundlerClient({ transport: http(settings.bundlerUrl, { timeout: SERVICE_TIMEOUT_MS }) })
  const receipt: UserOperationReceipt | null = await bundler.getUserOperationReceipt({ hash }).catch((error: unknown) => {
    if (error instanceof Error && error.name === 'UserOperationReceiptNotFoundError') return null
    throw error
  })
  const base = { version: '2.0.0', id: hash, chainId: toHex(chainId), atomic: true }
  if (!receipt) return { ...base, status: 100, receipts: [] }
  const transaction = receipt.receipt
  return {
    ...base,
    status: receipt.success ? 200 : 500,
    receipts: [
      {
        logs: receipt.logs.map((log) => ({ address: log.address, data: log.data, topics: log.topics })),
        status: receipt.success ? '0x1' : '0x0',
        blockHash: transaction.blockHash,
        blockNumber: toHex(transaction.blockNumber),
        gasUsed: toHex(transaction.gasUsed),
        transactionHash: transaction.transactionHash,
      },
    ],
  }
}
