import { describe, expect, it } from 'vitest'
import type { SessionRequest } from '../../src/types.ts'
import { createDappClient } from '../../src/sign/dappClient.ts'
import { createWalletClient } from '../../src/sign/walletClient.ts'
import { connectAndApprove, createPair, dappMetadata, once, walletMetadata } from './fixtures.ts'

describe('restore from storage', () => {
  it('a new dapp client on the same storage sees the session and can request on it', async () => {
    const pair = await createPair()
    const { dappSession } = await connectAndApprove(pair)
    await pair.dapp.close()

    const dapp = await createDappClient({
      relayUrl: 'ws://127.0.0.1:1',
      metadata: dappMetadata,
      storage: pair.dappStorage,
      relayer: pair.relay.connect('dapp'),
    })
    try {
      expect(dapp.sessions()).toEqual([dappSession])
      expect(pair.relay.isSubscribed('dapp', dappSession.topic)).toBe(true)
      const shown = once<SessionRequest>((l) => pair.wallet.on('session_request', l))
      const result = dapp.request<string>({
        topic: dappSession.topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: ['0x00'] },
      })
      const request = await shown
      await pair.wallet.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', result: '0xrestored' } })
      await expect(result).resolves.toBe('0xrestored')
    } finally {
      await dapp.close()
      await pair.wallet.close()
    }
  })

  it('a new wallet client on the same storage keeps the session and answers the dapp', async () => {
    const pair = await createPair()
    const { walletSession } = await connectAndApprove(pair)
    await pair.wallet.close()

    const wallet = await createWalletClient({
      relayUrl: 'ws://127.0.0.1:1',
      metadata: walletMetadata,
      storage: pair.walletStorage,
      relayer: pair.relay.connect('wallet'),
    })
    try {
      expect(wallet.sessions().map((s) => s.topic)).toEqual([walletSession.topic])
      const pinged = once<{ topic: string }>((l) => wallet.on('session_ping', l))
      await pair.dapp.ping({ topic: walletSession.topic })
      expect(await pinged).toEqual({ topic: walletSession.topic })
    } finally {
      await wallet.close()
      await pair.dapp.close()
    }
  })

  it('a client with another storage prefix on the same storage does not see the session', async () => {
    const pair = await createPair()
    try {
      await connectAndApprove(pair)
      const other = await createDappClient({
        relayUrl: 'ws://127.0.0.1:1',
        metadata: dappMetadata,
        storage: pair.dappStorage,
        storagePrefix: 'another-app',
        relayer: pair.relay.connect('another'),
      })
      expect(other.sessions()).toEqual([])
      expect(pair.dapp.sessions()).toHaveLength(1)
      await other.close()
    } finally {
      await pair.close()
    }
  })
})
