/**
 * The embedded wallet's smart account through the server's auth API, on the devnet with its real
 * bundler: on a chain whose config names a bundler, a user holds a Safe its key owns, used unless
 * the app asks for the key's own account; its sends are user operations, its batches atomic, its
 * signatures the Safe's. Outcomes are read on the chain and checked with viem.
 */
import { startDevnet, type Devnet, type DevnetChain } from '@foyer/devnet'
import { createPublicClient, defineChain, type Hex, http, numberToHex, parseEther, recoverMessageAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { chainConfigFromDevnet } from '../../src/index.ts'
import { sponsoredGas } from '../../src/auth/sponsorship/sponsoredGasTable.ts'
import { createProjectRepository } from '../../src/projects/projectRepository.ts'
import { startDevnetBundler, type DevnetBundler } from '../devnetBundler.ts'
import { startServer, type RunningServer } from '../harness.ts'
import { call, logIn, newEmail, type SignedIn } from './authHarness.ts'

let devnet: Devnet
let bundler: DevnetBundler
let server: RunningServer
/** The chain with smart accounts, and one without. */
let chain: DevnetChain
let plainChain: DevnetChain

beforeAll(async () => {
  devnet = await startDevnet()
  ;[chain, plainChain] = [devnet.chains[0]!, devnet.chains[1]!]
  bundler = await startDevnetBundler(chain)
  server = await startServer({
    chains: [{ ...chainConfigFromDevnet(chain), smartAccounts: bundler.settings }, chainConfigFromDevnet(plainChain)],
    auth: { mailSink: true, deviceWaitMs: 2_000 },
  })
})
afterAll(async () => {
  await server?.close()
  await bundler?.close()
  await devnet?.stop()
})

const caip = (on: DevnetChain) => `eip155:${on.chainId}`
const client = (on: DevnetChain = chain) =>
  createPublicClient({
    chain: defineChain({ id: on.chainId, name: on.name, nativeCurrency: on.nativeCurrency, rpcUrls: { default: { http: [on.rpcUrl] } } }),
    transport: http(on.rpcUrl),
    pollingInterval: 50,
  })
const setBalance = (address: string, wei: bigint) =>
  (client().request as (args: { method: string; params: unknown[] }) => Promise<unknown>)({ method: 'anvil_setBalance', params: [address, numberToHex(wei)] })
const isDeployed = async (address: string) => ((await client().getCode({ address: address as Hex })) ?? '0x') !== '0x'
const fresh = () => privateKeyToAccount(generatePrivateKey()).address

const session = (who: SignedIn) => ({ device: who.device, token: who.token, ...(who.projectId && { projectId: who.projectId }) })
const user = (who: SignedIn, query: Record<string, string> = {}) => call(server, 'GET', `/user?${new URLSearchParams(query)}`, session(who))
const rpc = (who: SignedIn, method: string, params: unknown, options: { chainId?: string; accountType?: string; sponsored?: boolean } = {}) =>
  call(server, 'POST', '/rpc', {
    ...session(who),
    body: {
      chainId: options.chainId ?? caip(chain),
      method,
      params,
      ...(options.accountType && { accountType: options.accountType }),
      ...(options.sponsored !== undefined && { sponsored: options.sponsored }),
    },
  })

/** Asks wallet_getCallsStatus until the batch is no longer pending. */
async function settledStatus(who: SignedIn, id: string) {
  for (;;) {
    const answer = await rpc(who, 'wallet_getCallsStatus', [id])
    expect(answer.status).toBe(200)
    if (answer.body.result.status !== 100) return answer.body.result
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('the accounts of a user', () => {
  it('on a chain with a bundler: a counterfactual Safe by default, listed before the key’s own account; the app may ask for either', async () => {
    const visitor = await logIn(server, newEmail('safe'))
    const smart = await user(visitor, { chainId: caip(chain) })
    expect(smart.status).toBe(200)
    const [safe, eoa] = smart.body.accounts
    expect(smart.body).toMatchObject({ address: safe.address, preferredAccountType: 'smartAccount', smartAccountDeployed: false })
    expect([safe.type, eoa.type]).toEqual(['smartAccount', 'eoa'])
    expect(safe.address).not.toBe(eoa.address)
    expect(await isDeployed(safe.address)).toBe(false)

    const own = await user(visitor, { chainId: caip(chain), accountType: 'eoa' })
    expect(own.body).toMatchObject({ address: eoa.address, preferredAccountType: 'eoa', accounts: smart.body.accounts })
  })

  it('on a chain without a bundler: only the key’s own account, whatever the app asks for', async () => {
    const visitor = await logIn(server, newEmail('plain'))
    const answer = await user(visitor, { chainId: caip(plainChain), accountType: 'smartAccount' })
    expect(answer.status).toBe(200)
    expect(answer.body.preferredAccountType).toBe('eoa')
    expect(answer.body.accounts).toEqual([{ address: answer.body.address, type: 'eoa' }])
    expect(answer.body.smartAccountDeployed).toBeUndefined()
  })

  it('lists the chains with smart accounts for the frame', async () => {
    const answer = await call(server, 'GET', '/smart-account-chains')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ chains: [caip(chain)] })
  })

  it('on a chain without a bundler, a request from an app that shows smart accounts is made from the key’s own account, the one GET /user shows there', async () => {
    const visitor = await logIn(server, newEmail('plain-rpc'))
    const shown = (await user(visitor, { chainId: caip(plainChain), accountType: 'smartAccount' })).body.address
    const answer = await rpc(visitor, 'personal_sign', ['0x68656c6c6f', shown], { chainId: caip(plainChain), accountType: 'smartAccount' })
    expect(answer.status).toBe(200)
    expect(await recoverMessageAddress({ message: 'hello', signature: answer.body.result })).toBe(shown)
  })
})

describe('requests from the smart account', () => {
  let visitor: SignedIn
  let safe: string
  let eoa: string

  beforeAll(async () => {
    visitor = await logIn(server, newEmail('ops'))
    ;[{ address: safe }, { address: eoa }] = (await user(visitor, { chainId: caip(chain) })).body.accounts
    await setBalance(safe, parseEther('1'))
  })

  it('foyer_estimateOperationFee prices a send as an operation: its most possible cost, which the Safe can pay, and not sponsored by this project', async () => {
    const answer = await rpc(visitor, 'foyer_estimateOperationFee', [{ to: fresh(), value: '0x1' }])
    expect(answer.status).toBe(200)
    expect(answer.body.result.sponsored).toBe(false)
    const fee = BigInt(answer.body.result.fee)
    expect(fee).toBeGreaterThan(0n)
    expect(fee).toBeLessThan(parseEther('1'))
  })

  it("foyer_estimateOperationFee prices a batch's calls as the one operation they make, and refuses no call or more than a batch holds", async () => {
    const one = BigInt((await rpc(visitor, 'foyer_estimateOperationFee', [{ to: fresh(), value: '0x1' }])).body.result.fee)
    const batch = await rpc(visitor, 'foyer_estimateOperationFee', [
      { to: fresh(), value: '0x1' },
      { to: fresh(), value: '0x2' },
    ])
    expect(batch.status).toBe(200)
    // Two calls take more gas than one, in one operation: more than one call's bound, less than two operations'.
    expect(BigInt(batch.body.result.fee)).toBeGreaterThan(one)
    expect(BigInt(batch.body.result.fee)).toBeLessThan(2n * one)
    expect((await rpc(visitor, 'foyer_estimateOperationFee', [])).status).toBe(400)
    expect(
      (
        await rpc(
          visitor,
          'foyer_estimateOperationFee',
          Array.from({ length: 11 }, () => ({ to: fresh() })),
        )
      ).status,
    ).toBe(400)
  })

  it('wallet_getCapabilities says batches are atomic on the chain', async () => {
    const answer = await rpc(visitor, 'wallet_getCapabilities', [safe, [numberToHex(chain.chainId)]])
    expect(answer.body.result).toEqual({ [numberToHex(chain.chainId)]: { atomic: { status: 'supported' } } })
  })

  it('personal_sign before deployment: an EIP-6492 signature that viem verifies for the Safe, not for the key', async () => {
    expect(await isDeployed(safe)).toBe(false)
    const answer = await rpc(visitor, 'personal_sign', ['0x68656c6c6f', safe])
    expect(answer.status).toBe(200)
    const signature = answer.body.result as Hex
    expect(await client().verifyMessage({ address: safe as Hex, message: 'hello', signature })).toBe(true)
    expect(await client().verifyMessage({ address: eoa as Hex, message: 'hello', signature })).toBe(false)
  })

  it('eth_sendTransaction: the first send deploys the Safe and moves the exact value; the answer is the transaction that carried it', async () => {
    const to = fresh()
    const before = await client().getBalance({ address: safe as Hex })
    const answer = await rpc(visitor, 'eth_sendTransaction', [{ from: safe, to, value: numberToHex(parseEther('0.25')) }])
    expect(answer.status).toBe(200)
    const receipt = await client().getTransactionReceipt({ hash: answer.body.result })
    expect(receipt.status).toBe('success')
    expect(await isDeployed(safe)).toBe(true)
    expect(await client().getBalance({ address: to })).toBe(parseEther('0.25'))
    // Not sponsored: the Safe paid the operation's gas beside the value.
    expect(await client().getBalance({ address: safe as Hex })).toBeLessThan(before - parseEther('0.25'))
    expect((await user(visitor, { chainId: caip(chain) })).body.smartAccountDeployed).toBe(true)
  })

  it('personal_sign and typed data once deployed: EIP-1271 signatures that viem verifies for the Safe', async () => {
    const signed = await rpc(visitor, 'personal_sign', ['0x68656c6c6f', safe])
    expect(await client().verifyMessage({ address: safe as Hex, message: 'hello', signature: signed.body.result })).toBe(true)
    const typedData = {
      domain: { name: 'Foyer test', chainId: chain.chainId },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'Hello, Bob' },
    } as const
    const typed = await rpc(visitor, 'eth_signTypedData_v4', [
      safe,
      JSON.stringify({
        ...typedData,
        types: {
          ...typedData.types,
          EIP712Domain: [
            { name: 'name', type: 'string' },
            { name: 'chainId', type: 'uint256' },
          ],
        },
      }),
    ])
    expect(typed.status).toBe(200)
    expect(await client().verifyTypedData({ address: safe as Hex, ...typedData, signature: typed.body.result })).toBe(true)
  })

  it('wallet_sendCalls: two transfers in one operation, atomic; wallet_getCallsStatus says 200 with the one transaction', async () => {
    const [first, second] = [fresh(), fresh()]
    const sent = await rpc(visitor, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: numberToHex(chain.chainId),
        from: safe,
        atomicRequired: true,
        calls: [
          { to: first, value: numberToHex(1_000n) },
          { to: second, value: numberToHex(2_000n) },
        ],
      },
    ])
    expect(sent.status).toBe(200)
    const status = await settledStatus(visitor, sent.body.result.id)
    expect(status).toMatchObject({ status: 200, atomic: true, chainId: numberToHex(chain.chainId) })
    expect(status.receipts).toHaveLength(1)
    expect(await client().getBalance({ address: first })).toBe(1_000n)
    expect(await client().getBalance({ address: second })).toBe(2_000n)
  })

  it('the key’s own account when the app asks for it: its signature recovers to the key, its send leaves the Safe untouched', async () => {
    const signed = await rpc(visitor, 'personal_sign', ['0x68656c6c6f', eoa], { accountType: 'eoa' })
    expect(await recoverMessageAddress({ message: 'hello', signature: signed.body.result })).toBe(eoa)
    await setBalance(eoa, parseEther('1'))
    const safeBefore = await client().getBalance({ address: safe as Hex })
    const to = fresh()
    const sent = await rpc(visitor, 'eth_sendTransaction', [{ from: eoa, to, value: numberToHex(5_000n) }], { accountType: 'eoa' })
    expect(sent.status).toBe(200)
    await client().waitForTransactionReceipt({ hash: sent.body.result })
    expect(await client().getBalance({ address: to })).toBe(5_000n)
    expect(await client().getBalance({ address: safe as Hex })).toBe(safeBefore)
  })

  it('refuses a send that names another account as its sender (400), and sends nothing', async () => {
    const to = fresh()
    const answer = await rpc(visitor, 'eth_sendTransaction', [{ from: eoa, to, value: '0x1' }])
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/must be your smart account's address/)
    expect(await client().getBalance({ address: to })).toBe(0n)
  })
})

