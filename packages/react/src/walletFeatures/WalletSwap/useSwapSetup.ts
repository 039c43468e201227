import {
  balanceUnits,
  HttpError,
  isNativeSwapToken,
  knownSwapTokens,
  swapStateOf,
  swapTokens,
  type ChainState,
  type Network,
  type Store,
  type SwapState,
  type SwapToken,
  type TokenBalance,
} from '@foyer/core/internal'
import { useFoyerInstance } from '../../context.ts'
import { useActiveChain } from '../../hooks/useActiveChain.ts'
import { useAnswer } from '../../hooks/useAnswer.ts'
import { useFeatureDraft } from '../../hooks/useFeatureDraft.ts'
import { useNamespace } from '../../hooks/useNamespace.ts'

/** What the swap views share: the account, its network, the server's tokens there and the swap state. */
export type SwapSetup = { status: 'loading' } | { status: 'notServed'; network: Network } | { status: 'failed'; retry: () => void } | ({ status: 'ready' } & ReadySwap)

export interface ReadySwap {
  chain: ChainState
  network: Network
  account: string
  /** The server's tokens on the network, the native currency first. */
  tokens: SwapToken[]
  from: SwapToken
  to: SwapToken | undefined
  state: Store<SwapState>
  draft: SwapState
  /** The account's balance of a token, in its smallest units (0 when it holds none). */
  balanceOf: (token: SwapToken) => bigint
  /** The account's balance entry of a token (its price, its amount as text), when it holds it. */
  holdingOf: (token: SwapToken) => TokenBalance | undefined
}

/** The swap's setup for the active eip155 account: its tokens asked of the server once per network. */
export function useSwapSetup(): SwapSetup {
  const { client } = useFoyerInstance()
  const active = useActiveChain()
  // Only a namespace whose module swaps has a swap setup.
  const chain = useNamespace(active?.namespace)?.module.services.includes('swap') ? active : undefined
  const { draft, store: state } = useFeatureDraft(swapStateOf)
  const network = chain?.networkState.caipNetwork
  const tokens = useAnswer({
    key: network?.caipNetworkId,
    ask: () =>
      swapTokens(client.ctx, network!.caipNetworkId).catch((error: unknown) => {
        // A 400 is spec §8's 'Network not supported for Swaps'; anything else may pass.
        if (error instanceof HttpError && error.status === 400) return 'notServed' as const
        throw error
      }),
  })

  const account = chain?.accountState.address
  if (!chain || !network || !account) return { status: 'loading' }
  // Known already (the feature row asked): drawn at once, so the view's first focus finds its fields.
  const answer = knownSwapTokens(client.ctx, network.caipNetworkId) ?? (tokens.status === 'answered' ? tokens.data : tokens.status === 'failed' ? 'failed' : undefined)
  if (!answer) return { status: 'loading' }
  if (answer === 'notServed') return { status: 'notServed', network }
  if (answer === 'failed') return { status: 'failed', retry: tokens.refresh }
  const list = answer
  const holdingOf = (token: SwapToken) => holding(chain.accountState.tokenBalance, token)
  const byId = (id: string | undefined) => (id ? list.find((token) => token.address.toLowerCase() === id.toLowerCase()) : undefined)
  const from = byId(draft.from) ?? list.find((token) => isNativeSwapToken(token.address)) ?? list[0]
  if (!from) return { status: 'notServed', network }
  const to = byId(draft.to)
  return {
    status: 'ready',
    chain,
    network,
    account,
    tokens: list,
    from,
    to: to && to.address !== from.address ? to : undefined,
    state,
    draft,
    holdingOf,
    balanceOf: (token) => {
      const held = holdingOf(token)
      return held ? balanceUnits(held) : 0n
    },
  }
}

/** The balance entry of a swap token: the native currency has no address there; a token's CAIP-10 address matches in any case. */
function holding(balances: readonly TokenBalance[], token: SwapToken): TokenBalance | undefined {
  if (isNativeSwapToken(token.address)) return balances.find((balance) => !balance.address)
  const id = token.address.toLowerCase()
  return balances.find((balance) => balance.address?.toLowerCase() === id)
}
