/**
 * The devnet's bundler (alto, its own process) serving a real smart account client: permissionless'
 * Safe account on the devnet's EntryPoint v0.7, its operations estimated, bundled and mined by alto.
 * Outcomes are read on the chain: the account's code, the receivers' balances, the EntryPoint's event.
 */
import { startDevnet, type Devnet, type DevnetChain } from '@foyer/devnet'
import { createSmartAccountClient } from 'permissionless'
import { http, numberToHex, parseEther } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetClient, freshAddress, fundedSafe } from './devnetSafe.ts'
import { startBundler, type BundlerProcess } from '../src/index.ts'

let devnet: Devnet
let bundler: BundlerProcess
let chain: DevnetChain

beforeAll(async () => {
  devnet = await startDevnet()
  chain = devnet.chains[0]!
  const { entryPoint, bundlerKeys } = chain.accountAbstraction
  bundler = await startBundler({ rpcUrl: chain.rpcUrl, entryPoint, executorPrivateKey: bundlerKeys.executor.privateKey, utilityPrivateKey: bundlerKeys.utility.privateKey })
})
afterAll(async () => {
  await bundler?.stop()
  await devnet?.stop()
})

const client = () => devnetClient(chain)

/** A fresh Safe account holding `wei`, and a client that sends its operations through the bundler. */
async function fundedSafeClient(wei: bigint) {
  const account = await fundedSafe(chain, wei)
  const smartClient = createSmartAccountClient({ account, client: client(), chain: client().chain, bundlerTransport: http(bundler.url), pollingInterval: 50 })
  return { account, smartClient }
}

const fresh = freshAddress

describe('the devnet bundler', () => {
  it('answers as an ERC-4337 bundler of the devnet chain: its EntryPoint and chain id', async () => {
    const ask = async (method: string) => {
      const response = await fetch(bundler.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }) })
      return ((await response.json()) as { result: unknown }).result
    }
    expect(await ask('eth_supportedEntryPoints')).toEqual([chain.accountAbstraction.entryPoint])
    expect(await ask('eth_chainId')).toBe(numberToHex(chain.chainId))
  })

  it("a counterfactual Safe account's first operation, estimated and bundled by alto, deploys it and sends exactly the value; its receipt is the EntryPoint's event", async () => {
    const { account, smartClient } = await fundedSafeClient(parseEther('1'))
    const receiver = fresh()
    expect((await client().getCode({ address: account.address })) ?? '0x').toBe('0x')

    const hash = await smartClient.sendUserOperation({ calls: [{ to: receiver, value: parseEther('0.2') }] })
    const receipt = await smartClient.waitForUserOperationReceipt({ hash })

    expect(receipt.success).toBe(true)
    expect((await client().getCode({ address: account.address })) ?? '0x').not.toBe('0x')
    expect(await client().getBalance({ address: receiver })).toBe(parseEther('0.2'))
    const [event] = await client().getContractEvents({ address: chain.accountAbstraction.entryPoint, abi: entryPoint07Abi, eventName: 'UserOperationEvent', blockHash: receipt.receipt.blockHash })
    expect(event?.args).toMatchObject({ userOpHash: hash, sender: account.address, success: true, actualGasCost: receipt.actualGasCost })
  })

  it('a batch of two transfers is one operation: both land in one transaction, or neither', async () => {
    const { smartClient } = await fundedSafeClient(parseEther('1'))
    const [first, second] = [fresh(), fresh()]
    const hash = await smartClient.sendUserOperation({
      calls: [
        { to: first, value: parseEther('0.03') },
        { to: second, value: parseEther('0.04') },
      ],
    })
    const receipt = await smartClient.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect([await client().getBalance({ address: first }), await client().getBalance({ address: second })]).toEqual([parseEther('0.03'), parseEther('0.04')])

    // One call the account cannot pay: the whole batch is refused at estimation, and nothing moves.
    const [third, fourth] = [fresh(), fresh()]
    await expect(
      smartClient.sendUserOperation({
        calls: [
          { to: third, value: parseEther('0.01') },
          { to: fourth, value: parseEther('50') },
        ],
      }),
    ).rejects.toThrow()
    expect([await client().getBalance({ address: third }), await client().getBalance({ address: fourth })]).toEqual([0n, 0n])
  })
})
