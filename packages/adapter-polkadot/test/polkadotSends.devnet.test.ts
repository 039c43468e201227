/**
 * Sending ROC on the real chain, as the modal's Send view does it: chopsticks running the
 * asset-hub-rococo runtime (the devnet's Polkadot chain), Foyer's server in front of it (the network's
 * RPC URL is the server's proxy), the client connected through the test extension. The quote reads
 * the chain, the request is signed by the extension's sr25519 key and sent by the node; every number
 * the review would show is checked against what the chain then holds, read with @polkadot/api.
 */
import { createFoyerClient } from '@foyer/core/internal'
import { balanceUnits, memoryStorage, sendProblem, sendReviewed, type NamespaceSends, type Network, type SendQuote, type TokenBalance } from '@foyer/core/internal'
import { startPolkadotDevnet, type PolkadotDevnet } from '@foyer/devnet'
import { buildServer, polkadotChainConfigFromDevnet } from '@foyer/server'
import { ApiPromise, WsProvider } from '@polkadot/api'
import { hex } from '@scure/base'
import * as sr25519 from '@scure/sr25519'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { polkadotAdapter } from '../src/polkadotAdapter.ts'
import { polkadotNetwork } from '../src/polkadotNetwork.ts'
import { encodeSs58 } from '../src/polkadot/ss58.ts'
import { polkadotNodeReads } from '../src/send/polkadotNodeReads.ts'
import { polkadotRuntime } from '../src/send/polkadotRuntime.ts'
import { createPolkadotTestExtension, type PolkadotTestExtension, type PolkadotTestKey } from '../src/testing/index.ts'
import { signingPayloadBytes } from '../src/transaction/signerPayload.ts'

const ROC = 10n ** 12n
const UNUSED_EIP155_CHAIN = {
  caipNetworkId: 'eip155:31337',
  name: 'Unread chain',
  rpcUrl: 'http://127.0.0.1:9',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  nativePriceUsd: 3000,
  testnet: false,
  tokens: [],
}

let devnet: PolkadotDevnet
let server: FastifyInstance
let serverUrl: string
let network: Network
let api: ApiPromise
let sends: NamespaceSends

beforeAll(async () => {
  devnet = await startPolkadotDevnet()
  server = await buildServer({
    host: '127.0.0.1',
    port: 0,
    logLevel: 'silent',
    devProject: true,
    activity: { indexer: false },
    chains: [UNUSED_EIP155_CHAIN],
    polkadotChains: [polkadotChainConfigFromDevnet(devnet)],
  })
  serverUrl = await server.listen({ host: '127.0.0.1', port: 0 })
  network = polkadotNetwork({
    network: devnet.genesisHash,
    name: devnet.name,
    rpcUrl: `${serverUrl}/v1/?chainId=${devnet.caipNetworkId}&projectId=foyer-dev`,
    ss58Prefix: devnet.ss58Prefix,
    nativeCurrency: devnet.nativeCurrency,
  })
  api = await ApiPromise.create({ provider: new WsProvider(devnet.wsUrl), noInitWarn: true })
  const { polkadotSends } = await import('../src/send/polkadotSends.ts')
  sends = polkadotSends()
})
afterAll(async () => {
  await api?.disconnect()
  await server?.close()
  await devnet?.stop()
})

/** A dev account of the devnet as the test extension's key, and its address on the chain. */
function devKey(index: number): PolkadotTestKey & { onChain: string } {
  const account = devnet.accounts[index]!
  const publicKey = hex.decode(account.publicKey.slice(2))
  return { secretKey: hex.decode(account.secretKey.slice(2)), publicKey, address: encodeSs58(publicKey, 42), onChain: account.address }
}

/** An account no one has used: it holds nothing. */
const freshAddress = () => encodeSs58(sr25519.getPublicKey(sr25519.secretFromSeed(crypto.getRandomValues(new Uint8Array(32)))), devnet.ss58Prefix)

/** `System.Account` as @polkadot/api reads it: the free balance and nonce, in planck. */
async function account(address: string): Promise<{ free: bigint; nonce: number }> {
  const info = (await api.query.system!.account!(address)) as unknown as { nonce: { toNumber(): number }; data: { free: { toBigInt(): bigint } } }
  return { free: info.data.free.toBigInt(), nonce: info.nonce.toNumber() }
}

