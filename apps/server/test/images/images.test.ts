import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registryWallets } from '@foyer/core/wallets'
import { request, startServerOnDevnet, type RunningServer } from '../harness.ts'

let server: RunningServer
beforeAll(async () => {
  server = await startServerOnDevnet()
})
afterAll(() => server?.close())

describe('GET /getWalletImage/:id', () => {
  it('serves every listed wallet an SVG (image/svg+xml) that is cacheable', async () => {
    for (const wallet of registryWallets) {
      const response = await request(server.baseUrl, `/getWalletImage/${wallet.id}`)
      expect(response.status, wallet.id).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    }
  })

  it('draws an original mark on the wallet colour: no letters, nothing embedded or linked', async () => {
    const { body, headers } = await request(server.baseUrl, '/getWalletImage/metamask')
    expect(body).toContain('aria-label="MetaMask"')
    expect(body).toContain('stop-color="#F6851B"')
    expect(body).not.toMatch(/<text|<image|href=|<script|data:/)
    expect(headers.get('content-security-policy')).toContain("default-src 'none'")
  })

  it('gives wallets different marks, so neighbouring rows are told apart by more than colour', async () => {
    const marks = new Set<string>()
    for (const id of ['metamask', 'trust', 'coinbase', 'rainbow', 'rabby', 'phantom']) {
      const { body } = await request(server.baseUrl, `/getWalletImage/${id}`)
      marks.add((body as string).replace(/<title>.*<\/title>|aria-label="[^"]*"|id="[^"]*"|url\(#[^)]*\)|stop-color="[^"]*"|#[0-9a-fA-F]{6}/g, ''))
    }
    expect(marks.size).toBe(6)
  })

  it('answers 304 when the ETag is still current', async () => {
    const first = await request(server.baseUrl, '/getWalletImage/rainbow')
    const etag = first.headers.get('etag')!
    expect(etag).toMatch(/^".+"$/)
    const again = await request(server.baseUrl, '/getWalletImage/rainbow', { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  it('answers 404 JSON for an unknown id', async () => {
    const response = await request(server.baseUrl, '/getWalletImage/no-such-wallet')
    expect(response).toMatchObject({
      status: 404,
      body: { error: 'Not Found', message: 'There is no wallet image with id "no-such-wallet"' },
    })
  })
})

describe('GET /public/getTokenImage/:symbol', () => {
  it('serves a round SVG for each configured symbol, matched case-insensitively', async () => {
    for (const symbol of ['ETH', 'USDC', 'dai', 'ZERO']) {
      const response = await request(server.baseUrl, `/public/getTokenImage/${symbol}`)
      expect(response.status, symbol).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
      expect(response.body).toContain(`>${symbol.toUpperCase()}</text>`)
    }
  })

  it('answers 404 JSON for a symbol no configured chain has', async () => {
    const response = await request(server.baseUrl, '/public/getTokenImage/DOGE')
    expect(response).toMatchObject({ status: 404, body: { error: 'Not Found', message: 'There is no token image for symbol "DOGE"' } })
  })
})
