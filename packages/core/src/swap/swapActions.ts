/**
 * Swaps through the server's convert API (spec §7 `/v1/convert/…`), on a namespace whose module
 * has `swaps` (eip155), loaded with the swap views: the tokens of the network, a preview of a swap
 * (the quote, its price impact, whether the provider must be allowed to sell the token first, the
 * network fee), and the swap itself: the approval when the allowance is short, then the swap
 * transaction, both through the client's request path, so every connector, the pending Activity,
 * 'Transaction started', the balance refresh and 'Signature declined' apply as for a send.
 */
import { FoyerError } from '@foyer/auth-frame/protocol'
import { createConvertApi, NATIVE_SWAP_TOKEN, type SwapToken } from '../api/convertApi.ts'
import { HttpError } from '../api/http.ts'
import { parseCaipNetworkId } from '../caip.ts'
import type { FoyerContext } from '../context.ts'
import { waitForInclusion } from '../actions/inclusion.ts'
import { requestTransaction } from '../actions/transactions.ts'
import type { NamespaceSwaps, SwapBatching, SwapTransaction } from '../namespaceRequests.ts'
import type { Network } from '../types.ts'
import { needsApproval, priceImpactPercent, referenceAmount, slippageExceeded } from './swapRules.ts'
import { BatchNotCarriedError, sendsTogether, sendTogether } from './swapTogether.ts'
import { requireServer } from '../serverRequired.ts'

export type { SwapToken } from '../api/convertApi.ts'

/** How often, and how long at most, the node is asked whether the approval is mined before the swap is built. */
const APPROVAL_POLL_MS = 1_000
const APPROVAL_WAIT_MS = 180_000

/** Why a swap was not made, for the view to say (a refusal in the wallet is the snackbar's 'Signature declined'). */
export type SwapFailure = 'slippage' | 'refused' | 'approvalFailed' | 'batchFailed' | 'unavailable' | 'wallet'

export class SwapError extends FoyerError {
  override name = 'SwapError'
  constructor(
    readonly failure: SwapFailure,
    options?: ErrorOptions,
  ) {
    super(`The swap was not made (${failure})`, options)
  }
}

const tokenLists = new WeakMap<FoyerContext, Map<string, Promise<SwapToken[]>>>()
const answeredLists = new WeakMap<FoyerContext, Map<string, SwapToken[]>>()

/** The tokens swaps on the network may use, asked once per page and network; a failure is asked again next time. */
export function swapTokens(ctx: FoyerContext, caipNetworkId: string): Promise<SwapToken[]> {
  let lists = tokenLists.get(ctx)
  if (!lists) tokenLists.set(ctx, (lists = new Map()))
  const known = lists.get(caipNetworkId)
  if (known) return known
  const asked = createConvertApi(requireServer(ctx, 'Swaps').http).tokens(caipNetworkId)
  lists.set(caipNetworkId, asked)
  asked.then(
    (tokens) => {
      let answered = answeredLists.get(ctx)
      if (!answered) answeredLists.set(ctx, (answered = new Map()))
      answered.set(caipNetworkId, tokens)
    },
    () => lists.delete(caipNetworkId),
  )
  return asked
}

/** The network's tokens once the server has answered (a view drawn with them at once keeps its focus); undefined before. */
export function knownSwapTokens(ctx: FoyerContext, caipNetworkId: string): SwapToken[] | undefined {
  return answeredLists.get(ctx)?.get(caipNetworkId)
}

/**
 * Whether the server swaps on the network (it lists its tokens; spec §8 'Network not supported for
 * Swaps' otherwise), on a namespace that swaps. A refusal (4xx) is a no; it rejects when the server
 * could not tell (unreachable, 5xx), so the question is asked again rather than answered no.
 */
export async function swapsServedOn(ctx: FoyerContext, caipNetworkId: string): Promise<boolean> {
  if (!ctx.namespaces.serves(parseCaipNetworkId(caipNetworkId).namespace, 'swap')) return false
  return swapTokens(ctx, caipNetworkId).then(
    (tokens) => tokens.length > 1,
    (error: unknown) => {
      if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false
      throw error
    },
  )
}

/** Whether a swap id names the network's native currency. */
export function isNativeSwapToken(caip10: string): boolean {
  return caip10.toLowerCase().endsWith(`:${NATIVE_SWAP_TOKEN.toLowerCase()}`)
}

