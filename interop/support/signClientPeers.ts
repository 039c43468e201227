/**
 * sign-client 2.21.8 (Apache-2.0, the last open release) as an independent dapp and wallet, set up
 * to run offline on 127.0.0.1 as the design note §6 describes: IS_VITEST turns off its Verify HTTP
 * calls, telemetry is off, logs are silent, and each client has its own storage prefix (2.21.8
 * caches one Core per prefix on globalThis: two clients with one prefix would share a socket).
 */
import { randomUUID } from 'node:crypto'
import type { SignClient } from '@walletconnect/sign-client'
import { EventQueue } from './eventQueue.ts'
import { DAPP_NAMESPACES, PROJECT_ID, walletAccount, walletNamespaces, type ApprovedSession, type DappPeer, type IncomingProposal, type IncomingRequest, type WalletPeer } from './peers.ts'

const IMPLEMENTATION = 'sign-client 2.21.8'

type SignClientType = InstanceType<typeof SignClient>

export async function initSignClient(name: string, relayUrl: string): Promise<SignClientType> {
  // Read by 2.21.8 at each received proposal/request; vitest does not set it itself.
  process.env.IS_VITEST = 'true'
  const { SignClient } = await import('@walletconnect/sign-client')
  return SignClient.init({
    projectId: PROJECT_ID,
    relayUrl,
    logger: 'silent',
    telemetryEnabled: false,
    customStoragePrefix: `${name}-${randomUUID()}`,
    metadata: { name, description: `${name} (interop test peer)`, url: 'http://127.0.0.1', icons: [] },
  })
}

/**
 * Stops the client's socket and timers so the test process can exit: 2.21.8 has no close(), so
 * this closes its transport (marked as wanted, so it does not reconnect) and stops its 5 s pulse.
 */
export async function closeSignClient(client: SignClientType): Promise<void> {
  client.core.heartbeat.stop()
  await client.core.relayer.transportClose().catch(() => {})
  const cacheKey = `_walletConnectCore_${client.core.customStoragePrefix}`
  delete (globalThis as Record<string, unknown>)[cacheKey]
}

const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

export async function createSignClientDapp(relayUrl: string, name = 'sign-client dapp'): Promise<DappPeer> {
  const client = await initSignClient(name, relayUrl)
  const deletedSessions = new EventQueue<string>(`session_delete at the ${name}`)
  client.on('session_delete', ({ topic }) => deletedSessions.push(topic))

  return {
    implementation: IMPLEMENTATION,
    name,
    deletedSessions,
    async connect() {
      const { uri, approval } = await client.connect({ optionalNamespaces: DAPP_NAMESPACES })
      if (!uri) throw new Error('sign-client gave no pairing URI')
      const session = approval().then(
        (settled): ApprovedSession => ({
          topic: settled.topic,
          accounts: Object.values(settled.namespaces).flatMap((namespace) => namespace.accounts),
          peerName: settled.peer.metadata.name,
        }),
      )
      return { uri, approval: session }
    },
    request(topic, method, params) {
      return client.request({ topic, chainId: 'eip155:1', request: { method, params } })
    },
    async disconnect(topic) {
      await client.disconnect({ topic, reason: USER_DISCONNECTED })
    },
    close: () => closeSignClient(client),
  }
}

export async function createSignClientWallet(relayUrl: string, name = 'sign-client wallet'): Promise<WalletPeer> {
  const client = await initSignClient(name, relayUrl)
  const account = walletAccount()
  const proposals = new EventQueue<IncomingProposal>(`session_proposal at the ${name}`)
  const requests = new EventQueue<IncomingRequest>(`session_request at the ${name}`)
  const deletedSessions = new EventQueue<string>(`session_delete at the ${name}`)
  client.on('session_proposal', ({ id, params }) => proposals.push({ id, dappName: params.proposer.metadata.name }))
  client.on('session_request', ({ id, topic, params }) => requests.push({ id, topic, chainId: params.chainId, method: params.request.method, params: params.request.params }))
  client.on('session_delete', ({ topic }) => deletedSessions.push(topic))

  return {
    implementation: IMPLEMENTATION,
    name,
    account,
    proposals,
    requests,
    deletedSessions,
    async pair(uri) {
      await client.pair({ uri })
    },
    async approve(proposal) {
      const { topic, acknowledged } = await client.approve({ id: proposal.id, namespaces: walletNamespaces(account.address) })
      await acknowledged()
      return topic
    },
    async rejectProposal(proposal) {
      await client.reject({ id: proposal.id, reason: { code: 5000, message: 'User rejected.' } })
    },
    async respond(request, result) {
      await client.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', result } })
    },
    async respondError(request, error) {
      await client.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', error } })
    },
    async disconnect(topic) {
      await client.disconnect({ topic, reason: USER_DISCONNECTED })
    },
    close: () => closeSignClient(client),
  }
}
