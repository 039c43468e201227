import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ccipGatewayRequest, GatewayRefusedError } from '../../src/outbound/ccipGatewayRequest.ts'
import { startHitCounter } from '../identity/hitCounter.ts'

const SENDER = '0x00000000000000000000000000000000000000cc' as const
let gateway: Awaited<ReturnType<typeof startHitCounter>>
beforeAll(async () => {
  gateway = await startHitCounter({ type: 'application/json', body: JSON.stringify({ data: '0xc0ffee' }) })
})
afterAll(() => gateway.close())

describe('CCIP-read gateway requests go through the outbound policy', () => {
  it('refuses a gateway on a private address without connecting to it', async () => {
    const request = ccipGatewayRequest({ allowPrivateHosts: false })
    await expect(request({ data: '0x1234', sender: SENDER, urls: [`${gateway.origin}/{sender}/{data}.json`, `${gateway.origin}/lookup`] })).rejects.toBeInstanceOf(GatewayRefusedError)
    expect(gateway.hits()).toBe(0)
  })

  it("asks the server's own gateway, trusted by its exact configured URL, and nothing else on that host", async () => {
    const ownGateway = `${gateway.origin}/v1/names/gateway`
    const request = ccipGatewayRequest({ allowPrivateHosts: false, trusted: (url) => url.href === ownGateway })
    expect(await request({ data: '0x1234', sender: SENDER, urls: [ownGateway] })).toBe('0xc0ffee')
    expect(gateway.hits()).toBe(1)
    await expect(request({ data: '0x1234', sender: SENDER, urls: [`${gateway.origin}/v1/names/gateway/../../admin`, `${gateway.origin}/other`] })).rejects.toBeInstanceOf(GatewayRefusedError)
    expect(gateway.hits()).toBe(1)
  })

  it('fills in {sender} and {data} for a GET gateway, and POSTs both to one without {data} (EIP-3668)', async () => {
    const seen: string[] = []
    const request = ccipGatewayRequest({ allowPrivateHosts: false, trusted: (url) => (seen.push(url.href), url.origin === gateway.origin) })
    expect(await request({ data: '0xABCD', sender: SENDER, urls: [`${gateway.origin}/{sender}/{data}.json`] })).toBe('0xc0ffee')
    expect(seen).toContain(`${gateway.origin}/${SENDER}/0xabcd.json`)
  })
})