/** A swap as the visitor set it: who, on which network, how much of which token for which. */
export interface SwapOrder {
  network: Network
  /** The account's address. */
  account: string
  from: SwapToken
  to: SwapToken
  /** In `from`'s smallest unit. */
  amount: bigint
  /** Percent. */
  slippage: number
}

export interface SwapPreview {
  /** What the swap is quoted to deliver, in `to`'s smallest unit. */
  toAmount: bigint
  /** Percent; undefined when it cannot be told. */
  priceImpact?: number
  /** Whether the provider must be allowed to sell `from` first (an approval transaction). */
  approval: boolean
  /** The token will not change the allowance left from before: the approval is preceded by one setting it to zero (a third transaction). */
  resetFirst?: boolean
  /** The wallet sends the approvals and the swap together, as one atomic batch: one confirmation. */
  together?: boolean
  /** The app's paymaster pays the fee (a smart account's sponsored operation): `fee` is 0, and the native balance need not cover one. */
  paidByApp?: boolean
  /** `fee` is the most the swap can cost (a smart account's operation, priced by its wallet), not its price. */
  feeIsCeiling?: boolean
  /** Wei: the swap's, and the approval's when one is needed; undefined when the node cannot say. */
  fee?: bigint
}

/**
 * The swap as it would go now: the quote and a small reference quote (the price impact), the
 * allowance, and the fee of the transactions it takes (the swap's gas as the provider estimates
 * it, or its bound when the swap cannot be simulated before its approval, times the gas price).
 * A quote the provider refuses rejects with SwapError 'refused'; a server out of reach 'unavailable'.
 */
export async function previewSwap(ctx: FoyerContext, order: SwapOrder, signal?: AbortSignal): Promise<SwapPreview> {
  const api = createConvertApi(requireServer(ctx, 'Swaps').http)
  const ids = idsOf(order)
  return withSwapFailure(async () => {
    const gasPrice = await api.gasPrice(order.network.caipNetworkId)
    const reference = referenceAmount(order.amount)
    const [toAmount, refOut, allowance] = await Promise.all([
      api.quote({ ...ids, amount: order.amount, gasPrice }, signal),
      reference < order.amount ? api.quote({ ...ids, amount: reference, gasPrice }, signal).catch(() => undefined) : undefined,
      isNativeSwapToken(ids.from) ? undefined : api.allowance(ids.from, ids.userAddress),
    ])
    const approval = allowance !== undefined && needsApproval(false, allowance, order.amount)
    const priceImpact = refOut === undefined ? (reference < order.amount ? undefined : 0) : priceImpactPercent(order.amount, toAmount, reference, refOut)
    // null: the approvals could not be planned (the server did not build them); the fee is then unknown.
    const approvals = allowance === undefined ? undefined : await approvalPlan(ctx, order, allowance).catch(() => null)
    const batching = await batchingOf(ctx, order.network)
    // A wallet that prices its own batches (a smart account's operation) says what the whole swap costs, and whether the app pays.
    const priced = batching && approvals !== null ? await batchPrice(ctx, batching, order, approvals).catch(() => undefined) : undefined
    const fee = priced ? priced.fee : approvals === null ? undefined : await previewFee(ctx, order, approvals).catch(() => undefined)
    const resetFirst = Boolean(approvals && approvals.calls.length > 1)
    const together = approval && batching !== undefined
    return {
      toAmount,
      approval,
      ...(resetFirst && { resetFirst }),
      ...(together && { together }),
      ...(priced && (priced.paidByApp ? { paidByApp: true } : { feeIsCeiling: true })),
      ...(priceImpact !== undefined && { priceImpact }),
      ...(fee !== undefined && { fee }),
    }
  })
}

/** What the swap's transactions cost: the approvals' gas (from the node) and the swap's (the provider's estimate, or its bound before the approval), at the gas price. */
async function previewFee(ctx: FoyerContext, order: SwapOrder, approvals: ApprovalPlan | undefined): Promise<bigint | undefined> {
  const api = createConvertApi(requireServer(ctx, 'Swaps').http)
  const ids = idsOf(order)
  if (approvals && approvals.fee === undefined) return undefined
  const build = (disableEstimate: boolean) => api.buildTransaction({ ...ids, amount: order.amount, slippage: order.slippage, disableEstimate })
  // A swap the node cannot simulate (its approval not given yet, or the fee itself short) still has the provider's gas bound.
  const swap = approvals ? await build(true) : await build(false).catch(() => build(true))
  return swap.gas === undefined ? undefined : (approvals?.fee ?? 0n) + swap.gas * swap.gasPrice
}

