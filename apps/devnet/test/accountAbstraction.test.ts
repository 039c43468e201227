/**
 * The devnet's ERC-4337 contracts, used as a bundler and a smart account would use them: a Safe
 * 1.4.1 account (permissionless builds it) whose first user operation, handed to the real
 * EntryPoint v0.7 by the bundler's key, deploys it and moves ether; sponsored by the verifying
 * paymaster, the account pays no gas and the paymaster's deposit does; its messages verify with
 * viem before (EIP-6492) and after (EIP-1271) deployment. Outcomes are read on the chain.
 */
import { toSafeSmartAccount } from 'permissionless/accounts'
import { concat, createPublicClient, createWalletClient, defineChain, encodeAbiParameters, http, numberToHex, parseEther, type Address, type Hex } from 'viem'
import { entryPoint07Abi, getUserOperationHash, toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyingPaymasterArtifact } from '../src/accountAbstraction/accountAbstractionArtifacts.ts'
import { ENTRY_POINT_V07, SAFE_CANONICAL } from '../src/accountAbstraction/accountAbstractionPlan.ts'
import { startDevnet, type Devnet, type DevnetChain } from '../src/index.ts'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet()
})
afterAll(() => devnet?.stop())

/** A client of one devnet chain that knows its id (a smart account signs for a chain). */
const clientOf = (chain: DevnetChain) =>
  createPublicClient({
    chain: defineChain({ id: chain.chainId, name: chain.name, nativeCurrency: chain.nativeCurrency, rpcUrls: { default: { http: [chain.rpcUrl] } } }),
    transport: http(chain.rpcUrl),
    pollingInterval: 50,
  })
const codeAt = async (chain: DevnetChain, address: Address) => (await clientOf(chain).getCode({ address })) ?? '0x'

/** A new Safe 1.4.1 account on `chain`, owned by a fresh key, with the devnet's 4337 module and setup library. */
async function freshSafe(chain: DevnetChain) {
  const owner = privateKeyToAccount(generatePrivateKey())
  const { accountAbstraction: aa } = chain
  const account = await toSafeSmartAccount({
    client: clientOf(chain),
    owners: [owner],
    version: '1.4.1',
    entryPoint: { address: aa.entryPoint, version: '0.7' },
    safe4337ModuleAddress: aa.safe4337Module,
    safeModuleSetupAddress: aa.safeModuleSetup,
  })
  return { owner, account }
}

type SafeAccount = Awaited<ReturnType<typeof freshSafe>>['account']

/**
 * Signs `operation` as the account and hands it to EntryPoint.handleOps from the bundler's
 * executor key, as a bundler does; answers the transaction's receipt.
 */
async function bundle(chain: DevnetChain, account: SafeAccount, operation: UserOperation<'0.7'>) {
  const { executor } = chain.accountAbstraction.bundlerKeys
  const signed = { ...operation, signature: await account.signUserOperation(operation) }
  const wallet = createWalletClient({ account: privateKeyToAccount(executor.privateKey), transport: http(chain.rpcUrl) })
  const hash = await wallet.writeContract({
    chain: null,
    address: ENTRY_POINT_V07,
    abi: entryPoint07Abi,
    functionName: 'handleOps',
    args: [[toPackedUserOperation(signed)], executor.address],
  })
  return clientOf(chain).waitForTransactionReceipt({ hash })
}

/** A user operation of `account` making `calls`, its gas limits generous (no bundler estimates here), deploying the account if it has no code yet. */
async function operationOf(chain: DevnetChain, account: SafeAccount, calls: { to: Address; value: bigint; data?: Hex }[]): Promise<UserOperation<'0.7'>> {
  const deployed = (await codeAt(chain, account.address)) !== '0x'
  const { maxFeePerGas, maxPriorityFeePerGas } = await clientOf(chain).estimateFeesPerGas()
  return {
    sender: account.address,
    nonce: await account.getNonce(),
    ...(deployed ? {} : await account.getFactoryArgs()),
    callData: await account.encodeCalls(calls),
    callGasLimit: 300_000n,
    verificationGasLimit: 1_000_000n,
    preVerificationGas: 100_000n,
    maxFeePerGas,
    maxPriorityFeePerGas,
    signature: await account.getStubSignature(),
  } as UserOperation<'0.7'>
}

