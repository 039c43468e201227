/**
 * The embedded wallet's Polkadot side against the devnet's chopsticks chain (asset-hub-rococo): the
 * user's sr25519 account, a message signature @foyer/siwx-verify accepts, and a transfer payload
 * built as a dapp builds one (polkadot-api through the Polkadot.js signer interface) that the
 * server reads for the approval screen, signs, and that lands once submitted with
 * author_submitExtrinsic; what it refuses, in words, before signing anything.
 */
import { readSignerPayload, signedExtrinsic } from '@foyer/adapter-polkadot/transaction'
import { startPolkadotDevnet, type PolkadotDevnet } from '@foyer/devnet'
import { verifyPolkadotSignature } from '@foyer/siwx-verify'
import { encodeSs58Address, readSs58Address } from '@foyer/siwx-verify/ss58'
import { eq } from 'drizzle-orm'
import { randomBytes } from 'node:crypto'
import { Binary, createClient, type PolkadotClient } from 'polkadot-api'
import { getPolkadotSignerFromPjs, type SignerPayloadJSON } from 'polkadot-api/pjs-signer'
import { getWsProvider } from 'polkadot-api/ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { authUsers } from '../../src/auth/authUsersTable.ts'
import { polkadotChainConfigFromDevnet } from '../../src/index.ts'
import { request } from '../harness.ts'
import { call, logIn, newEmail, startAuthServer, type AuthServer, type SignedIn } from './authHarness.ts'

const ROC = 10n ** 12n
/** Polkadot's relay chain: a real chain this server does not serve. */
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
/** The host page's origin (the dev project allows it); only the frame's may call the wallet's RPC. */
const HOST_ORIGIN = 'http://127.0.0.1:5173'

let devnet: PolkadotDevnet
let server: AuthServer
let client: PolkadotClient
let alice: SignedIn
let aliceAddress: string

beforeAll(async () => {
  devnet = await startPolkadotDevnet()
  // Dev mode's funding gives each new wallet 10 ROC on the chain, as npm start does.
  server = await startAuthServer({ polkadotChains: [polkadotChainConfigFromDevnet(devnet)], auth: { devFundingPlanck: 10n * ROC } })
  client = createClient(getWsProvider(devnet.wsUrl, { websocketClass: WebSocket as unknown as typeof globalThis.WebSocket }))
  alice = await logIn(server, newEmail('polkadot'))
  aliceAddress = (await user(alice)).body.address
})
afterAll(async () => {
  client?.destroy()
  await server?.close()
  await devnet?.stop()
})

const chainId = () => devnet.caipNetworkId
const user = (who: SignedIn) => call(server, 'GET', `/user?chainId=${chainId()}`, { device: who.device, token: who.token })
const rpc = (method: string, params: unknown, options: { who?: SignedIn; chain?: string; origin?: string } = {}) => {
  const who = options.who ?? alice
  return call(server, 'POST', '/rpc', { device: who.device, token: who.token, body: { chainId: options.chain ?? chainId(), method, params }, ...(options.origin && { origin: options.origin }) })
}
const freshAddress = () => encodeSs58Address(randomBytes(32), devnet.ss58Prefix)
const api = () => client.getUnsafeApi()
const transferCall = (to: string, planck: bigint) => api().tx.Balances!.transfer_keep_alive!({ dest: { type: 'Id', value: to }, value: planck })
const freeOf = async (address: string): Promise<bigint> => ((await api().query.System!.Account!.getValue(address, { at: 'best' })) as { data: { free: bigint } }).data.free

