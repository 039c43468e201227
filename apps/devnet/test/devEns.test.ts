import { createPublicClient, http, namehash, parseAbi, type Abi, type PublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensRegistryArtifact, offchainResolverArtifact, universalResolverArtifact } from '../src/contracts/artifacts.ts'
import { connectDevEnsToGateway, DEV_NAMES_GATEWAY_SIGNER, DEV_NAMES_ZONE, startDevnet, type Devnet } from '../src/index.ts'

let devnet: Devnet
let client: PublicClient

beforeAll(async () => {
  devnet = await startDevnet()
  client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) })
})
afterAll(() => devnet?.stop())

/** `function name(types) returns (types)` / `error Name(types)`: what a caller's ABI must agree on. */
const signatures = (abi: Abi) =>
  abi.flatMap((item) =>
    item.type === 'function' || item.type === 'error'
      ? [`${item.type} ${item.name}(${item.inputs.map((input) => input.type).join(',')})${item.type === 'function' ? ` returns (${item.outputs.map((output) => output.type).join(',')})` : ''}`]
      : [],
  )
const registryResolver = (name: string) => client.readContract({ address: devnet.ens.registry, abi: ensRegistryArtifact.abi, functionName: 'resolver', args: [namehash(name)] })
const resolverRead = (functionName: 'urls' | 'isSigner', args: readonly unknown[] = []) =>
  client.readContract({ address: devnet.ens.offchainResolver, abi: offchainResolverArtifact.abi, functionName, args })

describe("the devnet's ENS", () => {
  it('is deployed on the first chain by dev account 7 at fixed addresses', () => {
    expect(devnet.ens).toEqual({
      chainId: 31337,
      registry: '0xef11D1c2aA48826D4c41e54ab82D1Ff5Ad8A64Ca',
      offchainResolver: '0x39dD11C243Ac4Ac250980FA3AEa016f73C509f37',
      universalResolver: '0x76ca03a67C049477FfB09694dFeF00416dB69746',
      zone: DEV_NAMES_ZONE,
      gatewaySigner: DEV_NAMES_GATEWAY_SIGNER,
    })
  })

  it('anchors the names zone and the reverse names at the offchain resolver, which the universal resolver finds through the registry', async () => {
    for (const name of [DEV_NAMES_ZONE, 'addr.reverse', 'reverse']) expect(await registryResolver(name), name).toBe(devnet.ens.offchainResolver)
    expect(await registryResolver('eth')).toBe('0x0000000000000000000000000000000000000000')
    expect(await client.readContract({ address: devnet.ens.universalResolver, abi: universalResolverArtifact.abi, functionName: 'registry' })).toBe(devnet.ens.registry)
  })

  it('the resolver trusts the dev gateway key and has no gateway until a server is connected; connecting sets its URLs, trusts the signer and anchors the zone', async () => {
    expect(await resolverRead('isSigner', [DEV_NAMES_GATEWAY_SIGNER])).toBe(true)
    expect(await resolverRead('urls')).toEqual([])
    const signer = '0x000000000000000000000000000000000000dEaD'
    await connectDevEnsToGateway(devnet, { urls: ['http://127.0.0.1:4400/v1/names/gateway'], zone: 'names.example', signer })
    expect(await resolverRead('urls')).toEqual(['http://127.0.0.1:4400/v1/names/gateway'])
    expect(await resolverRead('isSigner', [signer])).toBe(true)
    expect(await registryResolver('names.example')).toBe(devnet.ens.offchainResolver)
  })

  it("the universal resolver declares viem's resolveWithGateways and reverseWithGateways, and the errors viem reads as no name", () => {
    // As viem 2.57 declares them (constants/abis.ts: universalResolverResolveAbi, universalResolverReverseAbi).
    const expected = parseAbi([
      'function resolveWithGateways(bytes name, bytes data, string[] gateways) view returns (bytes, address)',
      'function reverseWithGateways(bytes reverseName, uint256 coinType, string[] gateways) view returns (string, address, address)',
      'error ResolverNotFound(bytes name)',
      'error ResolverNotContract(bytes name, address resolver)',
      'error ResolverError(bytes errorData)',
      'error ReverseAddressMismatch(string primary, bytes primaryAddress)',
      'error HttpError(uint16 status, string message)',
      'error DNSDecodingFailed(bytes dns)',
      'error DNSEncodingFailed(string ens)',
      'error InvalidBatchGatewayResponse()',
      'error OffchainLookup(address sender, string[] urls, bytes callData, bytes4 callbackFunction, bytes extraData)',
    ])
    const ours = new Set(signatures(universalResolverArtifact.abi))
    for (const signature of signatures(expected)) expect(ours, signature).toContain(signature)
  })
})
