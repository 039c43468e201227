/**
 * The devnet's ERC-7677 paymaster service in front of its VerifyingPaymaster, driven by viem's
 * paymaster client through a Safe account and the real bundler: a sponsored operation leaves the
 * account's ether untouched but for the value, and the paymaster's deposit pays its exact gas.
 * Requests it cannot serve are JSON-RPC errors saying why. Outcomes are read on the chain.
 */
import { startDevnet, type Devnet, type DevnetChain } from '@foyer/devnet'
import { createSmartAccountClient } from 'permissionless'
import { http, numberToHex, parseEther, type Address } from 'viem'
import { createPaymasterClient, entryPoint07Abi } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetClient, freshAddress, fundedSafe } from './devnetSafe.ts'
import { type BundlerProcess, type PaymasterService, startBundler, startPaymasterService } from '../src/index.ts'

let devnet: Devnet
let chain: DevnetChain
let bundler: BundlerProcess
let paymaster: PaymasterService

beforeAll(async () => {
  devnet = await startDevnet()
  chain = devnet.chains[1]!
  const aa = chain.accountAbstraction
  ;[bundler, paymaster] = await Promise.all([
    startBundler({ rpcUrl: chain.rpcUrl, entryPoint: aa.entryPoint, executorPrivateKey: aa.bundlerKeys.executor.privateKey, utilityPrivateKey: aa.bundlerKeys.utility.privateKey }),
    startPaymasterService({ rpcUrl: chain.rpcUrl, chainId: chain.chainId, entryPoint: aa.entryPoint, paymaster: aa.paymaster.address, signerPrivateKey: aa.paymaster.signer.privateKey }),
  ])
})
afterAll(async () => {
  await paymaster?.close()
  await bundler?.stop()
  await devnet?.stop()
})

const client = () => devnetClient(chain)
const depositOf = (address: Address) => client().readContract({ address: chain.accountAbstraction.entryPoint, abi: entryPoint07Abi, functionName: 'balanceOf', args: [address] })
const ask = async (method: string, params: unknown) => {
  const response = await fetch(paymaster.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }) })
  return (await response.json()) as { id: number; result?: unknown; error?: { code: number; message: string } }
}

describe("the devnet's paymaster service (ERC-7677)", () => {
  it("sponsors a Safe account's first operation through the bundler: the account keeps its ether but for the value, and the paymaster's deposit pays exactly the operation's gas", async () => {
    const { accountAbstraction: aa } = chain
    const account = await fundedSafe(chain, parseEther('0.5'))
    const smartClient = createSmartAccountClient({
      account,
      client: client(),
      chain: client().chain,
      bundlerTransport: http(bundler.url),
      paymaster: createPaymasterClient({ transport: http(paymaster.url) }),
      pollingInterval: 50,
    })
    const receiver = freshAddress()
    const depositBefore = await depositOf(aa.paymaster.address)

    const hash = await smartClient.sendUserOperation({ calls: [{ to: receiver, value: parseEther('0.1') }] })
    const receipt = await smartClient.waitForUserOperationReceipt({ hash })

    expect(receipt.success).toBe(true)
    expect(receipt.paymaster).toBe(aa.paymaster.address)
    expect(await client().getBalance({ address: receiver })).toBe(parseEther('0.1'))
    expect(await client().getBalance({ address: account.address })).toBe(parseEther('0.4'))
    expect(await depositOf(account.address)).toBe(0n)
    expect(await depositOf(aa.paymaster.address)).toBe(depositBefore - receipt.actualGasCost)
  })

  it('refuses in JSON-RPC words what it cannot serve: another EntryPoint, another chain, a malformed operation, an unknown method', async () => {
    const operation = {
      sender: '0x0000000000000000000000000000000000000001',
      nonce: '0x0',
      callData: '0x',
      callGasLimit: '0x0',
      verificationGasLimit: '0x0',
      preVerificationGas: '0x0',
      maxFeePerGas: '0x1',
      maxPriorityFeePerGas: '0x1',
    }
    const { entryPoint } = chain.accountAbstraction
    expect((await ask('pm_getPaymasterData', [operation, '0x5FF137D4b0FDCD49DcA30c7CF57E578a026d2789', numberToHex(chain.chainId)])).error).toEqual({
      code: -32602,
      message: `This paymaster serves EntryPoint ${entryPoint}, not 0x5FF137D4b0FDCD49DcA30c7CF57E578a026d2789`,
    })
    expect((await ask('pm_getPaymasterData', [operation, entryPoint, '0x1'])).error).toEqual({ code: -32602, message: `This paymaster serves chain ${chain.chainId}, not 1` })
    expect((await ask('pm_getPaymasterStubData', [{ ...operation, nonce: 7 }, entryPoint, numberToHex(chain.chainId)])).error).toMatchObject({
      code: -32602,
      message: expect.stringContaining('params.0.nonce'),
    })
    expect((await ask('pm_sponsorUserOperation', [])).error).toEqual({ code: -32601, message: 'Method not found: pm_sponsorUserOperation' })
  })
})
