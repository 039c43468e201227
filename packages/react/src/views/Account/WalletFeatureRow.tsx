import { accountTexts, type ChainNamespace, type FoyerContext } from '@foyer/core/internal'
import { useEffect, useMemo, useState } from 'react'
import { Icon } from '../../components/icons/icons.tsx'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { useStore } from '../../hooks/useStore.ts'
import { WALLET_FEATURES } from '../../walletFeatures/walletFeatureViews.ts'
import { featureRow } from '../../walletFeatures/featureRow.ts'
import type { WalletFeatureButton } from '../../walletFeatures/walletFeature.ts'
import { usePreloadView } from '../preloadView.ts'

/** The wallet feature row (featureRow.ts's rule) over the features' list. */
export function WalletFeatureRow({ namespace }: { namespace: ChainNamespace }) {
  const { client } = useFoyerInstance()
  const preloadView = usePreloadView()
  const m = useMessages(accountTexts)
  const served = useServed(namespace)
  const row = featureRow(WALLET_FEATURES, client.options.features, served)
  if (row.length === 0) return null
  return (
    <nav className="foyer-feature-row" aria-label={m.featuresLabel}>
      {row.map(({ id, view, icon }) => (
        <button
          key={id}
          type="button"
          className="foyer-feature"
          data-focus-key={`feature:${id}`}
          onPointerEnter={() => preloadView(view)}
          onFocus={() => preloadView(view)}
          onClick={() => client.push(view)}
        >
          <span className="foyer-feature-icon">
            <Icon width="18" height="18">
              <path d={icon} />
            </Icon>
          </span>
          {m.features[id]}
        </button>
      ))}
    </nav>
  )
}

type Feature = WalletFeatureButton

/** How long the row waits before asking again a question that failed (the server away for a moment): growing, to at most 30 s. */
const reaskDelayMs = (attempt: number) => Math.min(2_000 * 2 ** attempt, 30_000)

/**
 * Which features the active namespace and network have: each feature's `served` is asked once per
 * network (a feature's code may load with the question). An answer given at once (Receive, Send)
 * shows with the first render; a feature whose answer is on its way is out until it is yes. A
 * question that fails (the server could not tell) is asked again while the account shows, so a
 * moment's outage does not hide the feature until the modal opens again.
 */
function useServed(namespace: ChainNamespace): ReadonlySet<Feature['id']> {
  const { client } = useFoyerInstance()
  const network = useStore(client.ctx.chains, (state) => state.chains[namespace]?.networkState.caipNetwork?.caipNetworkId)
  const answers = useMemo(() => (network ? WALLET_FEATURES.map((feature: Feature) => ({ feature, answer: ask(feature, client.ctx, namespace, network) })) : []), [client, namespace, network])
  const [later, setLater] = useState<{ network: string; ids: ReadonlySet<Feature['id']> }>()
  useEffect(() => {
    if (!network) return
    let current = true
    const timers = new Set<ReturnType<typeof setTimeout>>()
    const ids = new Set<Feature['id']>()
    const listen = (feature: Feature, answer: Promise<boolean>, attempt: number) => {
      answer.then(
        (yes) => {
          if (!yes || !current) return
          ids.add(feature.id)
          setLater({ network, ids: new Set(ids) })
        },
        () => {
          if (!current) return
          const timer = setTimeout(() => {
            timers.delete(timer)
            if (current) listen(feature, asked(feature, client.ctx, namespace, network), attempt + 1)
          }, reaskDelayMs(attempt))
          timers.add(timer)
        },
      )
    }
    for (const { feature, answer } of answers) if (typeof answer !== 'boolean') listen(feature, answer, 0)
    return () => {
      current = false
      for (const timer of timers) clearTimeout(timer)
    }
  }, [answers, client, namespace, network])
  const laterIds = later && later.network === network ? later.ids : undefined
  return new Set(answers.filter(({ feature, answer }) => answer === true || laterIds?.has(feature.id)).map(({ feature }) => feature.id))
}

/**
 * The answers already had, per page and network: the row comes back whole when the visitor returns
 * to the Account view (Back from Swap finds Swap there to give focus to), without asking again.
 */
const known = new WeakMap<FoyerContext, Map<string, boolean>>()

/** A feature's answer, at once where it knows it; a question that throws at once answers no (a failure on the way rejects: asked again). */
function ask(feature: Feature, ctx: FoyerContext, namespace: ChainNamespace, network: string): boolean | Promise<boolean> {
  const answers = known.get(ctx) ?? new Map<string, boolean>()
  known.set(ctx, answers)
  const key = `${feature.id} ${namespace} ${network}`
  const had = answers.get(key)
  if (had !== undefined) return had
  try {
    const answer = feature.served(ctx, namespace, network)
    if (typeof answer === 'boolean') return answer
    return answer.then((yes) => {
      answers.set(key, yes)
      return yes
    })
  } catch {
    return false
  }
}

/** The answer as a promise, for a question asked again. */
function asked(feature: Feature, ctx: FoyerContext, namespace: ChainNamespace, network: string): Promise<boolean> {
  return Promise.resolve(ask(feature, ctx, namespace, network))
}
