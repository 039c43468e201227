import { describe, expect, it } from 'vitest'
import { buildWalletList } from '../../src/views/walletList.ts'
import { createTestWallet } from '../fixtures/testWallet.ts'

describe('the embedded wallet in the Connect view’s wallet list', () => {
  it('is never a wallet row, not even after a login made it a recent wallet', () => {
    const auth = createTestWallet({ id: 'AUTH', name: 'Embedded Wallet', type: 'AUTH' })
    const injected = createTestWallet({ id: 'injected', name: 'Injected', type: 'INJECTED' })
    const items = buildWalletList({
      connectors: [auth, injected],
      recent: [{ id: 'AUTH', name: 'Embedded Wallet' }],
      featured: [],
      custom: [],
      recommended: [],
    })
    expect(items.map((item) => [item.section, item.id])).toEqual([['injected', 'injected']])
  })
})