/** The swap's transactions (its approvals, then the swap built without the provider's estimate) as the wallet prices them; undefined where it does not. */
async function batchPrice(ctx: FoyerContext, batching: SwapBatching, order: SwapOrder, approvals: ApprovalPlan | undefined) {
  const wallet = ctx.sessions.get(order.network.chainNamespace)?.connector
  if (!batching.price || !wallet) return undefined
  const swap = await createConvertApi(requireServer(ctx, 'Swaps').http).buildTransaction({ ...idsOf(order), amount: order.amount, slippage: order.slippage, disableEstimate: true })
  const transactions = [...(approvals?.calls.map((data) => ({ to: approvals.token, data })) ?? []), { to: swap.to, data: swap.data, value: swap.value }]
  return batching.price(wallet, transactions)
}

/** The approvals a swap needs before it can be made. */
interface ApprovalPlan {
  /** The sold token's contract, which each approval calls. */
  token: string
  /** The `approve` calls, in order. */
  calls: `0x${string}`[]
  /** Wei they cost; undefined when the node cannot say. */
  fee?: bigint
}

/**
 * None while the allowance covers the amount; else the approval of the amount. A token that will
 * not change a leftover allowance (USDT's race guard: the node will not simulate the approval while
 * the allowance is not zero) has it set to zero first, and the approval's own fee cannot be known
 * before that reset is mined; a token that takes the change is approved once.
 */
async function approvalPlan(ctx: FoyerContext, order: SwapOrder, allowance: bigint): Promise<ApprovalPlan | undefined> {
  if (!needsApproval(false, allowance, order.amount)) return undefined
  const ids = idsOf(order)
  const swaps = await swapsOf(ctx, order.network)
  const approve = await createConvertApi(requireServer(ctx, 'Swaps').http).buildApprove({ userAddress: ids.userAddress, from: ids.from, to: ids.to, amount: order.amount })
  const fee = await swaps.transactionFee(order.network, order.account, { to: approve.to, data: approve.data })
  const reset = allowance > 0n && fee === undefined ? swaps.resetApproval(approve.data) : undefined
  return reset ? { token: approve.to, calls: [reset, approve.data] } : { token: approve.to, calls: [approve.data], ...(fee !== undefined && { fee }) }
}

export type SwapStep = 'approving' | 'swapping'

export interface MakeSwapOptions {
  /** Told as the swap moves from the approval to the swap itself. */
  onStep?: (step: SwapStep) => void
  /**
   * Aborted when the visitor leaves the review: the wallet is not asked for anything more (an
   * approval already sent stays; the next swap of the token then needs none). Rejects with the
   * signal's reason.
   */
  signal?: AbortSignal
}

/**
 * Makes the swap the visitor reviewed: when the provider may not move enough of the token, the
 * wallet approves the amount and the approval is waited for on the chain; then the swap is built
 * afresh and, unless its quote fell more than the tolerance below the reviewed one (SwapError
 * 'slippage', nothing sent), the wallet sends it. A wallet that runs batches atomically gets the
 * approvals and the swap as one batch instead (swapTogether.ts): one confirmation, and a batch that
 * fails changes nothing (SwapError 'batchFailed'). Answers the hash of the transaction that
 * swapped. The wallet's refusal rejects after the snackbar said 'Signature declined'.
 */
