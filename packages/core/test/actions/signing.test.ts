import { FoyerError } from '@foyer/auth-frame/protocol'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SNACKBARS, THROWN } from '../../src/errors.ts'
import { startFakeApi, type FakeApi } from '../fixtures/apiServer.ts'
import { createTestFoyer, settleClients } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, mainnet } from '../fixtures/networks.ts'
import { createTestWallet } from '../fixtures/testWallet.ts'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
afterEach(() => settleClients())
beforeEach(() => {
  api.reset()
  api.supportedChains = [mainnet.caipNetworkId]
})

describe('signMessage', () => {
  it('asks the connected wallet to sign with the active address', async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1 })
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    await client.connect(wallet)
    await expect(client.signMessage('Hello Foyer')).resolves.toMatch(/^0x(ab){65}$/)
    expect(wallet.calls.at(-1)).toEqual({ method: 'signMessage', args: [{ message: 'Hello Foyer', address: EVM_ADDRESS }] })
  })

  it("a refusal in the wallet shows 'Signature declined' and rejects", async () => {
    const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId: 1 })
    const { client } = createTestFoyer(api, { wallets: [wallet] })
    await client.connect(wallet)
    wallet.flags.reject = true
    await expect(client.signMessage('Hello')).rejects.toMatchObject({ code: 4001 })
    expect(client.ctx.snackbar.get()).toMatchObject({ open: true, variant: 'error', message: SNACKBARS.SIGNATURE_DECLINED })
  })

  it('without a connection it is refused with a FoyerError carrying the connection-not-set message', async () => {
    const { client } = createTestFoyer(api, { wallets: [] })
    const failure = await client.signMessage('Hello').catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(FoyerError)
    expect(failure).toMatchObject({ message: THROWN.CONNECTION_CLIENT_NOT_SET, shortMessage: THROWN.CONNECTION_CLIENT_NOT_SET })
  })
})
