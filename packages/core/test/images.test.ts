import { describe, expect, it } from 'vitest'
import { createHttpClient } from '../src/api/http.ts'
import { currencyImageUrl, networkImageUrl } from '../src/images.ts'
import { mainnet } from './fixtures/networks.ts'

const server = { http: createHttpClient('https://api.shop.example', { projectId: 'p1' }) } as never

describe('network and currency images (spec §7)', () => {
  it("a network's own imageUrl comes first; else, with a server, the server's image of its imageId; else none (the initial is drawn)", () => {
    expect(networkImageUrl({ server }, { ...mainnet, assets: { imageUrl: 'https://cdn.example/eth.svg', imageId: 'eip155-1' } })).toBe('https://cdn.example/eth.svg')
    expect(networkImageUrl({ server }, { ...mainnet, assets: { imageId: 'eip155 1/x' } })).toBe('https://api.shop.example/public/getAssetImage/eip155%201%2Fx?projectId=p1')
    expect(networkImageUrl({ server: undefined }, { ...mainnet, assets: { imageId: 'eip155-1' } })).toBeUndefined()
    expect(networkImageUrl({ server }, { ...mainnet, assets: undefined })).toBeUndefined()
  })

  it("a currency's image is the server's, by its code in lower case; none without a server", () => {
    expect(currencyImageUrl({ server }, 'EUR')).toBe('https://api.shop.example/public/getCurrencyImage/eur?projectId=p1')
    expect(currencyImageUrl({ server: undefined }, 'EUR')).toBeUndefined()
  })
})
