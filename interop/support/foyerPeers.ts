/**
 * Foyer's own WalletConnect client (packages/walletconnect) as a dapp and as a wallet, on Node's
 * `ws` (Node 20 has no global WebSocket), each with its own in-memory storage.
 */
import { createDappClient, createWalletClient } from '@foyer/walletconnect'
import WebSocket from 'ws'
import { EventQueue } from './eventQueue.ts'
import { CHAIN_ID, DAPP_NAMESPACES, PROJECT_ID, USER_REJECTED, walletAccount, walletNamespaces, type DappPeer, type IncomingProposal, type IncomingRequest, type WalletPeer } from './peers.ts'

const IMPLEMENTATION = 'Foyer'

function clientOptions(name: string, relayUrl: string) {
  return {
    relayUrl,
    projectId: PROJECT_ID,
    metadata: { name, description: `${name} (interop test peer)`, url: 'http://127.0.0.1', icons: [] },
    storagePrefix: name,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    // A relay restart in these tests (stop, rebuild the server, reconnect backoff) can pass the 5 s
    // after which a socketless request fails as unreachable on a loaded machine; that budget has its
    // own tests (relayClientUnreachable.test.ts). Here what is queued across the restart must arrive.
    relayTimings: { unreachableAfterMs: 30_000 },
  }
}

export async function createFoyerDapp(relayUrl: string, name = 'Foyer dapp'): Promise<DappPeer> {
  const client = await createDappClient(clientOptions(name, relayUrl))
  const deletedSessions = new EventQueue<string>(`session_delete at the ${name}`)
  client.on('session_delete', ({ topic }) => deletedSessions.push(topic))

  return {
    implementation: IMPLEMENTATION,
    name,
    deletedSessions,
    async connect() {
      const { uri, approval } = await client.connect({ optionalNamespaces: DAPP_NAMESPACES })
      return {
        uri,
        approval: approval.then((session) => ({
          topic: session.topic,
          accounts: Object.values(session.namespaces).flatMap((namespace) => namespace.accounts),
          peerName: session.peer.metadata.name,
        })),
      }
    },
    request(topic, method, params) {
      return client.request({ topic, chainId: CHAIN_ID, request: { method, params } })
    },
    async disconnect(topic) {
      await client.disconnect({ topic })
    },
    close: () => client.close(),
  }
}

export async function createFoyerWallet(relayUrl: string, name = 'Foyer wallet'): Promise<WalletPeer> {
  const client = await createWalletClient(clientOptions(name, relayUrl))
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
    pair: (uri) => client.pair({ uri }),
    async approve(proposal) {
      const session = await client.approve({ id: proposal.id, namespaces: walletNamespaces(account.address) })
      return session.topic
    },
    rejectProposal: (proposal) => client.reject({ id: proposal.id, reason: USER_REJECTED }),
    respond: (request, result) => client.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', result } }),
    respondError: (request, error) => client.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', error } }),
    disconnect: (topic) => client.disconnect({ topic }),
    close: () => client.close(),
  }
}
