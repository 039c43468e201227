import { startDevnet } from '@foyer/devnet'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { chainConfigFromDevnet } from '../../src/index.ts'
import { UNREAD_CHAIN } from '../unreadChain.ts'
import { request, startServer } from '../harness.ts'
import { APPROVING_WALLET_CODE, REFUSING_WALLET_CODE, smartAccount, someSignature } from '../siwx/smartAccounts.ts'
import { registrationMessage, signedRegistration } from './nameRegistration.ts'

/**
 * A name registered by a smart account (EIP-1271): its contract is asked, through viem's
 * verifyMessage on the chain its coin type names (ENSIP-11: 0x80000000 | chainId), whether the
 * signature is its own; a node that does not answer is an outage (503), never "bad signature".
 */
const devnet = await startDevnet()
const server = await startServer({ chains: devnet.chains.map(chainConfigFromDevnet) })
afterAll(async () => {
  await server.close()
  await devnet.stop()
})

const DEVNET_COIN_TYPE = (0x80000000 | 31337) >>> 0
const post = (baseUrl: string, body: unknown) => request(baseUrl, '/v1/profile/account', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
let labels = 0
const freshLabel = (stem: string) => `${stem}${process.pid}x${++labels}`

/** A registration of `<label>.foyer.id` by a contract account: any signature, its contract decides. */
async function smartRegistration(address: `0x${string}`, label: string, coinType = DEVNET_COIN_TYPE) {
  return { coin_type: coinType, address, message: registrationMessage(`${label}.foyer.id`, { coinType }), signature: await someSignature() }
}

describe('names registered by a smart account (EIP-1271)', () => {
  it('a contract that approves the signature registers the name on its coin type’s chain; the profile answers it', async () => {
    const address = await smartAccount(devnet.chains[0]!.rpcUrl, APPROVING_WALLET_CODE)
    const label = freshLabel('smart')
    const registered = await post(server.baseUrl, await smartRegistration(address, label))
    expect(registered.status, JSON.stringify(registered.body)).toBe(200)
    expect(registered.body).toMatchObject({ name: `${label}.foyer.id`, addresses: { [String(DEVNET_COIN_TYPE)]: { address } } })
    expect((await request(server.baseUrl, `/v1/profile/reverse/${address}`)).body).toEqual([registered.body])
  })

  it('a contract that refuses is a 400: the signature is not the account’s', async () => {
    const address = await smartAccount(devnet.chains[0]!.rpcUrl, REFUSING_WALLET_CODE)
    const refused = await post(server.baseUrl, await smartRegistration(address, freshLabel('refused')))
    expect(refused).toMatchObject({ status: 400, body: { message: expect.stringContaining(`the signature is not ${address}'s signature of the message`) } })
  })

  it('a coin type whose chain the server does not serve cannot vouch for a contract: a 400 that says which chain', async () => {
    const address = await smartAccount(devnet.chains[0]!.rpcUrl, APPROVING_WALLET_CODE)
    const refused = await post(server.baseUrl, await smartRegistration(address, freshLabel('mainnet'), 60))
    expect(refused).toMatchObject({ status: 400, body: { message: expect.stringContaining('eip155:1, which this server does not serve') } })
  })

  it('a key’s own signature still needs no chain (EOA)', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    expect((await post(server.baseUrl, await signedRegistration(account, `${freshLabel('key')}.foyer.id`, { coin_type: DEVNET_COIN_TYPE }))).status).toBe(200)
  })

  it('when the chain’s node does not answer, a signature that is not the key’s is a 503 (it could be a smart account’s); a key’s own still registers', async () => {
    const offline = await startServer({ chains: [UNREAD_CHAIN] })
    try {
      const account = privateKeyToAccount(generatePrivateKey())
      const label = freshLabel('offline')
      const unjudged = await post(offline.baseUrl, { ...(await signedRegistration(account, `${label}.foyer.id`, { coin_type: DEVNET_COIN_TYPE })), signature: await someSignature() })
      expect(unjudged).toMatchObject({ status: 503, body: { message: expect.stringContaining("eip155:31337's node does not answer") } })
      expect((await post(offline.baseUrl, await signedRegistration(account, `${label}.foyer.id`, { coin_type: DEVNET_COIN_TYPE }))).status).toBe(200)
    } finally {
      await offline.close()
    }
  })
})

describe('the zone', () => {
  it('GET /v1/profile/zone answers the zone names are registered in (the suffix after a label)', async () => {
    expect(await request(server.baseUrl, '/v1/profile/zone')).toMatchObject({ status: 200, body: { zone: 'foyer.id' } })
  })
})
