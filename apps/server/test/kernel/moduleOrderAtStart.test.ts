import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ServerConfig } from '../../src/serverConfig.ts'

// No chain needs to answer: the server is only started and closed.
const config: ServerConfig = {
  host: '127.0.0.1',
  port: 0,
  logLevel: 'silent',
  chains: [{ caipNetworkId: 'eip155:31337', name: 'Foyer Devnet', rpcUrl: 'http://127.0.0.1:9', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, testnet: false, tokens: [] }],
  activity: { indexer: false },
}

/** buildServer with src/modules.ts's list as `reorder` leaves it, loaded afresh. */
async function buildServerWithModules(reorder: (modules: readonly { name: string }[]) => readonly { name: string }[]) {
  vi.resetModules()
  vi.doMock('../../src/modules.ts', async (importOriginal) => {
    const original = await importOriginal<typeof import('../../src/modules.ts')>()
    return { serverModules: reorder(original.serverModules) }
  })
  const { buildServer } = await import('../../src/buildServer.ts')
  return buildServer(config)
}

describe('buildServer and the modules order', () => {
  afterEach(() => {
    vi.doUnmock('../../src/modules.ts')
  })

  it('refuses to start when a module comes before the one that provides what it needs', async () => {
    const activityFirst = (modules: readonly { name: string }[]) => [...modules.filter((module) => module.name === 'activity'), ...modules.filter((module) => module.name !== 'activity')]
    await expect(buildServerWithModules(activityFirst)).rejects.toThrow('Server module "activity" needs "prices", which module "prices" provides only after it')
  })

  it('refuses to start when no module provides what one needs', async () => {
    const withoutOnramp = (modules: readonly { name: string }[]) => modules.filter((module) => module.name !== 'onramp')
    await expect(buildServerWithModules(withoutOnramp)).rejects.toThrow('Server module "activity" needs "onrampHistory", which no module provides')
  })

  it('starts with the modules in their order', async () => {
    const app = await buildServerWithModules((modules) => modules)
    await app.close()
  })
})
