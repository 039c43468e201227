import { describe, expect, it } from 'vitest'
import { EMPTY_SEND, sendStateOf } from '../../src/send/sendState.ts'
import { createTestFoyer, useFakeApi } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, EVM_ADDRESS_2, mainnet, optimism } from '../fixtures/networks.ts'
import { createTestWallet } from '../fixtures/testWallet.ts'

const fake = useFakeApi(() => [mainnet.caipNetworkId, optimism.caipNetworkId])

describe('the send state (spec §3, §4)', () => {
  it('keeps the draft between the form and the preview, and starts over on another account, another network, or a disconnect', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS] })
    const { client } = createTestFoyer(fake.api, { wallets: [wallet] })
    await client.connect(wallet)
    const state = sendStateOf(client.ctx)
    const draft = { amount: '1.5', receiver: EVM_ADDRESS_2 }
    state.set(draft)
    expect(sendStateOf(client.ctx).get(), 'the same draft for every view').toEqual(draft)

    wallet.emit('accountsChanged', [EVM_ADDRESS_2])
    expect(state.get()).toEqual(EMPTY_SEND)
    state.set(draft)
    await client.switchNetwork(optimism)
    expect(state.get()).toEqual(EMPTY_SEND)
    state.set(draft)
    await client.disconnect()
    expect(state.get()).toEqual(EMPTY_SEND)
  })
})
