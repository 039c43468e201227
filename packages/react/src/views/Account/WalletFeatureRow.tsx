import { accountTexts, sendsServed, swapsServed, walletFeatureRow, type ChainNamespace, type WalletFeature } from '@foyer/core/internal'
import { useEffect, useState, type ReactNode } from 'react'
import { Icon } from '../../components/icons/icons.tsx'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { useStore } from '../../hooks/useStore.ts'
import { usePreloadView } from '../preloadView.ts'

const ICONS: Record<WalletFeature, ReactNode> = {
  onramp: <Icon width="18" height="18"><path d="M12 5v14M5 12h14" /></Icon>,
  swaps: <Icon width="18" height="18"><path d="M7 4L4 7l3 3M4 7h13M17 20l3-3-3-3M20 17H7" /></Icon>,
  receive: <Icon width="18" height="18"><path d="M12 4v12M6 11l6 6 6-6M5 20h14" /></Icon>,
  send: <Icon width="18" height="18"><path d="M12 20V8M6 13l6-6 6 6M5 4h14" /></Icon>,
}

/** The wallet feature row (spec §2: onramp, swaps, receive, send), each where the host left it on and the namespace serves it. */
export function WalletFeatureRow({ namespace }: { namespace: ChainNamespace }) {
  const { client } = useFoyerInstance()
  const preloadView = usePreloadView()
  const m = useMessages(accountTexts)
  const canSwap = useSwapsServed(namespace)
  const row = walletFeatureRow(client.options.features, namespace, sendsServed(client.ctx, namespace), canSwap)
  if (row.length === 0) return null
  return (
    <nav className="foyer-feature-row" aria-label={m.featuresLabel}>
      {row.map(({ feature, view }) => (
        <button
          key={feature}
          type="button"
          className="foyer-feature"
          data-focus-key={`feature:${feature}`}
          onPointerEnter={() => preloadView(view)}
          onFocus={() => preloadView(view)}
          onClick={() => client.push(view)}
        >
          <span className="foyer-feature-icon">{ICONS[feature]}</span>
          {m.features[feature]}
        </button>
      ))}
    </nav>
  )
}

/** Whether the server swaps on the active network: asked once per network (the swap code loads with the question), no until it answers. */
function useSwapsServed(namespace: ChainNamespace): boolean {
  const { client } = useFoyerInstance()
  const network = useStore(client.ctx.chains, (state) => state.chains[namespace]?.networkState.caipNetwork?.caipNetworkId)
  const [served, setServed] = useState<{ network: string; served: boolean }>()
  useEffect(() => {
    if (!network || namespace !== 'eip155') return
    let current = true
    void swapsServed(client.ctx, network).then((answer) => current && setServed({ network, served: answer }))
    return () => {
      current = false
    }
  }, [client, namespace, network])
  return served !== undefined && served.network === network && served.served
}
