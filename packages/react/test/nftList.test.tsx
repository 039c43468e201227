// @vitest-environment happy-dom
import { evmNetwork } from '@foyer/adapter-evm'
import { mockAdapter, mockConnector } from '@foyer/core/testing'
import type { AccountNft } from '@foyer/core/internal'
import { act, createElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import AccountView from '../src/views/Account/AccountView.tsx'
import { api, button, mount } from './viewHarness.ts'
import { createFoyerInstance } from './foyerInstance.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function nft(overrides: Partial<AccountNft>): AccountNft {
  return {
    chainId: 'eip155:1',
    contract: '0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A',
    tokenId: '1',
    standard: 'erc721',
    amount: '1',
    name: 'Sunrise Over the Foyer',
    collection: { name: 'Foyer Sketches' },
    imageUrl: `${api.url}/public/nftImage/eip155:1/0x95bd8d42f30351685e96c62eddc0d0613bf9a87a/1`,
    isSpam: false,
    ...overrides,
  }
}

async function nftsTab(answer: (path: string) => { status: number; body: unknown }) {
  const wallet = mockConnector({ addresses: [ADDRESS], chainId: 1 })
  const foyer = createFoyerInstance({
    projectId: 'nfts',
    apiUrl: api.url,
    networks: [evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: api.url })],
    adapters: [mockAdapter('eip155', [wallet])],
    features: { email: false, socials: false, analytics: false },
    devMode: false,
  })
  await act(() => foyer.client.connect(wallet))
  const asked: string[] = []
  api.answer = (path) => {
    asked.push(path)
    return path.endsWith('/nfts') ? answer(path) : { status: 503, body: {} }
  }
  const view = await mount(foyer, createElement(AccountView, { data: undefined }))
  await act(async () => button(view.container, 'NFTs')!.click())
  return { view, asked }
}

afterEach(() => {
  api.answer = () => ({ status: 503, body: { message: 'away' } })
})

describe('the NFTs tab', () => {
  it("asks for the account's NFTs when it opens and shows each with its picture, name and collection; a spam one never", async () => {
    const answer = {
      nfts: [
        nft({}),
        nft({ tokenId: '7', standard: 'erc1155', amount: '2', name: 'Early Visitor Badge', collection: { name: 'Foyer Badges' }, imageUrl: null }),
        nft({ tokenId: '9', name: '$5000 Reward Voucher', collection: { name: 'Claim $5000 reward at bonus.example' }, isSpam: true }),
      ],
    }
    const { view, asked } = await nftsTab(() => ({ status: 200, body: answer }))
    await view.until(() => expect(view.container.querySelectorAll('[data-testid=nft]')).toHaveLength(2))
    expect(asked.filter((path) => path.endsWith('/nfts'))).toEqual([`/v1/account/${ADDRESS}/nfts`])
    const list = view.container.querySelector('ul[aria-label=NFTs]')!
    const tiles = [...list.querySelectorAll('[data-testid=nft]')].map((tile) => ({
      image: tile.querySelector('img')?.getAttribute('src') ?? null,
      text: [...tile.querySelectorAll('.foyer-nft-name, .foyer-nft-collection, .foyer-nft-count')].map((part) => part.textContent),
    }))
    expect(tiles).toEqual([
      { image: answer.nfts[0]!.imageUrl, text: ['Sunrise Over the Foyer', 'Foyer Sketches'] },
      { image: null, text: ['2 held', 'Early Visitor Badge', 'Foyer Badges'] },
    ])
    expect(view.container.textContent).not.toContain('Reward Voucher')
  })

  it('when loading failed says so in words and offers Try again, which loads again', async () => {
    let fail = true
    const { view, asked } = await nftsTab(() => (fail ? { status: 503, body: { message: 'away' } } : { status: 200, body: { nfts: [nft({})] } }))
    await view.until(() => expect(view.container.querySelector('[data-testid=nfts-empty] strong')?.textContent).toBe('NFTs unavailable'))
    expect(view.container.querySelector('[data-testid=nfts-empty] p')?.textContent).toBe('Your NFTs could not be loaded. Check your connection and try again.')
    fail = false
    await act(async () => button(view.container, 'Try again')!.click())
    await view.until(() => expect(view.container.querySelector('.foyer-nft-name')?.textContent).toBe('Sunrise Over the Foyer'))
    expect(asked.filter((path) => path.endsWith('/nfts')).length).toBeGreaterThanOrEqual(2)
  })
})