/** The client as a host has it, connected to the dev account through the test extension. */
async function connectedClient(index: number): Promise<{ client: ReturnType<typeof createFoyerClient>; extension: PolkadotTestExtension; from: string }> {
  const window = {}
  const extension = createPolkadotTestExtension({ accounts: [{ key: devKey(index), name: `Dev ${index}` }] })
  extension.install(window)
  const client = createFoyerClient({ projectId: 'foyer-dev', apiUrl: serverUrl, networks: [network], adapters: [polkadotAdapter({ appName: 'Shop', target: window })], storage: memoryStorage() })
  stops.push(client.start())
  const connector = await vi.waitFor(() => client.ctx.connectors.byId('polkadot:polkadot-js') ?? Promise.reject(new Error('not discovered yet')))
  await client.connect(connector)
  const from = client.ctx.chains.chain('polkadot')!.accountState.address!
  return { client, extension, from }
}
const stops: (() => void)[] = []
afterAll(() => stops.splice(0).forEach((stop) => stop()))

const signed = (extension: PolkadotTestExtension) => extension.calls.filter((call) => call.method === 'signPayload')

describe('the runtime read from its metadata through the server’s proxy', () => {
  it('encodes Balances.transfer_keep_alive as @polkadot/api does, and finds the signed extensions and the existential deposit', async () => {
    const node = polkadotNodeReads(network)
    const runtime = polkadotRuntime(await node.metadata())
    const receiver = devKey(5)
    const amount = 12n * ROC + 345_678n
    const ours = runtime.transferKeepAlive(receiver.publicKey, amount)
    const theirs = api.tx.balances!.transferKeepAlive!({ Id: receiver.onChain }, amount).method.toU8a()
    expect(hex.encode(ours)).toBe(hex.encode(theirs))
    expect(runtime.signedExtensions).toEqual(api.registry.signedExtensions)
    expect(runtime.existentialDeposit).toBe(devnet.existentialDeposit)
  })

  it('the quote’s payload is the one @polkadot/api signs: its signing bytes are ExtrinsicPayload’s', async () => {
    const sender = devKey(4)
    const quote = (await sends.quote(network, { from: sender.onChain, to: devKey(5).onChain, units: ROC }))!
    const { payload } = quote.plan as { payload: Parameters<typeof signingPayloadBytes>[0] }
    const theirs = api.registry.createType('ExtrinsicPayload', payload, { version: payload.version }).toU8a({ method: true })
    expect(hex.encode(signingPayloadBytes(payload))).toBe(hex.encode(theirs))
    expect(payload.nonce).toBe(`0x${(await account(sender.onChain)).nonce.toString(16).padStart(8, '0')}`)
  })
})

describe('a ROC send through the client’s path', () => {
  it('lands: the fresh receiver’s System.Account holds exactly the amount, and the sender paid exactly the amount and the quoted fee', async () => {
    const { client, extension, from } = await connectedClient(2)
    const to = freshAddress()
    const amount = 7n * ROC + 123_456_789n
    const before = await account(from)
    const quote = (await sends.quote(network, { from, to, units: amount }))!
    expect(quote.refusal).toBeUndefined()
    expect(quote.fee).toBeGreaterThan(0n)
    const hash = await sendReviewed(client.ctx, { network, order: { from, to, units: amount }, quote })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(signed(extension)).toHaveLength(1)
    await vi.waitFor(async () => expect((await account(to)).free).toBe(amount), { timeout: 20_000, interval: 200 })
    const after = await account(from)
    expect(before.free - after.free).toBe(amount + quote.fee)
    expect(after.nonce).toBe(before.nonce + 1)
  })

  it('Max keeps back the fee and the existential deposit: its send lands and leaves the sender exactly the existential deposit', async () => {
    const { client, from } = await connectedClient(3)
    const to = devKey(6).onChain
    const { free } = await account(from)
    const reserve = await sends.feeReserve(network, from)
    // The account shows all of its free balance as transferable (no freezes, no consumers).
    const max = free - reserve
    const quote = (await sends.quote(network, { from, to, units: max }))!
    expect(quote.refusal).toBeUndefined()
    expect(reserve).toBe(quote.fee + devnet.existentialDeposit)
    await sendReviewed(client.ctx, { network, order: { from, to, units: max }, quote })
    await vi.waitFor(async () => expect((await account(from)).free).toBe(devnet.existentialDeposit), { timeout: 20_000, interval: 200 })
  })

  it('the wallet’s refusal reaches the host as a user rejection, and nothing is sent', async () => {
    const { client, extension, from } = await connectedClient(4)
    const to = freshAddress()
    const quote = (await sends.quote(network, { from, to, units: ROC }))!
    extension.flags.reject = true
    await expect(sendReviewed(client.ctx, { network, order: { from, to, units: ROC }, quote })).rejects.toMatchObject({ code: 4001 })
    expect((await account(to)).free).toBe(0n)
  })
})

