import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registryWallets } from '@foyer/core/wallets'
import { request, startServerOnDevnet } from '../harness.ts'

let server: Awaited<ReturnType<typeof startServerOnDevnet>>
beforeAll(async () => {
  server = await startServerOnDevnet({ referenceWalletUrl: 'http://127.0.0.1:5174/' })
})
afterAll(() => server?.close())

describe('a configured reference wallet', () => {
  it('is listed first, as a web wallet on the chains the server serves', async () => {
    const response = await request(server.baseUrl, '/getWallets')
    const body = response.body as { count: number; data: { id: string; webapp_link: string | null; chains: string[] }[] }
    expect(body.count).toBe(registryWallets.length + 1)
    expect(body.data[0]).toMatchObject({ id: 'foyer-wallet', webapp_link: 'http://127.0.0.1:5174/', chains: server.devnet.chains.map((c) => `eip155:${c.chainId}`) })
  })

  it('has an image like every registry wallet', async () => {
    const response = await fetch(`${server.baseUrl}/getWalletImage/foyer-wallet`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/svg/)
  })

  it('is refused when it is not an http(s) URL, naming the setting', async () => {
    const { buildServer } = await import('../../src/buildServer.ts')
    await expect(buildServer({ host: '127.0.0.1', port: 0, chains: [], referenceWalletUrl: 'ftp://wallet' } as never)).rejects.toThrow(/referenceWalletUrl/)
  })
})
