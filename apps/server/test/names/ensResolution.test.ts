/**
 * The zone's names through ENS, as any client sees them: a plain viem client on the devnet asks the
 * devnet's universal resolver, which finds the offchain resolver anchored at the zone, whose
 * OffchainLookup viem follows to the server's gateway; the signed answer goes back on chain.
 */
import { connectDevEnsToGateway, DEV_NAMES_GATEWAY_KEY, DEV_NAMES_GATEWAY_SIGNER } from '@foyer/devnet'
import { BaseError, ContractFunctionRevertedError, createPublicClient, decodeErrorResult, http, parseAbi, toCoinType, type Hex, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainConfigFromDevnet } from '../../src/index.ts'
import { NAMES_GATEWAY_PATH } from '../../src/identity/names/namesGatewayRoute.ts'
import { request, startServer, startServerOnDevnet, type RunningServer } from '../harness.ts'
import { signedRegistration } from './nameRegistration.ts'

const ZONE = 'foyer.id'
let server: Awaited<ReturnType<typeof startServerOnDevnet>>
let client: PublicClient
let universalResolverAddress: Hex
const alice = privateKeyToAccount(generatePrivateKey())
const nameless = privateKeyToAccount(generatePrivateKey())
const label = `alice${process.pid}`
const attributes = { avatar: 'https://images.example/alice.png', description: 'Alice of the devnet' }

/** Points the devnet's resolver at a server's gateway, trusting the devnet's dev key. */
const pointResolverAt = (baseUrl: string) => connectDevEnsToGateway(server.devnet, { urls: [`${baseUrl}${NAMES_GATEWAY_PATH}`], zone: ZONE, signer: DEV_NAMES_GATEWAY_SIGNER })

/**
 * One step of the set-up, bounded: a step that hangs fails the hook naming itself, before the hook's
 * own timeout would fail it saying nothing (a CI run once spent the whole minute somewhere here).
 */
async function step<T>(label: string, run: () => Promise<T>, ms = 40_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`set-up step "${label}" did not finish within ${ms / 1000} s`)), ms)
  })
  try {
    return await Promise.race([run(), late])
  } finally {
    clearTimeout(timer)
  }
}

beforeAll(async () => {
  server = await step('start a devnet and a server on it', () => startServerOnDevnet({ namesGatewayKey: DEV_NAMES_GATEWAY_KEY }))
  await step("point the devnet's resolver at the server's gateway", () => pointResolverAt(server.baseUrl))
  universalResolverAddress = server.devnet.ens.universalResolver
  client = createPublicClient({ transport: http(server.devnet.chains[0]!.rpcUrl) })
  const registered = await step('register the name', async () =>
    request(server.baseUrl, '/v1/profile/account', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await signedRegistration(alice, `${label}.${ZONE}`, { attributes })),
    }),
  )
  expect(registered.status).toBe(200)
  // A devnet and a server start here: on a busy machine that takes longer than a plain hook may.
}, 90_000)
afterAll(() => server?.close())

describe('a name of the zone, resolved by a plain ENS client (viem) through the devnet universal resolver', () => {
  it('getEnsAddress answers the registered address, for Ethereum and for another EVM chain (ENSIP-11)', async () => {
    expect(await client.getEnsAddress({ name: `${label}.${ZONE}`, universalResolverAddress })).toBe(alice.address)
    // A coin type's address is the record's bytes, which viem answers as they are (lowercase hex).
    expect(await client.getEnsAddress({ name: `${label}.${ZONE}`, coinType: toCoinType(31338), universalResolverAddress })).toBe(alice.address.toLowerCase())
  })

  it('getEnsText answers the attributes the registration signed, and null for a key it has not', async () => {
    expect(await client.getEnsText({ name: `${label}.${ZONE}`, key: 'avatar', universalResolverAddress })).toBe(attributes.avatar)
    expect(await client.getEnsText({ name: `${label}.${ZONE}`, key: 'description', universalResolverAddress })).toBe(attributes.description)
    expect(await client.getEnsText({ name: `${label}.${ZONE}`, key: 'com.twitter', universalResolverAddress })).toBeNull()
  })

  it('getEnsName answers the primary name of the address (reverse, checked forward by the universal resolver)', async () => {
    expect(await client.getEnsName({ address: alice.address, universalResolverAddress })).toBe(`${label}.${ZONE}`)
  })

  it('an unregistered name and an address without a name answer null', async () => {
    expect(await client.getEnsAddress({ name: `nobody${process.pid}.${ZONE}`, universalResolverAddress })).toBeNull()
    expect(await client.getEnsText({ name: `nobody${process.pid}.${ZONE}`, key: 'avatar', universalResolverAddress })).toBeNull()
    expect(await client.getEnsName({ address: nameless.address, universalResolverAddress })).toBeNull()
  })

  it('a name outside any anchored zone has no resolver: null', async () => {
    expect(await client.getEnsAddress({ name: `${label}.elsewhere.eth`, universalResolverAddress })).toBeNull()
  })
})

describe("the server's names gateway", () => {
  const wrongKey = generatePrivateKey()
  let keyless: RunningServer
  let impostor: RunningServer
  beforeAll(async () => {
    const chains = server.devnet.chains.map(chainConfigFromDevnet)
    ;[keyless, impostor] = await Promise.all([startServer({ chains }), startServer({ chains, namesGatewayKey: wrongKey })])
  })
  afterAll(() => Promise.all([keyless?.close(), impostor?.close()]))

  it('refuses a call that is not an ENSIP-10 resolve(name, data), saying so', async () => {
    const answer = await request(server.baseUrl, NAMES_GATEWAY_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sender: server.devnet.ens.offchainResolver, data: '0x12345678' }),
    })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/^body\.data: data must be an ENSIP-10 resolve/)
  })

  it('runs only with a gateway key: without one it answers 404, saying which setting is missing', async () => {
    const answer = await request(keyless.baseUrl, NAMES_GATEWAY_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sender: server.devnet.ens.offchainResolver, data: '0x' }),
    })
    expect(answer.status).toBe(404)
    expect(answer.body.message).toMatch(/FOYER_NAMES_GATEWAY_KEY is not set/)
  })

  it('an answer signed by a key the resolver does not trust is refused on chain: null, or with strict the resolver’s error naming the signer', async () => {
    try {
      await pointResolverAt(impostor.baseUrl)
      expect(await client.getEnsAddress({ name: `${label}.${ZONE}`, universalResolverAddress })).toBeNull()
      const refusal = await client.getEnsAddress({ name: `${label}.${ZONE}`, universalResolverAddress, strict: true }).then(
        () => undefined,
        (error: unknown) => error,
      )
      const reverted = refusal instanceof BaseError ? refusal.walk((cause) => cause instanceof ContractFunctionRevertedError) : undefined
      expect(reverted).toBeInstanceOf(ContractFunctionRevertedError)
      const { errorName, args } = (reverted as ContractFunctionRevertedError).data!
      expect(errorName).toBe('ResolverError')
      const resolverError = decodeErrorResult({ abi: parseAbi(['error GatewaySignatureInvalid(address signer)']), data: args![0] as Hex })
      expect(resolverError).toEqual({ abiItem: expect.anything(), errorName: 'GatewaySignatureInvalid', args: [privateKeyToAddress(wrongKey)] })
    } finally {
      await pointResolverAt(server.baseUrl)
    }
    expect(await client.getEnsAddress({ name: `${label}.${ZONE}`, universalResolverAddress })).toBe(alice.address)
  })
})