describe('gas sponsorship (a project’s paymaster pays within its budget per account per day)', () => {
  let projectCounter = 0
  /** A new project sponsoring up to `budget` wei per account per day, and a visitor logged in to it with a funded Safe. */
  async function visitorOf(budget: bigint | null) {
    const id = `sponsoring-${++projectCounter}`
    const projects = createProjectRepository(server.app.database.db)
    await projects.create({ id, name: id, allowedOrigins: [] })
    await projects.setSponsorship(id, budget)
    const visitor = await logIn(server, newEmail(id), undefined, id)
    const safe = (await user(visitor, { chainId: caip(chain) })).body.address as Hex
    await setBalance(safe, parseEther('1'))
    return { id, visitor, safe }
  }
  const deposit = () => client().readContract({ address: chain.accountAbstraction.entryPoint, abi: entryPoint07Abi, functionName: 'balanceOf', args: [chain.accountAbstraction.paymaster.address] })
  const spentToday = async (projectId: string, account: string) => {
    const [row] = await server.app.database.db
      .select()
      .from(sponsoredGas)
      .where(and(eq(sponsoredGas.projectId, projectId), eq(sponsoredGas.account, account.toLowerCase())))
    return row?.spentWei ?? 0n
  }

  it('sponsored: the approval is told the app pays; the send leaves the account’s ETH untouched but for the value, lowers the paymaster’s deposit, and counts exactly that against the budget', async () => {
    const { id, visitor, safe } = await visitorOf(parseEther('1'))
    expect((await rpc(visitor, 'foyer_gasSponsorship', [])).body.result).toEqual({ sponsored: true })
    expect((await rpc(visitor, 'foyer_estimateOperationFee', [{ to: fresh(), value: '0x1' }])).body.result).toEqual({ fee: '0x0', sponsored: true })
    const [safeBefore, depositBefore] = [await client().getBalance({ address: safe }), await deposit()]
    const to = fresh()
    const sent = await rpc(visitor, 'eth_sendTransaction', [{ from: safe, to, value: numberToHex(parseEther('0.1')) }], { sponsored: true })
    expect(sent.status).toBe(200)
    expect(await isDeployed(safe)).toBe(true)
    expect(await client().getBalance({ address: to })).toBe(parseEther('0.1'))
    expect(await client().getBalance({ address: safe })).toBe(safeBefore - parseEther('0.1'))
    const paid = depositBefore - (await deposit())
    expect(paid).toBeGreaterThan(0n)
    expect(await spentToday(id, safe)).toBe(paid)
  })

  it('a budget too small for any operation: the send approved as sponsored is refused (409) and nothing is sent; the next approval says the account pays, and it does', async () => {
    const { visitor, safe } = await visitorOf(1n)
    expect((await rpc(visitor, 'foyer_gasSponsorship', [])).body.result).toEqual({ sponsored: true })
    // A quote knows the operation's cost: the budget does not cover it, so the account pays.
    const quoted = (await rpc(visitor, 'foyer_estimateOperationFee', [{ to: fresh(), value: '0x1' }])).body.result
    expect(quoted.sponsored).toBe(false)
    expect(BigInt(quoted.fee)).toBeGreaterThan(0n)
    const [safeBefore, depositBefore] = [await client().getBalance({ address: safe }), await deposit()]
    const to = fresh()
    const refused = await rpc(visitor, 'eth_sendTransaction', [{ from: safe, to, value: '0x1' }], { sponsored: true })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/gas allowance for your account today does not cover this operation: nothing was sent/)
    expect(await client().getBalance({ address: to })).toBe(0n)
    expect(await client().getBalance({ address: safe })).toBe(safeBefore)

    expect((await rpc(visitor, 'foyer_gasSponsorship', [])).body.result).toEqual({ sponsored: false })
    const paidByAccount = await rpc(visitor, 'eth_sendTransaction', [{ from: safe, to, value: '0x1' }], { sponsored: false })
    expect(paidByAccount.status).toBe(200)
    expect(await client().getBalance({ address: to })).toBe(1n)
    expect(await client().getBalance({ address: safe })).toBeLessThan(safeBefore - 1n)
    expect(await deposit()).toBe(depositBefore)
  })

  it('a project that sponsors nothing: the approval says the account pays, and a send claimed as sponsored is refused (409)', async () => {
    const { visitor, safe } = await visitorOf(null)
    expect((await rpc(visitor, 'foyer_gasSponsorship', [])).body.result).toEqual({ sponsored: false })
    const refused = await rpc(visitor, 'eth_sendTransaction', [{ from: safe, to: fresh(), value: '0x1' }], { sponsored: true })
    expect(refused.status).toBe(409)
  })

  it('the key’s own account is never sponsored', async () => {
    const { visitor } = await visitorOf(parseEther('1'))
    expect((await rpc(visitor, 'foyer_gasSponsorship', [], { accountType: 'eoa' })).body.result).toEqual({ sponsored: false })
  })
})
