/**
 * The history's `onramp` parameter beside the activity indexer, on PGlite and PostgreSQL: a purchase
 * the chain has recorded and the provider reports too is listed once, as the indexer saw it.
 */
import { startDevnet, type Devnet } from '@foyer/devnet'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startedWithin } from '../../../../scripts/testing/fixtureTime.ts'
import { chainConfigFromDevnet, type OnrampStandIns } from '../../src/index.ts'
import { describeOnEachDatabase, type FreshDatabase } from '../db/testDatabases.ts'
import { request, startServer, type RunningServer } from '../harness.ts'
import { pay, post, startStandInsOnDevnet } from './onrampFixtures.ts'

/** A buyer per database, so each server's indexer (which reads the one chain from its start) sees only its own purchase under it. */
const BUYER_INDEX = { PGlite: 3, PostgreSQL: 5 } as const

let devnet: Devnet
let standIns: OnrampStandIns

beforeAll(async () => {
  devnet = await startedWithin('the devnet', startDevnet())
  standIns = await startedWithin('the onramp stand-ins', startStandInsOnDevnet(devnet))
})
afterAll(async () => {
  await standIns?.close()
  await devnet?.stop()
})

describeOnEachDatabase('a purchase the indexer has recorded', (kind) => {
  let fresh: FreshDatabase | undefined
  let server: RunningServer | undefined
  beforeAll(async () => {
    fresh = await kind.fresh()
    server = await startServer({ chains: devnet.chains.map(chainConfigFromDevnet), database: fresh.config, activity: { pollIntervalMs: 50 }, onramp: standIns.settings })
  })
  afterAll(async () => {
    await server?.close()
    await fresh?.drop()
  })

  it('is listed once with onramp=coinbase, not again from the provider, and also without the parameter', async () => {
    const buyer = devnet.accounts[BUYER_INDEX[kind.name]]!.address
    const made = await request(
      server!.baseUrl,
      ...post('/v1/generators/onrampurl', { destinationWallets: [{ address: buyer, blockchains: ['foyer-devnet'], assets: ['USDC'] }], partnerUserId: buyer, presetFiatAmount: 25 }),
    )
    expect(made.status).toBe(200)
    const paid = await pay(made.body.url)
    expect(paid.status, paid.html).toBe(200)
    const hash = /Transaction (0x[0-9a-f]{64})/.exec(paid.html)![1]!
    const id = `eip155:31337:${hash}`

    // The indexer records the transfer into the database; until then only the provider knows of it.
    const indexed = async () => ((await request(server!.baseUrl, `/v1/account/${buyer}/history`)).body.data as { id: string }[]).map((transaction) => transaction.id)
    await expect.poll(indexed, { timeout: 20_000 }).toContain(id)

    const withPurchases = (await request(server!.baseUrl, `/v1/account/${buyer}/history?onramp=coinbase`)).body.data as { id: string }[]
    expect(withPurchases.filter((transaction) => transaction.id.toLowerCase() === id.toLowerCase())).toHaveLength(1)
    expect(withPurchases.map((transaction) => transaction.id)).toEqual(await indexed())
  })
})
