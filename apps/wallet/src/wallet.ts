import {
  buildApprovedNamespaces,
  createWalletClient,
  isEventAllowed,
  sdkError,
  sessionChains,
  type Metadata,
  type Session,
  type SessionProposal,
  type SessionRequest,
  type WalletClient,
} from '@foyer/walletconnect'
import type { WalletConfig } from './config.ts'
import { caip2, evmChainId } from './lib/chains.ts'
import { supportedNamespaces, type SupportedNamespaces } from './lib/namespaces.ts'
import { extractPairingUri, pairingErrorMessage } from './lib/pairingUri.ts'
import { describeRequest, isPromptedMethod, type RequestView } from './lib/requestView.ts'
import { RpcError, toRpcError } from './lib/rpcError.ts'
import { readTransaction } from './lib/transaction.ts'
import { readTypedData } from './lib/typedData.ts'
import { readPersonalSign } from './lib/personalSign.ts'
import { createDevnetSigner, type DevnetSigner } from './signer.ts'

/** A request waiting for the person's answer, with what its card shows. */
export interface PendingRequest {
  request: SessionRequest
  view: RequestView
  /** The dapp that asked, from its session. */
  dapp: string
}

export interface ActivityEntry {
  id: number
  text: string
  /** A transaction hash or signature, shown in monospace under the text. */
  detail?: string
}

export interface WalletState {
  status: 'starting' | 'ready' | 'failed'
  /** Why the wallet could not start, in plain words. */
  startError?: string
  address: string
  /** The chain the wallet is on: the header shows it, chainChanged announces it. */
  chainId: number
  pairing: boolean
  /** Paired, the dapp's proposal not yet here. */
  awaitingProposal: boolean
  pairError?: string
  proposals: SessionProposal[]
  sessions: Session[]
  requests: PendingRequest[]
  /** Cards with an answer on its way (`proposal:<id>`, `request:<id>`, `session:<topic>`). */
  busy: ReadonlySet<string>
  /** A failure to show on a card, by the same keys. */
  errors: Readonly<Record<string, string>>
  activity: ActivityEntry[]
}

export interface Wallet {
  getState(): WalletState
  subscribe(listener: () => void): () => void
  /** Pairs with the `wc:` URI in `input`; false when it could not (the reason is in `pairError`). */
  pair(input: string): Promise<boolean>
  approveProposal(id: number): Promise<void>
  rejectProposal(id: number): Promise<void>
  approveRequest(id: number): Promise<void>
  rejectRequest(id: number): Promise<void>
  disconnect(topic: string): Promise<void>
  switchChain(chainId: number): Promise<void>
}

/** How long after pairing the wallet waits for the proposal before saying it did not come. */
const PROPOSAL_WAIT_MS = 15_000
const ACTIVITY_LIMIT = 20

/**
 * The wallet's state and behaviour outside React: one protocol client for the page's life, the
 * cards it shows, and what approving each one does. The UI reads it with useSyncExternalStore.
 */
