import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWalletRegistrySource } from '../../src/registry/walletRegistrySource.ts'
import type { RegistryEntry } from '../../src/registry/walletListing.ts'
import { startRegistryStandIn, upstreamListing, type RegistryStandIn } from './registryStandIn.ts'

const LIMITS = { timeoutMs: 500, maxPageBytes: 200_000, maxWallets: 5000 }
const entry = (id: string, rdns?: string): RegistryEntry => ({ id, name: id, chains: ['eip155:1'], ...(rdns && { rdns }) })
const ids = (entries: readonly RegistryEntry[]) => entries.map((e) => e.id)

let standIn: RegistryStandIn
let listed: unknown[] | 'down' = []
beforeAll(async () => {
  standIn = await startRegistryStandIn()
  standIn.answer('/getWallets', () => (listed === 'down' ? { status: 502 } : { type: 'application/json', body: JSON.stringify({ count: listed.length, data: listed }) }))
})
afterAll(() => standIn?.close())

describe('the listings a server serves', () => {
  it('puts the file’s wallets first, then the upstream’s that are not the same wallet by id or rdns, and the reference wallet before all', async () => {
    listed = [upstreamListing('mine'), upstreamListing('twin', { rdns: 'example.mine' }), upstreamListing('theirs')]
    const source = createWalletRegistrySource({
      local: [entry('mine', 'example.mine')],
      fileEntries: [entry('mine', 'example.mine')],
      upstream: { url: standIn.origin, refreshMs: 60_000, limits: LIMITS },
      leading: entry('foyer-wallet'),
      warn: () => undefined,
    })
    expect(ids(source.entries())).toEqual(['foyer-wallet', 'mine'])
    await source.start()
    source.close()
    expect(ids(source.entries())).toEqual(['foyer-wallet', 'mine', 'theirs'])
    expect(source.byId('theirs')?.image).toEqual({ kind: 'url', url: `${standIn.origin}/getWalletImage/img-theirs` })
  })

  it('reads the upstream again on its schedule, keeping the last good list through a failed read', async () => {
    listed = [upstreamListing('first')]
    const warnings: string[] = []
    const source = createWalletRegistrySource({ local: [entry('built-in')], upstream: { url: standIn.origin, refreshMs: 20, limits: LIMITS }, warn: (message) => warnings.push(message) })
    try {
      await source.start()
      expect(ids(source.entries())).toEqual(['first'])
      listed = 'down'
      const asked = standIn.count('/getWallets')
      await until(() => standIn.count('/getWallets') > asked && warnings.length > 0)
      expect(ids(source.entries())).toEqual(['first'])
      expect(warnings[0]).toMatch(/^The upstream wallet registry could not be read: page 1 answered HTTP 502/)
      listed = [upstreamListing('second')]
      await until(() => source.byId('second') !== undefined)
      expect(ids(source.entries())).toEqual(['second'])
    } finally {
      source.close()
    }
  })

  it('stops reading once closed', async () => {
    listed = [upstreamListing('x')]
    const source = createWalletRegistrySource({ local: [], upstream: { url: standIn.origin, refreshMs: 10, limits: LIMITS }, warn: () => undefined })
    await source.start()
    source.close()
    const asked = standIn.count('/getWallets')
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(standIn.count('/getWallets')).toBe(asked)
  })
})

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5))
}
