// @vitest-environment happy-dom
import { evmNetwork } from '@foyer/adapter-evm'
import type { AccountState, TokenBalance } from '@foyer/core/internal'
import { act, createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { TokenList } from '../src/views/Account/TokenList.tsx'
import { createFoyerInstance, type FoyerInstance } from './foyerInstance.ts'
import { api, mount } from './viewHarness.ts'

const ether = (iconUrl: string): TokenBalance => ({ name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: null, price: null, iconUrl, quantity: { decimals: '18', numeric: '1.5' } })
/** The client's own account state for eip155, as connected with the token read. */
const account = (foyer: FoyerInstance, token: TokenBalance): AccountState => ({
  ...foyer.client.ctx.chains.chain('eip155')!.accountState,
  status: 'connected',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  tokenBalance: [token],
  balance: '1.5',
  balanceFetchedAt: Date.now(),
})

describe("a token's image", () => {
  it('one that does not load (the server away) gives way to the symbol’s initial: never a broken image', async () => {
    const foyer = createFoyerInstance({ apiUrl: api.url, networks: [evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: api.url })] })
    const view = await mount(foyer, createElement(TokenList, { account: account(foyer, ether(`${api.url}/public/getTokenImage/ETH`)), networkName: 'Ethereum' }))
    const image = view.container.querySelector('.foyer-token img')!
    expect(image.getAttribute('src')).toBe(`${api.url}/public/getTokenImage/ETH`)
    await act(async () => image.dispatchEvent(new Event('error')))
    expect(view.container.querySelector('.foyer-token img')).toBeNull()
    expect(view.container.querySelector('.foyer-token-initial')?.textContent).toBe('E')
  })

  it('a token without one (read without a Foyer server) shows its initial, and no price is said to be missing', async () => {
    const foyer = createFoyerInstance({ networks: [evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: api.url })] })
    const view = await mount(foyer, createElement(TokenList, { account: account(foyer, ether('')), networkName: 'Ethereum' }))
    expect(view.container.querySelector('.foyer-token img')).toBeNull()
    expect(view.container.querySelector('.foyer-token-initial')?.textContent).toBe('E')
    expect(view.text()).toContain('1.5 ETH')
    expect(view.text()).not.toContain('No price')
  })
})
