import { describe, expect, it } from 'vitest'
import { EMPTY_SWAP, swapStateOf } from '../../src/swap/swapState.ts'
import { createTestFoyer, useFakeApi } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, EVM_ADDRESS_2, mainnet, optimism } from '../fixtures/networks.ts'
import { createTestWallet } from '../fixtures/testWallet.ts'

const fake = useFakeApi(() => [mainnet.caipNetworkId, optimism.caipNetworkId])

describe('the swap state', () => {
  it('starts with spec §9’s 1 % tolerance, keeps the draft between the views, and starts over on another account, another network, or a disconnect', async () => {
    expect(EMPTY_SWAP).toEqual({ amount: '', slippage: '1' })
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const { client } = createTestFoyer(fake.api, { wallets: [wallet] })
    await client.connect(wallet)
    const state = swapStateOf(client.ctx)
    const draft = { amount: '0.5', slippage: '0.5', to: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }
    state.set(draft)
    expect(swapStateOf(client.ctx).get(), 'the same draft for every view').toEqual(draft)

    wallet.emit('accountsChanged', [EVM_ADDRESS_2])
    expect(state.get()).toEqual(EMPTY_SWAP)
    state.set(draft)
    await client.switchNetwork(optimism)
    expect(state.get()).toEqual(EMPTY_SWAP)
    state.set(draft)
    await client.disconnect()
    expect(state.get()).toEqual(EMPTY_SWAP)
  })
})
