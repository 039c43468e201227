import { describe, expect, it } from 'vitest'
import { createChainsStore, initialAccountState } from '../../src/stores/chains.ts'
import { EVM_ADDRESS, mainnet, optimism, solana } from '../fixtures/networks.ts'

describe('chain state per namespace', () => {
  it('networks are grouped by namespace, the first of each being its network', () => {
    const chains = createChainsStore([mainnet, solana, optimism])
    expect(chains.chain('eip155')?.networks).toEqual([mainnet, optimism])
    expect(chains.chain('solana')?.networks).toEqual([solana])
    expect(chains.chain('eip155')?.networkState.caipNetwork).toBe(mainnet)
    expect(chains.chain('polkadot')).toBeUndefined()
  })

  it('the active namespace is the first network’s', () => {
    expect(createChainsStore([solana, mainnet]).active()?.namespace).toBe('solana')
  })

  it('a default network picks the active namespace and its network', () => {
    const chains = createChainsStore([mainnet, optimism, solana], optimism)
    expect(chains.get().activeNamespace).toBe('eip155')
    expect(chains.chain('eip155')?.networkState.caipNetwork).toBe(optimism)
    expect(chains.chain('solana')?.networkState.caipNetwork).toBe(solana)
  })

  it('every namespace starts disconnected on the Tokens tab with no balances', () => {
    const account = createChainsStore([mainnet]).chain('eip155')?.accountState
    expect(account).toEqual(initialAccountState())
    expect(account).toMatchObject({ status: 'disconnected', currentTab: 'Tokens', tokenBalance: [], balanceLoading: false })
  })

  it('the network state lists the requested networks and supports all networks', () => {
    expect(createChainsStore([mainnet, optimism]).chain('eip155')?.networkState).toMatchObject({
      supportsAllNetworks: true,
      unsupported: false,
    })
  })

  it('patching an account changes only that namespace', () => {
    const chains = createChainsStore([mainnet, solana])
    const solanaBefore = chains.chain('solana')
    chains.patchAccount('eip155', { address: EVM_ADDRESS, status: 'connected' })
    expect(chains.chain('eip155')?.accountState).toMatchObject({ address: EVM_ADDRESS, status: 'connected' })
    expect(chains.chain('solana')).toBe(solanaBefore)
  })

  it('patching a namespace the host did not configure changes nothing', () => {
    const chains = createChainsStore([mainnet])
    const before = chains.get()
    chains.patchAccount('bip122', { address: 'bc1q' })
    chains.patchNetwork('bip122', { unsupported: true })
    expect(chains.get()).toBe(before)
  })

  it('resetting an account returns it to its initial, disconnected state', () => {
    const chains = createChainsStore([mainnet])
    chains.patchAccount('eip155', { address: EVM_ADDRESS, status: 'connected', balance: '1' })
    chains.resetAccount('eip155')
    expect(chains.chain('eip155')?.accountState).toEqual(initialAccountState())
  })

  it('resetting the network forgets what the wallet said and keeps the active network', () => {
    const chains = createChainsStore([mainnet, optimism])
    chains.patchNetwork('eip155', { caipNetwork: optimism, unsupported: true, approvedCaipNetworkIds: ['eip155:10'], supportsAllNetworks: false })
    chains.resetNetwork('eip155')
    expect(chains.chain('eip155')?.networkState).toEqual({
      caipNetwork: optimism,
      supportsAllNetworks: true,
      approvedCaipNetworkIds: [],
      smartAccountEnabledNetworks: [],
      unsupported: false,
    })
  })

  it('setting the active namespace to the current one notifies no one', () => {
    const chains = createChainsStore([mainnet, solana])
    const before = chains.get()
    chains.setActiveNamespace('eip155')
    expect(chains.get()).toBe(before)
    chains.setActiveNamespace('solana')
    expect(chains.active()?.namespace).toBe('solana')
  })
})
