/**
 * The two clients as a host creates them (no injected relayer: the package's relay client over a
 * WebSocket), through the relay client's test relay on 127.0.0.1. Checks the wiring; the protocol
 * cases themselves are covered over the relay double.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import type { SessionProposal, SessionRequest } from '../../src/types.ts'
import { createDappClient } from '../../src/sign/dappClient.ts'
import { createWalletClient } from '../../src/sign/walletClient.ts'
import { createMemoryStorage } from '../../src/sign/sessionStore.ts'
import { startTestRelay, type TestRelay } from '../relay/testRelay.ts'
import { approvedNamespaces, dappMetadata, once, requiredNamespaces, walletMetadata } from './fixtures.ts'

let relay: TestRelay | undefined
afterEach(async () => {
  await relay?.close()
  relay = undefined
})

const socketImpl = WebSocket as unknown as typeof globalThis.WebSocket

describe('clients over the relay client and a WebSocket relay', () => {
  it('pair, approve, request, disconnect; a restored dapp keeps its client id and its session', async () => {
    relay = await startTestRelay()
    const dappStorage = createMemoryStorage()
    const options = { relayUrl: relay.url, projectId: 'foyer-test', WebSocket: socketImpl }
    const dapp = await createDappClient({ ...options, metadata: dappMetadata, storage: dappStorage })
    const wallet = await createWalletClient({ ...options, metadata: walletMetadata, storagePrefix: 'wallet' })
    let restored: Awaited<ReturnType<typeof createDappClient>> | undefined
    try {
      const { uri, approval } = await dapp.connect({ requiredNamespaces })
      const proposed = once<SessionProposal>((l) => wallet.on('session_proposal', l))
      await wallet.pair({ uri })
      const proposal = await proposed
      await wallet.approve({ id: proposal.id, namespaces: approvedNamespaces })
      const session = await approval
      expect(relay.requests('irn_publish').map((r) => (r.frame.params as { tag: number }).tag)).toEqual(expect.arrayContaining([1100, 1101, 1102]))

      const dappClientId = relay.connections[0]?.clientId
      await dapp.close()
      restored = await createDappClient({ ...options, metadata: dappMetadata, storage: dappStorage })
      expect(restored.sessions().map((s) => s.topic)).toEqual([session.topic])

      const shown = once<SessionRequest>((l) => wallet.on('session_request', l))
      const result = restored.request<string>({
        topic: session.topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: ['0x00'] },
      })
      const request = await shown
      await wallet.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', result: '0xsig' } })
      await expect(result).resolves.toBe('0xsig')
      // The seed stayed in the storage: the restored dapp opened its socket as the same did:key.
      expect(relay.connections.filter((c) => c.clientId === dappClientId)).toHaveLength(2)

      const deleted = once<{ topic: string }>((l) => wallet.on('session_delete', l))
      await restored.disconnect({ topic: session.topic })
      expect(await deleted).toEqual({ topic: session.topic })
      expect(wallet.sessions()).toEqual([])
    } finally {
      await restored?.close()
      await dapp.close()
      await wallet.close()
    }
  })
})
