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

/**
 * Which features the active namespace and network have: each feature's `served` is asked once per
 * network (a feature's code may load with the question). An answer given at once (Receive, Send)
 * shows with the first render; a feature whose answer is on its way is out until it is yes.
 */
function useServed(namespace: ChainNamespace): ReadonlySet<Feature['id']> {
  const { client } = useFoyerInstance()
  const network = useStore(client.ctx.chains, (state) => state.chains[namespace]?.networkState.caipNetwork?.caipNetworkId)
  const answers = useMemo(() => (network ? WALLET_FEATURES.map((feature: Feature) => ({ id: feature.id, answer: ask(feature, client.ctx, namespace, network) })) : []), [client, namespace, network])
  const [later, setLater] = useState<{ network: string; ids: ReadonlySet<Feature['id']> }>()
  useEffect(() => {
    if (!network) return
    let current = true
    const ids = new Set<Feature['id']>()
    for (const { id, answer } of answers) {
      if (typeof answer === 'boolean') continue
      void answer.then((yes) => {
        if (!yes || !current) return
        ids.add(id)
        setLater({ network, ids: new Set(ids) })
      })
    }
    return () => {
      current = false
    }
  }, [answers, network])
  const laterIds = later && later.network === network ? later.ids : undefined
  return new Set(answers.filter(({ id, answer }) => answer === true || laterIds?.has(id)).map(({ id }) => id))
}

/** A feature's answer, at once where it knows it; a question that fails answers no. */
function ask(feature: Feature, ctx: FoyerContext, namespace: ChainNamespace, network: string): boolean | Promise<boolean> {
  try {
    const answer = feature.served(ctx, namespace, network)
    return typeof answer === 'boolean' ? answer : answer.catch(() => false)
  } catch {
    return false
  }
}
