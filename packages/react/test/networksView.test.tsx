// @vitest-environment happy-dom
import { evmNetwork } from '@foyer/adapter-evm'
import { mockAdapter, mockConnector } from '@foyer/core/testing'
import { act, createElement } from 'react'
import { describe, expect, it } from 'vitest'
import type { Network } from '../src/index.ts'
import NetworksView from '../src/views/Networks/NetworksView.tsx'
import { api, mount } from './viewHarness.ts'
import { createFoyerInstance } from './foyerInstance.ts'

const networks: [Network, ...Network[]] = [evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:9' }), evmNetwork({ id: 10, name: 'OP Mainnet', rpcUrl: 'http://127.0.0.1:9' })]

function foyerWithWallet(approvedNetworks?: string[]) {
  const wallet = mockConnector({ addresses: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'], chainId: 1, ...(approvedNetworks && { approvedNetworks }) })
  const foyer = createFoyerInstance({ projectId: 'networks', apiUrl: api.url, networks, adapters: [mockAdapter('eip155', [wallet])], features: { email: false, socials: false, analytics: false } })
  return { foyer, wallet }
}

describe('the Networks view', () => {
  it('with no wallet connected it shows no "Connected" badge and no warning about a connected wallet: the network is "Selected"', async () => {
    const { foyer } = foyerWithWallet()
    const view = await mount(foyer, createElement(NetworksView, { data: undefined }))
    expect(view.text()).not.toContain('Connected')
    expect(view.text()).not.toContain('Your connected wallet')
    const current = view.container.querySelector('[aria-current=true]')
    expect(current?.querySelector('.foyer-row-name')?.textContent).toBe('Ethereum')
    expect(current?.querySelector('.foyer-tag')?.textContent).toBe('Selected')
    expect(view.text()).toContain('The app starts on the network you choose')
  })

  it('with a wallet connected the current network is "Connected", with the warning that the wallet may not support them all', async () => {
    const { foyer, wallet } = foyerWithWallet()
    await act(() => foyer.client.connect(wallet))
    const view = await mount(foyer, createElement(NetworksView, { data: undefined }))
    expect(view.container.querySelector('[aria-current=true] .foyer-tag')?.textContent).toBe('Connected')
    expect(view.text()).toContain('Your connected wallet may not support some of the networks available for this app.')
  })
  it('a network the connected wallet did not approve (a WalletConnect session) says so and cannot be chosen; the approved ones can', async () => {
    const { foyer, wallet } = foyerWithWallet(['eip155:1'])
    await act(() => foyer.client.connect(wallet))
    const view = await mount(foyer, createElement(NetworksView, { data: undefined }))
    const rows = [...view.container.querySelectorAll<HTMLButtonElement>('.foyer-row')]
    const optimism = rows.find((row) => row.querySelector('.foyer-row-name')?.textContent === 'OP Mainnet')!
    expect(optimism.disabled).toBe(true)
    expect(optimism.querySelector('.foyer-tag')?.textContent).toBe('Not approved by your wallet')
    const ethereum = rows.find((row) => row.querySelector('.foyer-row-name')?.textContent === 'Ethereum')!
    expect(ethereum.disabled).toBe(false)
  })
})