export function startWallet(config: WalletConfig, metadata: Metadata): Wallet {
  const signer: DevnetSigner = createDevnetSigner(config.account.privateKey, config.chains)
  const supported: SupportedNamespaces = supportedNamespaces(
    config.chains.map((c) => c.chainId),
    signer.address,
  )
  let state: WalletState = {
    status: 'starting',
    address: signer.address,
    chainId: config.chains[0]!.chainId,
    pairing: false,
    awaitingProposal: false,
    proposals: [],
    sessions: [],
    requests: [],
    busy: new Set(),
    errors: {},
    activity: [],
  }
  const listeners = new Set<() => void>()
  const set = (patch: Partial<WalletState>) => {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }
  const setBusy = (key: string, busy: boolean) => {
    const next = new Set(state.busy)
    if (busy) next.add(key)
    else next.delete(key)
    set({ busy: next })
  }
  const setError = (key: string, message: string | undefined) => {
    const { [key]: _dropped, ...rest } = state.errors
    set({ errors: message === undefined ? rest : { ...rest, [key]: message } })
  }
  let nextActivityId = 1
  const log = (text: string, detail?: string) =>
    set({ activity: [{ id: nextActivityId++, text, detail }, ...state.activity].slice(0, ACTIVITY_LIMIT) })
  let proposalTimer: ReturnType<typeof setTimeout> | undefined

  let client: WalletClient | undefined
  const ready = createWalletClient({
    relayUrl: config.relayUrl,
    projectId: config.projectId,
    metadata,
    storage: window.localStorage,
    storagePrefix: 'foyer-wallet',
  }).then(
    (created) => {
      client = created
      created.on('session_proposal', (proposal) => {
        clearTimeout(proposalTimer)
        set({
          awaitingProposal: false,
          proposals: [...state.proposals.filter((p) => p.id !== proposal.id), proposal],
        })
      })
      created.on('session_request', (request) => void receiveRequest(request as SessionRequest))
      for (const [event, ended] of [
        ['session_delete', 'disconnected'],
        ['session_expire', 'expired'],
      ] as const) {
        created.on(event, ({ topic }) => {
          const session = state.sessions.find((s) => s.topic === topic)
          if (session) log(`The session with ${session.peer.metadata.name} ${ended}.`)
          set({ requests: state.requests.filter((r) => r.request.topic !== topic) })
          refresh()
        })
      }
      set({ status: 'ready' })
      refresh()
      // Proposals and requests expire without an event: the client forgets them, and so do the cards.
      setInterval(refresh, 2_000)
      return created
    },
    (error: unknown) => {
      set({ status: 'failed', startError: `The wallet could not reach the relay at ${config.relayUrl}: ${messageOf(error)}` })
      throw error
    },
  )

  // A failed start is shown in the page (status 'failed'); actions awaiting `ready` fail with it too.
  ready.catch(() => {})

  /** Takes sessions and proposals from the client; drops request cards whose dapp gave up waiting. */
  function refresh() {
    if (!client) return
    const now = Date.now() / 1000
    const expired = state.requests.filter(({ request }) => (request.params.request.expiryTimestamp ?? Infinity) <= now)
    for (const { view, dapp } of expired) log(`"${view.title}" from ${dapp} expired before it was answered.`)
    const sessions = client.sessions()
    const proposals = client.pendingProposals()
    const same =
      expired.length === 0 &&
      sameList(sessions, state.sessions, (s) => `${s.topic}:${s.expiry}:${s.acknowledged}:${JSON.stringify(s.namespaces)}`) &&
      sameList(proposals, state.proposals, (p) => String(p.id))
    if (same) return
    set({ sessions, proposals, requests: state.requests.filter((r) => !expired.includes(r)) })
  }

  const dappOf = (topic: string) => state.sessions.find((s) => s.topic === topic)?.peer.metadata.name ?? 'A dapp'

  async function respond(topic: string, id: number, answer: { result: unknown } | { error: { code: number; message: string } }) {
    const wc = await ready
    await wc.respond({ topic, response: { id, jsonrpc: '2.0', ...answer } as Parameters<WalletClient['respond']>[0]['response'] })
  }

  /** Answers what needs no one's consent; puts the rest on a card. */
  async function receiveRequest(request: SessionRequest) {
    refresh()
    const { method } = request.params.request
    const dapp = dappOf(request.topic)
    try {
      if (isPromptedMethod(method)) {
        const view = describeRequest(request, signer.address, config.chains)
        set({ requests: [...state.requests.filter((r) => r.request.id !== request.id), { request, view, dapp }] })
        return
      }
      const { result, afterAnswer } = await answerSilently(request)
      await respond(request.topic, request.id, { result })
      await afterAnswer?.()
    } catch (error) {
      const rpcError = toRpcError(error)
      log(`Refused ${method} from ${dapp}: ${rpcError.message}`)
      await respond(request.topic, request.id, { error: rpcError }).catch(() => {})
    }
  }

  /** The answer, and what to do once the dapp has it (announce a switched chain). */
  async function answerSilently(request: SessionRequest): Promise<{ result: unknown; afterAnswer?: () => Promise<void> }> {
    const { method, params } = request.params.request
    switch (method) {
      case 'eth_chainId': {
        const chainId = evmChainId(request.params.chainId) ?? state.chainId
        return { result: `0x${chainId.toString(16)}` }
      }
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return { result: [signer.address] }
      case 'wallet_switchEthereumChain': {
        const target = readSwitchChain(params)
        const session = state.sessions.find((s) => s.topic === request.topic)
        const granted = session ? sessionChains(session.namespaces) : []
        if (!granted.includes(caip2(target))) {
          throw new RpcError(4902, `Unrecognized chain ID 0x${target.toString(16)}: this session has no such chain.`)
        }
        // Answer first, then announce: the dapp's pending switch resolves, then its chain follows the event.
        return { result: null, afterAnswer: () => switchChain(target) }
      }
      default:
        throw new RpcError(4200, `The wallet does not support ${method}.`)
    }
  }

  async function switchChain(chainId: number) {
    if (!config.chains.some((c) => c.chainId === chainId)) return
    set({ chainId })
    const wc = await ready
    const chain = caip2(chainId)
    await Promise.all(
      wc
        .sessions()
        // Only sessions that have this chain and asked for chainChanged hear about it.
        .filter((session) => sessionChains(session.namespaces).includes(chain) && isEventAllowed(session.namespaces, chain, 'chainChanged'))
        .map((session) =>
          wc.emit({ topic: session.topic, event: { name: 'chainChanged', data: chainId }, chainId: chain }).catch((error: unknown) => {
            log(`Could not tell ${session.peer.metadata.name} about the chain change: ${messageOf(error)}`)
          }),
        ),
    )
  }

  async function perform(request: SessionRequest): Promise<{ result: unknown; summary: string; detail: string }> {
    const { method, params } = request.params.request
    switch (method) {
      case 'personal_sign': {
        const signature = await signer.signMessage(readPersonalSign(params, signer.address).message)
        return { result: signature, summary: 'Signed a message', detail: signature }
      }
      case 'eth_signTypedData_v4': {
        const signature = await signer.signTypedData(readTypedData(params).typedData)
        return { result: signature, summary: 'Signed typed data', detail: signature }
      }
      case 'eth_sendTransaction': {
        const chainId = evmChainId(request.params.chainId)
        if (chainId === undefined) throw new RpcError(4901, `The wallet has no chain ${request.params.chainId}.`)
        const hash = await signer.sendTransaction(chainId, readTransaction(params))
        const chainName = config.chains.find((c) => c.chainId === chainId)?.name ?? request.params.chainId
        return { result: hash, summary: `Sent a transaction on ${chainName}`, detail: hash }
      }
      default:
        throw new RpcError(4200, `The wallet does not support ${method}.`)
    }
  }

  const dropRequest = (id: number) => set({ requests: state.requests.filter((r) => r.request.id !== id) })

  async function pair(input: string): Promise<boolean> {
    const uri = extractPairingUri(input)
    clearTimeout(proposalTimer)
    set({ pairing: true, pairError: undefined, awaitingProposal: false })
    try {
      const wc = await ready
      if (!uri) throw new Error('Paste a pairing URI first: it starts with wc:.')
      await wc.pair({ uri })
      set({ pairing: false, awaitingProposal: state.proposals.length === 0 })
      proposalTimer = setTimeout(() => {
        if (state.awaitingProposal) {
          set({
            awaitingProposal: false,
            pairError: 'Paired, but no proposal came from the dapp. It may have given up on this URI: ask it for a fresh one.',
          })
        }
      }, PROPOSAL_WAIT_MS)
      return true
    } catch (error) {
      set({ pairing: false, pairError: pairingErrorMessage(error) })
      return false
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    pair,

    async approveProposal(id) {
      const proposal = state.proposals.find((p) => p.id === id)
      if (!proposal) return
      const key = `proposal:${id}`
      setBusy(key, true)
      setError(key, undefined)
      try {
        const wc = await ready
        const namespaces = buildApprovedNamespaces({ proposal: proposal.params, supportedNamespaces: supported })
        const session = await wc.approve({ id, namespaces })
        set({ proposals: state.proposals.filter((p) => p.id !== id) })
        log(`Connected to ${session.peer.metadata.name}.`)
        refresh()
      } catch (error) {
        setError(key, `Could not approve: ${messageOf(error)}`)
      } finally {
        setBusy(key, false)
      }
    },

    async rejectProposal(id) {
      const proposal = state.proposals.find((p) => p.id === id)
      if (!proposal) return
      const key = `proposal:${id}`
      setBusy(key, true)
      setError(key, undefined)
      try {
        const wc = await ready
        await wc.reject({ id, reason: sdkError('USER_REJECTED') })
        set({ proposals: state.proposals.filter((p) => p.id !== id) })
        log(`Rejected ${proposal.params.proposer.metadata.name}'s connection request.`)
      } catch (error) {
        setError(key, `Could not reject: ${messageOf(error)}`)
      } finally {
        setBusy(key, false)
      }
    },

    async approveRequest(id) {
      const pending = state.requests.find((r) => r.request.id === id)
      if (!pending) return
      const key = `request:${id}`
      setBusy(key, true)
      setError(key, undefined)
      const { request, dapp } = pending
      let answer: { result: unknown } | { error: { code: number; message: string } }
      try {
        const done = await perform(request)
        answer = { result: done.result }
        log(`${done.summary} for ${dapp}.`, done.detail)
      } catch (error) {
        const rpcError = toRpcError(error)
        answer = { error: rpcError }
        log(`${pending.view.title} for ${dapp} failed: ${rpcError.message}`)
      }
      try {
        await respond(request.topic, id, answer)
        dropRequest(id)
      } catch (error) {
        setError(key, `Could not send the answer to ${dapp}: ${messageOf(error)}`)
      } finally {
        setBusy(key, false)
      }
    },

    async rejectRequest(id) {
      const pending = state.requests.find((r) => r.request.id === id)
      if (!pending) return
      const key = `request:${id}`
      setBusy(key, true)
      setError(key, undefined)
      try {
        await respond(pending.request.topic, id, { error: sdkError('USER_REJECTED') })
        dropRequest(id)
        log(`Rejected "${pending.view.title}" from ${pending.dapp}.`)
      } catch (error) {
        setError(key, `Could not send the rejection: ${messageOf(error)}`)
      } finally {
        setBusy(key, false)
      }
    },

    async disconnect(topic) {
      const key = `session:${topic}`
      const name = state.sessions.find((s) => s.topic === topic)?.peer.metadata.name ?? 'the dapp'
      setBusy(key, true)
      setError(key, undefined)
      try {
        const wc = await ready
        await wc.disconnect({ topic, reason: sdkError('USER_DISCONNECTED') })
        set({ requests: state.requests.filter((r) => r.request.topic !== topic) })
        log(`Disconnected from ${name}.`)
      } catch (error) {
        setError(key, `Could not disconnect: ${messageOf(error)}`)
      } finally {
        setBusy(key, false)
        refresh()
      }
    },

    switchChain,
  }
}

function readSwitchChain(params: unknown): number {
  const chainId = Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined)?.chainId : undefined
  if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]+$/.test(chainId)) {
    throw new RpcError(-32602, 'wallet_switchEthereumChain expects [{ chainId: "0x…" }].')
  }
  return Number.parseInt(chainId, 16)
}

function sameList<T>(a: readonly T[], b: readonly T[], key: (item: T) => string): boolean {
  return a.length === b.length && a.every((item, i) => key(item) === key(b[i]!))
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
