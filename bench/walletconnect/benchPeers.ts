/**
 * A dapp and a wallet of one implementation (Foyer's client, or sign-client 2.21.8), reduced to
 * what the bench times: connect, pair, approve at once, and answer every request with a fixed
 * result. The wallet never asks anyone: the figures are the protocol's and the relay's, not a
 * person's or a signer's.
 */
import { randomUUID } from 'node:crypto'
import { createDappClient, createWalletClient } from '@foyer/walletconnect'
import type { SignClient } from '@walletconnect/sign-client'
import WebSocket from 'ws'

export type Implementation = 'Foyer' | 'sign-client 2.21.8'

/** Every server has the dev project; the relay admits only projects of its server. */
const PROJECT_ID = 'foyer-dev'
const CHAIN_ID = 'eip155:1'
/** anvil's first account: a public test address, nothing is signed with it. */
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const REQUESTED = { eip155: { chains: [CHAIN_ID], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] } }
const GRANTED = { eip155: { ...REQUESTED.eip155, accounts: [`${CHAIN_ID}:${ACCOUNT}`] } }
/** What the wallet answers every personal_sign with: the size of a real signature (65 bytes). */
export const FIXED_SIGNATURE = `0x${'5a'.repeat(65)}`
/** A personal_sign request's params: "hello" in hex, and the account. */
export const PERSONAL_SIGN_PARAMS = ['0x68656c6c6f', ACCOUNT]

export interface BenchDapp {
  /** A pairing URI, and the session topic once the wallet approved. */
  connect(): Promise<{ uri: string; approval: Promise<string> }>
  personalSign(topic: string): Promise<unknown>
  close(): Promise<void>
}

export interface BenchWallet {
  /** Pairs with the URI; resolves once the wallet has approved the proposal that follows and holds the session. */
  pairAndApprove(uri: string): Promise<string>
  close(): Promise<void>
}

export interface BenchPeers {
  dapp: BenchDapp
  wallet: BenchWallet
  close(): Promise<void>
}

/** A fresh dapp and a fresh wallet, each with its own storage and identity. */
export async function createPeers(implementation: Implementation, relayUrl: string): Promise<BenchPeers> {
  const [dapp, wallet] =
    implementation === 'Foyer' ? await Promise.all([createFoyerDapp(relayUrl), createFoyerWallet(relayUrl)]) : await Promise.all([createSignClientDapp(relayUrl), createSignClientWallet(relayUrl)])
  return { dapp, wallet, close: async () => void (await Promise.all([dapp.close(), wallet.close()])) }
}

const metadata = (name: string) => ({ name, description: `${name} (bench peer)`, url: 'http://127.0.0.1', icons: [] })

function foyerOptions(name: string, relayUrl: string) {
  return { relayUrl, projectId: PROJECT_ID, metadata: metadata(name), storagePrefix: name, WebSocket: WebSocket as unknown as typeof globalThis.WebSocket }
}

async function createFoyerDapp(relayUrl: string): Promise<BenchDapp> {
  const client = await createDappClient(foyerOptions('Foyer dapp', relayUrl))
  return {
    async connect() {
      const { uri, approval } = await client.connect({ optionalNamespaces: REQUESTED })
      return { uri, approval: approval.then((session) => session.topic) }
    },
    personalSign: (topic) => client.request({ topic, chainId: CHAIN_ID, request: { method: 'personal_sign', params: PERSONAL_SIGN_PARAMS } }),
    close: () => client.close(),
  }
}

async function createFoyerWallet(relayUrl: string): Promise<BenchWallet> {
  const client = await createWalletClient(foyerOptions('Foyer wallet', relayUrl))
  const answers = new AnswersInFlight()
  client.on('session_request', ({ id, topic }) => {
    answers.add(client.respond({ topic, response: { id, jsonrpc: '2.0', result: FIXED_SIGNATURE } }))
  })
  return {
    async pairAndApprove(uri) {
      const approved = new Promise<string>((resolve, reject) => {
        const stop = client.on('session_proposal', ({ id }) => {
          stop()
          client.approve({ id, namespaces: GRANTED }).then((session) => resolve(session.topic), reject)
        })
      })
      await client.pair({ uri })
      return approved
    },
    async close() {
      await answers.settled()
      await client.close()
    },
  }
}

type SignClientType = InstanceType<typeof SignClient>

/** Design note §6: offline, silent, no telemetry, and a storage prefix of its own (one Core per prefix). */
async function initSignClient(name: string, relayUrl: string, signConfig?: { disableRequestQueue: boolean }): Promise<SignClientType> {
  // Read by 2.21.8 at each proposal and request: without it, the wallet calls verify.walletconnect.org.
  process.env.IS_VITEST = 'true'
  const { SignClient } = await import('@walletconnect/sign-client')
  return SignClient.init({
    projectId: PROJECT_ID,
    relayUrl,
    logger: 'silent',
    telemetryEnabled: false,
    customStoragePrefix: `${name}-${randomUUID()}`,
    metadata: metadata(name),
    ...(signConfig !== undefined && { signConfig }),
  })
}

/** 2.21.8 has no close(): its transport is closed as wanted (no reconnect), its pulse stopped, its cached Core dropped. */
async function closeSignClient(client: SignClientType): Promise<void> {
  client.core.heartbeat.stop()
  await client.core.relayer.transportClose().catch(() => {})
  delete (globalThis as Record<string, unknown>)[`_walletConnectCore_${client.core.customStoragePrefix}`]
}

async function createSignClientDapp(relayUrl: string): Promise<BenchDapp> {
  const client = await initSignClient('sign-client dapp', relayUrl)
  return {
    async connect() {
      const { uri, approval } = await client.connect({ optionalNamespaces: REQUESTED })
      if (!uri) throw new Error('sign-client gave no pairing URI')
      return { uri, approval: approval().then((session) => session.topic) }
    },
    personalSign: (topic) => client.request({ topic, chainId: CHAIN_ID, request: { method: 'personal_sign', params: PERSONAL_SIGN_PARAMS } }),
    close: () => closeSignClient(client),
  }
}

async function createSignClientWallet(relayUrl: string): Promise<BenchWallet> {
  // Its request queue holds a request that comes within 1 s of the last answer until that second is
  // over; switched off, so back-to-back requests time the protocol and the relay, not that pause.
  const client = await initSignClient('sign-client wallet', relayUrl, { disableRequestQueue: true })
  const answers = new AnswersInFlight()
  client.on('session_request', ({ id, topic }) => {
    answers.add(client.respond({ topic, response: { id, jsonrpc: '2.0', result: FIXED_SIGNATURE } }))
  })
  return {
    async pairAndApprove(uri) {
      const approved = new Promise<string>((resolve, reject) => {
        client.once('session_proposal', ({ id }) => {
          client.approve({ id, namespaces: GRANTED }).then(({ topic }) => resolve(topic), reject)
        })
      })
      await client.pair({ uri })
      return approved
    },
    async close() {
      await answers.settled()
      await closeSignClient(client)
    },
  }
}

/**
 * The wallet's answers still being published: the dapp can hold a result before the relay has
 * acknowledged the wallet's publish, and closing the wallet then would cut that publish off.
 */
class AnswersInFlight {
  private readonly pending = new Set<Promise<void>>()

  add(answer: Promise<void>): void {
    const tracked = answer.catch((error: unknown) => console.error('A bench wallet could not answer a request:', error)).finally(() => this.pending.delete(tracked))
    this.pending.add(tracked)
  }

  async settled(): Promise<void> {
    await Promise.all(this.pending)
  }
}