/** The operation with the devnet paymaster's sponsorship: its signer signs the paymaster's hash of it (eth-infinitism's VerifyingPaymaster, v0.7 layout). */
async function sponsored(chain: DevnetChain, operation: UserOperation<'0.7'>): Promise<UserOperation<'0.7'>> {
  const { paymaster } = chain.accountAbstraction
  const validity = encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [0, 0])
  const withPaymaster = {
    ...operation,
    paymaster: paymaster.address,
    paymasterVerificationGasLimit: 200_000n,
    paymasterPostOpGasLimit: 1n,
    paymasterData: concat([validity, `0x${'00'.repeat(65)}`]),
  } as UserOperation<'0.7'>
  const hash = await clientOf(chain).readContract({
    address: paymaster.address,
    abi: verifyingPaymasterArtifact.abi,
    functionName: 'getHash',
    args: [toPackedUserOperation(withPaymaster), 0, 0],
  })
  const signature = await privateKeyToAccount(paymaster.signer.privateKey).signMessage({ message: { raw: hash as Hex } })
  return { ...withPaymaster, paymasterData: concat([validity, signature]) }
}

/** anvil_setBalance: the account holds exactly `wei`. */
async function setBalance(chain: DevnetChain, address: Address, wei: bigint): Promise<void> {
  const request = clientOf(chain).request as (args: { method: string; params: unknown[] }) => Promise<unknown>
  await request({ method: 'anvil_setBalance', params: [address, numberToHex(wei)] })
}

const depositOf = (chain: DevnetChain, address: Address) => clientOf(chain).readContract({ address: ENTRY_POINT_V07, abi: entryPoint07Abi, functionName: 'balanceOf', args: [address] })

