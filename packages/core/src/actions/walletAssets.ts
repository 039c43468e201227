import type { WalletConnector } from '../connector.ts'
import type { FoyerContext } from '../context.ts'
import type { WalletAssetsQuestions } from '../namespaceRequests.ts'
import type { ChainNamespace, Network, TokenBalance } from '../types.ts'

/** How long a wallet has to answer its capabilities or its assets before the balance API is asked. */
const WALLET_ASSETS_TIMEOUT_MS = 5_000

/**
 * The account's balances as its wallet tells them, where the wallet says it discovers assets on the
 * network (eip155: EIP-5792 capabilities, EIP-7811 `wallet_getAssets`); undefined where it does not,
 * its answer fails, is late or has another shape: the balance API is then asked (spec §5). Never rejects.
 */
export async function walletAssetBalances(ctx: FoyerContext, namespace: ChainNamespace, address: string, network: Network): Promise<TokenBalance[] | undefined> {
  const connector = ctx.sessions.get(namespace)?.connector
  // The embedded wallet is the Foyer server's: its assets are the balance API's, and it is not asked.
  if (!connector || connector.type === 'AUTH') return undefined
  try {
    const parts = await ctx.namespaces.parts(namespace)
    if (!parts?.walletAssets) return undefined
    const questions = await parts.walletAssets()
    if (!questions.discoversAssets(await capabilitiesOf(connector, address, questions), network)) return undefined
    const answer = await withTimeout(connector.rpc(questions.assets(address, network)))
    return questions.readAssets(answer, network, (symbol) => tokenImageUrl(ctx, symbol))
  } catch {
    return undefined
  }
}

// Capabilities do not change within a session: asked once per connector and account. A wallet
// that cannot answer them (an unknown method, no answer in time) counts as one without them.
const capabilities = new WeakMap<WalletConnector, Map<string, Promise<unknown>>>()

function capabilitiesOf(connector: WalletConnector, address: string, questions: WalletAssetsQuestions): Promise<unknown> {
  const known = capabilities.get(connector) ?? new Map<string, Promise<unknown>>()
  capabilities.set(connector, known)
  const key = address.toLowerCase()
  let answer = known.get(key)
  if (!answer) {
    answer = withTimeout(connector.rpc(questions.capabilities(address))).catch(() => undefined)
    known.set(key, answer)
  }
  return answer
}

function withTimeout<T>(pending: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The wallet did not answer in time')), WALLET_ASSETS_TIMEOUT_MS)
  })
  return Promise.race([pending, late]).finally(() => clearTimeout(timer))
}

/** The Foyer server's image for a token symbol, as the balance route gives it; none without a server. */
function tokenImageUrl(ctx: FoyerContext, symbol: string): string {
  const { apiUrl } = ctx.options
  if (!apiUrl) return ''
  return new URL(`public/getTokenImage/${encodeURIComponent(symbol)}`, `${apiUrl.replace(/\/$/, '')}/`).toString()
}