describe('the existential deposit’s rule, before anything is signed', () => {
  /** What the review would say of the send: the rules' first problem, with the quote's refusal and fee, against the balance the server shows for the account. */
  const reviewProblem = async (quote: SendQuote, amount: bigint, from: string) => {
    const response = await fetch(`${serverUrl}/v1/account/${from}/balance?chainId=${devnet.caipNetworkId}&projectId=foyer-dev&forceUpdate=true`)
    const [token] = ((await response.json()) as { balances: TokenBalance[] }).balances
    return sendProblem({
      addresses: { isValid: () => true, key: (address) => address },
      token: token!,
      native: true,
      amount: formatRoc(amount),
      receiver: 'checked by the address rules',
      nativeBalance: balanceUnits(token!),
      fee: quote.fee,
      ...(quote.refusal && { refusal: quote.refusal }),
    })
  }

  it('a send below the existential deposit to a fresh address is refused, naming the least it can send; the wallet is not asked', async () => {
    const { client, extension, from } = await connectedClient(5)
    const to = freshAddress()
    const amount = devnet.existentialDeposit - 1n
    const quote = (await sends.quote(network, { from, to, units: amount }))!
    expect(quote.refusal).toEqual({ problem: 'belowMinimum', minimum: devnet.existentialDeposit })
    expect(await reviewProblem(quote, amount, from)).toBe('belowMinimum')
    await expect(sendReviewed(client.ctx, { network, order: { from, to, units: amount }, quote })).rejects.toThrow('the network refuses this send (belowMinimum): it was not signed')
    expect(signed(extension)).toHaveLength(0)
    // The same amount to an account that exists is no problem.
    expect((await sends.quote(network, { from, to: devKey(6).onChain, units: amount }))!.refusal).toBeUndefined()
  })

  it('a send that would leave the sender below the existential deposit is refused, naming the most it can send', async () => {
    const { client, extension, from } = await connectedClient(6)
    const { free } = await account(from)
    const to = devKey(7).onChain
    const { fee } = (await sends.quote(network, { from, to, units: free - devnet.existentialDeposit }))!
    const most = free - devnet.existentialDeposit - fee
    // One planck more than the most: the fee is paid, and the account would keep one planck less than the existential deposit.
    const quote = (await sends.quote(network, { from, to, units: most + 1n }))!
    expect(quote.fee).toBe(fee)
    expect(quote.refusal).toEqual({ problem: 'leavesBelowMinimum', minimum: devnet.existentialDeposit, most })
    expect(await reviewProblem(quote, most + 1n, from)).toBe('leavesBelowMinimum')
    await expect(sendReviewed(client.ctx, { network, order: { from, to, units: most + 1n }, quote })).rejects.toThrow('the network refuses this send (leavesBelowMinimum): it was not signed')
    expect(signed(extension)).toHaveLength(0)
    expect((await sends.quote(network, { from, to, units: most }))!.refusal).toBeUndefined()
  })

  it('a send over the balance is refused as over the balance before it is signed', async () => {
    const { client, extension, from } = await connectedClient(7)
    const { free } = await account(from)
    const amount = free + ROC
    const quote = (await sends.quote(network, { from, to: devKey(6).onChain, units: amount }))!
    expect(await reviewProblem(quote, amount, from)).toBe('overBalance')
    await expect(sendReviewed(client.ctx, { network, order: { from, to: devKey(6).onChain, units: amount }, quote })).rejects.toThrow('it was not signed')
    expect(signed(extension)).toHaveLength(0)
  })
})

function formatRoc(planck: bigint): string {
  return `${planck / ROC}.${(planck % ROC).toString().padStart(12, '0')}`
}