describe("the devnet's ERC-4337 contracts", () => {
  it('are on both chains: EntryPoint v0.7 and Safe 1.4.1 at their canonical addresses, the 4337 module, its setup library and a paymaster with its deposit', async () => {
    for (const chain of devnet.chains) {
      const aa = chain.accountAbstraction
      expect(aa.entryPoint).toBe(ENTRY_POINT_V07)
      expect(aa.safe).toEqual(SAFE_CANONICAL)
      // The description is written as JSON (the CLI's devnet file, tests' own files): nothing in it may be a bigint.
      expect(JSON.parse(JSON.stringify(aa))).toEqual(aa)
      for (const address of [aa.entryPoint, ...Object.values(aa.safe), aa.safe4337Module, aa.safeModuleSetup, aa.paymaster.address]) {
        expect(await codeAt(chain, address), `code at ${address} on ${chain.chainId}`).not.toBe('0x')
      }
      expect(await depositOf(chain, aa.paymaster.address)).toBe(BigInt(aa.paymaster.depositWei))
      expect(await clientOf(chain).getBalance({ address: aa.bundlerKeys.executor.address })).toBeGreaterThan(parseEther('1'))
    }
  })

  it("a Safe account's first operation, paid from its own ether, deploys it and sends exactly the value; the account pays the operation's gas (the unused prefund stays its deposit) and the bundler is paid exactly that gas", async () => {
    const chain = devnet.chains[0]!
    const client = clientOf(chain)
    const { account } = await freshSafe(chain)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const bundler = chain.accountAbstraction.bundlerKeys.executor.address
    expect(await codeAt(chain, account.address)).toBe('0x')
    await setBalance(chain, account.address, parseEther('1'))
    const bundlerBefore = await client.getBalance({ address: bundler })

    const operation = await operationOf(chain, account, [{ to: receiver, value: parseEther('0.25') }])
    const receipt = await bundle(chain, account, operation)

    expect(receipt.status).toBe('success')
    expect(await codeAt(chain, account.address)).not.toBe('0x')
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.25'))
    const [event, ...others] = await client.getContractEvents({ address: ENTRY_POINT_V07, abi: entryPoint07Abi, eventName: 'UserOperationEvent', blockHash: receipt.blockHash })
    expect(others).toEqual([])
    expect(event?.args).toMatchObject({
      sender: account.address,
      success: true,
      paymaster: '0x0000000000000000000000000000000000000000',
      userOpHash: getUserOperationHash({ userOperation: operation, chainId: chain.chainId, entryPointAddress: ENTRY_POINT_V07, entryPointVersion: '0.7' }),
    })
    const gas = event!.args.actualGasCost!
    const left = (await client.getBalance({ address: account.address })) + (await depositOf(chain, account.address))
    expect(left).toBe(parseEther('1') - parseEther('0.25') - gas)
    expect((await client.getBalance({ address: bundler })) - bundlerBefore).toBe(gas - receipt.gasUsed * receipt.effectiveGasPrice)
  })

  it("an operation the paymaster's signer sponsors leaves the account's ether untouched but for the value, and the paymaster's deposit pays its exact gas", async () => {
    const chain = devnet.chains[1]!
    const client = clientOf(chain)
    const { account } = await freshSafe(chain)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    await setBalance(chain, account.address, parseEther('0.5'))
    const depositBefore = await depositOf(chain, chain.accountAbstraction.paymaster.address)

    const receipt = await bundle(chain, account, await sponsored(chain, await operationOf(chain, account, [{ to: receiver, value: parseEther('0.1') }])))

    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: account.address })).toBe(parseEther('0.4'))
    expect(await client.getBalance({ address: receiver })).toBe(parseEther('0.1'))
    const [event] = await client.getContractEvents({ address: ENTRY_POINT_V07, abi: entryPoint07Abi, eventName: 'UserOperationEvent', blockHash: receipt.blockHash })
    expect(event?.args.paymaster).toBe(chain.accountAbstraction.paymaster.address)
    expect(await depositOf(chain, chain.accountAbstraction.paymaster.address)).toBe(depositBefore - event!.args.actualGasCost!)
  })

  it('a sponsorship the signer did not sign is refused by the EntryPoint: nothing moves', async () => {
    const chain = devnet.chains[1]!
    const { account } = await freshSafe(chain)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const forged = await sponsored(chain, await operationOf(chain, account, [{ to: receiver, value: 0n }]))
    const wrongSignature = await privateKeyToAccount(generatePrivateKey()).signMessage({ message: 'not the paymaster' })
    await expect(bundle(chain, account, { ...forged, paymasterData: concat([(forged.paymasterData as Hex).slice(0, 2 + 128) as Hex, wrongSignature]) })).rejects.toThrow(/AA34 signature error/)
    expect(await codeAt(chain, account.address)).toBe('0x')
  })

  it("a Safe account's signed message verifies with viem before it is deployed (EIP-6492) and after (EIP-1271); another text does not", async () => {
    const chain = devnet.chains[0]!
    const client = clientOf(chain)
    const { account } = await freshSafe(chain)
    const counterfactual = await account.signMessage({ message: 'Sign in to Foyer' })
    expect(await client.verifyMessage({ address: account.address, message: 'Sign in to Foyer', signature: counterfactual })).toBe(true)
    expect(await client.verifyMessage({ address: account.address, message: 'Sign in elsewhere', signature: counterfactual })).toBe(false)

    await setBalance(chain, account.address, parseEther('0.1'))
    expect((await bundle(chain, account, await operationOf(chain, account, [{ to: account.address, value: 0n }]))).status).toBe('success')
    const deployed = await account.signMessage({ message: 'Sign in to Foyer' })
    expect(deployed.length).toBeLessThan(counterfactual.length)
    expect(await client.verifyMessage({ address: account.address, message: 'Sign in to Foyer', signature: deployed })).toBe(true)
  })
})
