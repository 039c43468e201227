import { evmNetwork } from '@foyer/adapter-evm'
import { describe, expect, it } from 'vitest'
import { createFoyerInstance } from './foyerInstance.ts'

const networks = [evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:1/rpc' })] as const

/**
 * The connectors a started client reports (WalletConnect's is reported at once; it needs nothing of
 * the browser), once the embedded wallet's, which loads when first needed, is loaded where there is one.
 */
async function startedConnectors(options: Parameters<typeof createFoyerInstance>[0]) {
  const foyer = createFoyerInstance(options)
  const stop = foyer.client.start()
  await foyer.client.auth.load()
  const connectors = foyer.client.ctx.connectors.get().map((connector) => connector.type)
  stop()
  return { foyer, connectors }
}

describe('createFoyer without a Foyer server', () => {
  it('offers WalletConnect only with a relay: the server’s own, or the relayUrl a host without a server gives', async () => {
    expect((await startedConnectors({ networks, apiUrl: 'http://127.0.0.1:4400' })).connectors).toContain('WALLET_CONNECT')
    expect((await startedConnectors({ networks, relayUrl: 'wss://relay.example/ws' })).connectors).toContain('WALLET_CONNECT')
    expect((await startedConnectors({ networks })).connectors).not.toContain('WALLET_CONNECT')
  })

  it('builds no embedded wallet (its logins and frame are the server’s), even with a projectId and email on', async () => {
    const { connectors } = await startedConnectors({ networks, projectId: 'p1', features: { email: true } })
    expect(connectors).not.toContain('AUTH')
    expect((await startedConnectors({ networks, projectId: 'p1', apiUrl: 'http://127.0.0.1:4400', features: { email: true } })).connectors).toContain('AUTH')
  })
})