export async function makeSwap(ctx: FoyerContext, order: SwapOrder & { reviewed: bigint }, { onStep, signal }: MakeSwapOptions = {}): Promise<string> {
  const api = createConvertApi(requireServer(ctx, 'Swaps').http)
  const ids = idsOf(order)
  const native = isNativeSwapToken(ids.from)
  /** Every ask of the wallet goes through here: none once the visitor has left. */
  const swaps = await withSwapFailure(() => swapsOf(ctx, order.network))
  const send = (transaction: SwapTransaction) => {
    signal?.throwIfAborted()
    return sendFromWallet(ctx, swaps, transaction)
  }
  const allowance = native ? undefined : await withSwapFailure(() => api.allowance(ids.from, ids.userAddress))
  const approvals = allowance === undefined ? undefined : await withSwapFailure(() => approvalPlan(ctx, order, allowance))
  const batching = approvals && (await batchingOf(ctx, order.network))
  if (approvals && batching) {
    onStep?.('swapping')
    // The node cannot simulate the swap before its approval: the provider's estimate is skipped, and the wallet prices the whole batch.
    const swap = await withSwapFailure(() => api.buildTransaction({ ...ids, amount: order.amount, slippage: order.slippage, disableEstimate: true }))
    if (slippageExceeded(order.reviewed, swap.amount, order.slippage)) throw new SwapError('slippage')
    signal?.throwIfAborted()
    const transactions = [...approvals.calls.map((data) => ({ to: approvals.token, data })), { to: swap.to, data: swap.data, value: swap.value }]
    try {
      return await sendTogether(ctx, batching, transactions, signal)
    } catch (error) {
      if (error instanceof BatchNotCarriedError) throw new SwapError('batchFailed', { cause: error })
      if (error instanceof Error && error.name === 'AbortError') throw error
      throw new SwapError('wallet', { cause: error })
    }
  }
  if (approvals) {
    onStep?.('approving')
    for (const data of approvals.calls) await approvalMined(ctx, order.network, await send({ to: approvals.token, data }), signal)
  }
  onStep?.('swapping')
  const swap = await withSwapFailure(() => api.buildTransaction({ ...ids, amount: order.amount, slippage: order.slippage }))
  if (slippageExceeded(order.reviewed, swap.amount, order.slippage)) throw new SwapError('slippage')
  return send({ to: swap.to, data: swap.data, value: swap.value })
}

/** The order's ids as the server takes them: lowercase addresses (capitals must be a checksum there). */
function idsOf(order: SwapOrder) {
  return { from: order.from.address.toLowerCase(), to: order.to.address.toLowerCase(), userAddress: order.account.toLowerCase() }
}

/** The namespace's swap rules (its module's `swaps`); a network of a namespace without them cannot swap. */
async function swapsOf(ctx: FoyerContext, network: Network): Promise<NamespaceSwaps> {
  const swaps = await (await ctx.namespaces.parts(network.chainNamespace))?.swaps?.()
  if (!swaps) throw new SwapError('unavailable')
  return swaps
}

/** The namespace's way of sending the swap's transactions together, when it has one and the connected wallet runs batches atomically. */
async function batchingOf(ctx: FoyerContext, network: Network) {
  const batching = (await swapsOf(ctx, network).catch(() => undefined))?.together
  return batching && (await sendsTogether(ctx, batching)) ? batching : undefined
}

/** One of the swap's transactions through the client's request path, as the namespace makes it (eip155: `sendTransaction`). */
async function sendFromWallet(ctx: FoyerContext, swaps: NamespaceSwaps, transaction: SwapTransaction): Promise<string> {
  const { name, params } = swaps.request(transaction)
  try {
    return await requestTransaction(ctx, name, params as never)
  } catch (error) {
    throw new SwapError('wallet', { cause: error })
  }
}

/** Waits until the chain has the approval; one that failed, or that is not in a block in time, rejects; so does an aborted signal, at the next look. */
async function approvalMined(ctx: FoyerContext, network: Network, hash: string, signal: AbortSignal | undefined): Promise<void> {
  if (!network.rpcUrls.default.http[0]) throw new SwapError('unavailable')
  // A node that fails to answer is asked again until the time is up.
  const asks = APPROVAL_WAIT_MS / APPROVAL_POLL_MS
  const outcome = await waitForInclusion(ctx, network, hash, { pollMs: APPROVAL_POLL_MS, asks, failures: asks, signal })
  if (outcome !== 'succeeded') throw new SwapError('approvalFailed')
}

/** A provider's refusal (422) is 'refused'; any other failure of the server or the network 'unavailable'. */
async function withSwapFailure<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof SwapError) throw error
    if (error instanceof Error && error.name === 'AbortError') throw error
    throw new SwapError(error instanceof HttpError && error.status === 422 ? 'refused' : 'unavailable', { cause: error })
  }
}
