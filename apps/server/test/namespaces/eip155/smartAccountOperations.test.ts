/**
 * The embedded wallet's smart account on the server side: the user's EVM key owns a Safe 1.4.1
 * whose calls go as one user operation through the chain's bundler (the devnet's alto, configured
 * as a hosted one would be: a URL) and, when sponsored, are paid by its paymaster service. Outcomes
 * are read on the chain; the batch's EIP-5792 status is read from the bundler.
 */
import { startDevnet, type Devnet, type DevnetChain } from '@foyer/devnet'
import { createPublicClient, defineChain, type Hex, http, numberToHex, parseEther } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { safeSmartAccount } from '../../../src/namespaces/eip155/wallet/smartAccount/safeSmartAccount.ts'
import { sendUserOperation, userOperationCallsStatus } from '../../../src/namespaces/eip155/wallet/smartAccount/userOperations.ts'
import { startDevnetBundler, type DevnetBundler } from '../../devnetBundler.ts'
import { smartAccountSettingsSchema, type SmartAccountSettings } from '../../../src/namespaces/eip155/smartAccountSettings.ts'

let devnet: Devnet
let chain: DevnetChain
let bundler: DevnetBundler
let settings: SmartAccountSettings

beforeAll(async () => {
  devnet = await startDevnet()
  chain = devnet.chains[0]!
  bundler = await startDevnetBundler(chain)
  settings = smartAccountSettingsSchema.parse(bundler.settings)
})
afterAll(async () => {
  await bundler?.close()
  await devnet?.stop()
})

const client = () =>
  createPublicClient({
    chain: defineChain({ id: chain.chainId, name: chain.name, nativeCurrency: chain.nativeCurrency, rpcUrls: { default: { http: [chain.rpcUrl] } } }),
    transport: http(chain.rpcUrl),
    pollingInterval: 50,
  })
const setBalance = async (address: Hex, wei: bigint) => {
  const request = client().request as (args: { method: string; params: unknown[] }) => Promise<unknown>
  await request({ method: 'anvil_setBalance', params: [address, numberToHex(wei)] })
}
const fresh = () => privateKeyToAccount(generatePrivateKey()).address
const depositOf = (address: Hex) => client().readContract({ address: chain.accountAbstraction.entryPoint, abi: entryPoint07Abi, functionName: 'balanceOf', args: [address] })

/** Waits until the bundler has the operation's receipt (EIP-5792 status no longer 100). */
async function settled(hash: Hex) {
  for (;;) {
    const status = await userOperationCallsStatus(settings, chain.chainId, hash)
    if (status.status !== 100) return status
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe("the embedded wallet's smart account", () => {
  it("is a counterfactual Safe owned by the user's key: another address than the key's, the same for the same key, another for another key", async () => {
    const ownerKey = generatePrivateKey()
    const account = await safeSmartAccount({ client: client(), owner: ownerKey, settings })
    const again = await safeSmartAccount({ client: client(), owner: ownerKey, settings })
    const other = await safeSmartAccount({ client: client(), owner: generatePrivateKey(), settings })
    expect(account.address).not.toBe(privateKeyToAddress(ownerKey))
    expect(again.address).toBe(account.address)
    expect(other.address).not.toBe(account.address)
    expect((await client().getCode({ address: account.address })) ?? '0x').toBe('0x')
  })

  it('sends a batch of two transfers as one user operation that deploys the account: both land in one transaction, and the batch status says success, atomic, with that receipt', async () => {
    const account = await safeSmartAccount({ client: client(), owner: generatePrivateKey(), settings })
    await setBalance(account.address, parseEther('1'))
    const [first, second] = [fresh(), fresh()]

    const hash = await sendUserOperation({
      client: client(),
      account,
      settings,
      calls: [
        { to: first, value: parseEther('0.1') },
        { to: second, value: parseEther('0.2') },
      ],
      sponsored: false,
    })
    const status = await settled(hash)

    expect(status).toMatchObject({ version: '2.0.0', id: hash, chainId: numberToHex(chain.chainId), atomic: true, status: 200 })
    expect(status.receipts).toHaveLength(1)
    expect((await client().getCode({ address: account.address })) ?? '0x').not.toBe('0x')
    expect([await client().getBalance({ address: first }), await client().getBalance({ address: second })]).toEqual([parseEther('0.1'), parseEther('0.2')])
    const transaction = await client().getTransactionReceipt({ hash: status.receipts![0]!.transactionHash })
    expect(transaction.status).toBe('success')
  })

  it("a sponsored operation is paid from the paymaster's deposit: the account keeps its ether but for the value", async () => {
    const account = await safeSmartAccount({ client: client(), owner: generatePrivateKey(), settings })
    await setBalance(account.address, parseEther('0.3'))
    const receiver = fresh()
    const depositBefore = await depositOf(chain.accountAbstraction.paymaster.address)

    const hash = await sendUserOperation({ client: client(), account, settings, calls: [{ to: receiver, value: parseEther('0.05') }], sponsored: true })
    expect((await settled(hash)).status).toBe(200)

    expect(await client().getBalance({ address: account.address })).toBe(parseEther('0.25'))
    expect(await client().getBalance({ address: receiver })).toBe(parseEther('0.05'))
    expect(await depositOf(chain.accountAbstraction.paymaster.address)).toBeLessThan(depositBefore)
  })

  it('refuses to sponsor on a chain without a paymaster service, before anything is sent', async () => {
    const { paymasterUrl: _none, ...withoutPaymaster } = settings
    const account = await safeSmartAccount({ client: client(), owner: generatePrivateKey(), settings: withoutPaymaster })
    await expect(sendUserOperation({ client: client(), account, settings: withoutPaymaster, calls: [{ to: fresh(), value: 1n }], sponsored: true })).rejects.toThrow(
      'No paymaster service is configured for this chain (smartAccounts.paymasterUrl)',
    )
  })

  it("signs messages the way viem verifies a smart account's: EIP-6492 before deployment", async () => {
    const account = await safeSmartAccount({ client: client(), owner: generatePrivateKey(), settings })
    const signature = await account.signMessage({ message: 'Sign in to Foyer' })
    expect(await client().verifyMessage({ address: account.address, message: 'Sign in to Foyer', signature })).toBe(true)
  })
})
