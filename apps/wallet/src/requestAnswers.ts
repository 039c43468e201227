import { sdkError, type SessionRequest, type WalletClient } from '@foyer/walletconnect'
import { refreshCards } from './cardRefresh.ts'
import { messageOf } from './lib/errorMessage.ts'
import { describeRequest, isPromptedMethod } from './lib/requestView.ts'
import { RpcError, toRpcError } from './lib/rpcError.ts'
import { signRequest } from './requestSigning.ts'
import { namespaceOfRequest, type WalletNamespace } from './namespaces/walletNamespace.ts'
import { answerSilently } from './silentRequests.ts'
import type { WalletContext } from './walletContext.ts'

type RequestAnswer = { result: unknown } | { error: { code: number; message: string } }

async function respond({ ready }: WalletContext, topic: string, id: number, answer: RequestAnswer) {
  const wc = await ready
  await wc.respond({ topic, response: { id, jsonrpc: '2.0', ...answer } as Parameters<WalletClient['respond']>[0]['response'] })
}

/** The namespace a request is for, other than eip155; one the wallet has no account in is refused (4200). */
function otherNamespaceOf(ctx: WalletContext, request: SessionRequest): WalletNamespace | undefined {
  const name = namespaceOfRequest(request)
  if (name === 'eip155') return undefined
  const side = ctx.namespaces.find((each) => each.namespace === name)
  if (!side) throw new RpcError(4200, `This wallet has no ${name} account.`)
  return side
}

const dappOf = ({ store }: WalletContext, topic: string) => store.get().sessions.find((s) => s.topic === topic)?.peer.metadata.name ?? 'A dapp'

const dropRequest = ({ store }: WalletContext, id: number) => store.set({ requests: store.get().requests.filter((r) => r.request.id !== id) })

/** Answers what needs no one's consent; puts the rest on a card. */
export async function receiveRequest(ctx: WalletContext, request: SessionRequest): Promise<void> {
  const { store } = ctx
  refreshCards(ctx)
  const { method } = request.params.request
  const dapp = dappOf(ctx, request.topic)
  try {
    const side = otherNamespaceOf(ctx, request)
    if (side ? side.isPrompted(method) : isPromptedMethod(method)) {
      const view = side ? await side.describe(request) : describeRequest(request, ctx.signer.address, ctx.config.chains)
      store.set({ requests: [...store.get().requests.filter((r) => r.request.id !== request.id), { request, view, dapp }] })
      return
    }
    const { result, afterAnswer } = side ? { result: await side.answerSilently(method, request.params.request.params), afterAnswer: undefined } : await answerSilently(ctx, request)
    await respond(ctx, request.topic, request.id, { result })
    await afterAnswer?.()
  } catch (error) {
    const rpcError = toRpcError(error)
    store.log(`Refused ${method} from ${dapp}: ${rpcError.message}`)
    await respond(ctx, request.topic, request.id, { error: rpcError }).catch(() => {})
  }
}

export async function approveRequest(ctx: WalletContext, id: number): Promise<void> {
  const { store } = ctx
  const pending = store.get().requests.find((r) => r.request.id === id)
  if (!pending) return
  const key = `request:${id}`
  store.setBusy(key, true)
  store.setError(key, undefined)
  const { request, dapp } = pending
  let answer: RequestAnswer
  try {
    const side = otherNamespaceOf(ctx, request)
    const done = side ? await side.sign(request) : await signRequest(ctx.config, ctx.signer, request)
    answer = { result: done.result }
    store.log(`${done.summary} for ${dapp}.`, done.detail)
  } catch (error) {
    const rpcError = toRpcError(error)
    answer = { error: rpcError }
    store.log(`${pending.view.title} for ${dapp} failed: ${rpcError.message}`)
  }
  try {
    await respond(ctx, request.topic, id, answer)
    dropRequest(ctx, id)
  } catch (error) {
    store.setError(key, `Could not send the answer to ${dapp}: ${messageOf(error)}`)
  } finally {
    store.setBusy(key, false)
  }
}

export async function rejectRequest(ctx: WalletContext, id: number): Promise<void> {
  const { store } = ctx
  const pending = store.get().requests.find((r) => r.request.id === id)
  if (!pending) return
  const key = `request:${id}`
  store.setBusy(key, true)
  store.setError(key, undefined)
  try {
    await respond(ctx, pending.request.topic, id, { error: sdkError('USER_REJECTED') })
    dropRequest(ctx, id)
    store.log(`Rejected "${pending.view.title}" from ${pending.dapp}.`)
  } catch (error) {
    store.setError(key, `Could not send the rejection: ${messageOf(error)}`)
  } finally {
    store.setBusy(key, false)
  }
}
