import { describe, expect, it } from 'vitest'
import { forgetConnection, restoreActiveNetwork, readStoredConnectorIds, readStoredStatuses, storeActiveNetwork, storeConnection } from '../../src/actions/persistence.ts'
import { createContext } from '../../src/context.ts'
import { resolveOptions } from '../../src/options.ts'
import { STORAGE_KEYS, memoryStorage } from '../../src/storage.ts'
import { mainnet, solana } from '../fixtures/networks.ts'

function context() {
  return createContext(resolveOptions({ networks: [mainnet, solana], storage: memoryStorage() }))
}

describe('stored connections (spec §3 local storage)', () => {
  it('nothing stored reads as no statuses and no connectors', () => {
    const ctx = context()
    expect(readStoredStatuses(ctx)).toEqual({})
    expect(readStoredConnectorIds(ctx)).toEqual({})
  })

  it('a stored connection keeps the connector id and a connected status per namespace', () => {
    const ctx = context()
    storeConnection(ctx, 'eip155', 'io.metamask')
    storeConnection(ctx, 'solana', 'app.phantom')
    expect(readStoredConnectorIds(ctx)).toEqual({ eip155: 'io.metamask', solana: 'app.phantom' })
    expect(readStoredStatuses(ctx)).toEqual({ eip155: 'connected', solana: 'connected' })
  })

  it('forgetting a connection removes its connector id, marks it disconnected and deletes the stored social provider', () => {
    const ctx = context()
    storeConnection(ctx, 'eip155', 'io.metamask')
    storeConnection(ctx, 'solana', 'app.phantom')
    ctx.storage.setItem(STORAGE_KEYS.SOCIAL_PROVIDER, '"google"')
    forgetConnection(ctx, 'eip155')
    expect(readStoredConnectorIds(ctx)).toEqual({ solana: 'app.phantom' })
    expect(readStoredStatuses(ctx)).toEqual({ eip155: 'disconnected', solana: 'connected' })
    expect(ctx.storage.getItem(STORAGE_KEYS.SOCIAL_PROVIDER)).toBeNull()
  })

  it('the last used network comes back at startup, with its namespace active', () => {
    const ctx = context()
    storeActiveNetwork(ctx, solana)
    const fresh = createContext(resolveOptions({ networks: [mainnet, solana], storage: ctx.storage }))
    expect(fresh.chains.get().activeNamespace).toBe('eip155')
    restoreActiveNetwork(fresh)
    expect(fresh.chains.get().activeNamespace).toBe('solana')
    expect(fresh.chains.chain('solana')?.networkState.caipNetwork?.caipNetworkId).toBe(solana.caipNetworkId)
    expect(ctx.storage.getItem(STORAGE_KEYS.LAST_USED_CHAIN)).toBe('"solana"')
  })

  it('a stored network the host no longer lists is ignored at startup', () => {
    const ctx = context()
    ctx.storage.setItem(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, JSON.stringify('eip155:999999'))
    restoreActiveNetwork(ctx)
    expect(ctx.chains.get().activeNamespace).toBe('eip155')
    expect(ctx.chains.chain('eip155')?.networkState.caipNetwork?.caipNetworkId).toBe(mainnet.caipNetworkId)
  })
})