/** Answers the node's JSON-RPC through the server's proxy, as a dapp would. */
async function node(method: string, params: unknown[]): Promise<unknown> {
  const answer = await request(server.baseUrl, `/v1/?chainId=${chainId()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  if (answer.body.error) throw new Error(`${method}: ${JSON.stringify(answer.body.error)}`)
  return answer.body.result
}

/**
 * A dapp's transaction as polkadot-api builds it for a Polkadot.js-style signer: the payload it asks
 * the wallet to sign, and the extrinsic it makes of the wallet's signature (none when the wallet refused).
 */
async function throughWallet(transaction: ReturnType<typeof transferCall>, sign: (payload: SignerPayloadJSON) => Promise<{ signature: string }>) {
  let payload: SignerPayloadJSON | undefined
  const signer = getPolkadotSignerFromPjs(
    aliceAddress,
    async (asked) => {
      payload = asked
      return sign(asked)
    },
    () => Promise.reject(new Error('no raw signatures here')),
  )
  const extrinsic = await transaction.sign(signer).then(
    (signed: Uint8Array | string) => (typeof signed === 'string' ? signed : `0x${Buffer.from(signed).toString('hex')}`),
    () => undefined,
  )
  return { payload: payload!, extrinsic }
}

/** The payload polkadot-api asks a wallet to sign for a transfer of Alice's, without signing it. */
async function transferPayload(to = freshAddress(), planck = ROC): Promise<SignerPayloadJSON> {
  return (await throughWallet(transferCall(to, planck), () => Promise.reject(new Error('not signed')))).payload
}

describe("the embedded wallet's Polkadot account", () => {
  it("is an sr25519 account written with the chain's SS58 prefix, kept in the user row with the generic prefix (42)", async () => {
    const read = readSs58Address(aliceAddress)
    expect('account' in read && read.account.prefix).toBe(devnet.ss58Prefix)
    expect((await user(alice)).body).toMatchObject({ address: aliceAddress, chainId: chainId() })
    const [row] = await server.app.database.db.select().from(authUsers).where(eq(authUsers.evmAddress, alice.user.address))
    expect(row!.namespaceAddresses['polkadot:sr25519']).toBe('account' in read && encodeSs58Address(read.account.publicKey, 42))
  })

  it('a new wallet holds the dev funding on the chain (npm start sets devFundingPlanck; never in production)', async () => {
    expect(await freeOf(aliceAddress)).toBe(10n * ROC)
  })

  it('polkadot_signMessage answers an sr25519 signature of the <Bytes>-wrapped text that @foyer/siwx-verify accepts, for that text only', async () => {
    const message = 'Sign in to Foyer\nNonce: 8c1f'
    const answer = await rpc('polkadot_signMessage', { address: aliceAddress, message })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(verifyPolkadotSignature(aliceAddress, message, answer.body.result.signature)).toBe('sr25519')
    expect(verifyPolkadotSignature(aliceAddress, `${message}!`, answer.body.result.signature)).toBeUndefined()
  })

  it('polkadot_describeTransaction reads a transfer as the approval screen shows it: the exact amount, the receiver on the chain’s prefix, the fee the node weighs', async () => {
    const to = freshAddress()
    const payload = await transferPayload(to, 1_234_567_890_123n)
    const answer = await rpc('polkadot_describeTransaction', [payload])
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.result).toMatchObject({
      chain: { name: devnet.name, symbol: 'ROC', decimals: 12, ss58Prefix: devnet.ss58Prefix },
      call: { kind: 'transfer', pallet: 'Balances', method: 'transfer_keep_alive', receiver: to, amount: '1234567890123' },
      tip: '0',
    })
    expect(answer.body.result.fee).toEqual({ planck: expect.stringMatching(/^[1-9]\d*$/) })
  })

  it('polkadot_signTransaction signs the payload; the extrinsic made of it, submitted with author_submitExtrinsic, lands: the receiver holds the amount, the sender paid the fee shown, exactly', async () => {
    const to = freshAddress()
    const planck = 2n * ROC + 345n
    const before = await freeOf(aliceAddress)
    let signature = ''
    const { payload, extrinsic } = await throughWallet(transferCall(to, planck), async (asked) => {
      const answer = await rpc('polkadot_signTransaction', { address: aliceAddress, transactionPayload: asked })
      if (answer.status !== 200) throw new Error(JSON.stringify(answer.body))
      signature = answer.body.result.signature
      return answer.body.result
    })
    // polkadot-api made the extrinsic of the signature; Foyer's own encoder makes the same bytes.
    expect(signature).toMatch(/^0x01[0-9a-f]{128}$/)
    expect(extrinsic).toBe(`0x${Buffer.from(signedExtrinsic(readSignerPayload(payload), signature as `0x${string}`)).toString('hex')}`)
    const shown = (await rpc('polkadot_describeTransaction', [payload])).body.result.fee.planck
    expect(await node('author_submitExtrinsic', [extrinsic])).toMatch(/^0x[0-9a-f]{64}$/)
    await expect.poll(() => freeOf(to), { timeout: 30_000, interval: 500 }).toBe(planck)
    expect(before - (await freeOf(aliceAddress))).toBe(planck + BigInt(shown))
  })
})

describe('what the Polkadot side refuses, in words, before signing anything', () => {
  it('the wallet RPC answers only its frame: the host page asking for a signature itself (no approval) is refused', async () => {
    const answer = await rpc('polkadot_signTransaction', { address: aliceAddress, transactionPayload: await transferPayload() }, { origin: HOST_ORIGIN })
    expect(answer.status).toBe(403)
    expect(answer.body.message).toMatch(/answers only the embedded wallet's frame/)
  })

  it('a payload of another chain (its genesis hash), or a request on a chain the server does not serve, is a 400 naming the chain', async () => {
    const payload = await transferPayload()
    const other = await rpc('polkadot_signTransaction', { transactionPayload: { ...payload, genesisHash: `0x${POLKADOT.slice(9)}${'00'.repeat(16)}` } })
    expect(other.status).toBe(400)
    expect(other.body.message).toMatch(/^body\.params\.transactionPayload\.genesisHash 0x91b171bb.* is not the genesis of .*the payload is another chain's/)
    const unserved = await rpc('polkadot_signTransaction', { transactionPayload: payload }, { chain: POLKADOT })
    expect(unserved).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^body\.chainId polkadot:91b171bb158e2d3848fa23a9f1c25182 is not served by this server/) } })
  })

  it("a payload or a message for another account is a 400 saying the wallet signs only for the user's", async () => {
    const stranger = devnet.accounts[1]!.address
    const payload = await transferPayload()
    expect((await rpc('polkadot_signTransaction', { transactionPayload: { ...payload, address: stranger } })).body.message).toMatch(
      /^body\.params\.transactionPayload\.address must be your account .*: this wallet signs only for it/,
    )
    expect((await rpc('polkadot_signMessage', { address: stranger, message: 'hi' })).body.message).toMatch(/^body\.params\.address must be your account/)
  })

  it('a payload that is no SignerPayloadJSON, for another runtime version, or whose call this runtime does not read, is refused; a call it reads but does not summarize is named', async () => {
    const payload = await transferPayload()
    const stale = await rpc('polkadot_signTransaction', { transactionPayload: { ...payload, specVersion: '0x00000001' } })
    expect(stale.body.message).toMatch(/was built for runtime spec 1 .*runs spec \d+ .*build it again$/)
    const garbage = await rpc('polkadot_signTransaction', { transactionPayload: { ...payload, method: '0x0aff0102' } })
    expect(garbage.body.message).toMatch(/^body\.params\.transactionPayload\.method is a call Foyer cannot read \(it starts as Balances\.\?\): /)
    const unread = await rpc('polkadot_signTransaction', { transactionPayload: { ...payload, era: 'forever' } })
    expect(unread.body.message).toBe('body.params.transactionPayload.era must be hex (0x…)')
    const remark = `0x${Buffer.from(await api().tx.System!.remark!({ remark: Binary.fromText('hello') }).getEncodedData()).toString('hex')}`
    const other = await rpc('polkadot_describeTransaction', [{ ...payload, method: remark }])
    expect(other.body.result.call).toEqual({ kind: 'other', pallet: 'System', method: 'remark' })
  })
})
