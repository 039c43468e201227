import { accountTexts, onrampServed, sendsServed, swapsServed, walletFeatureRow, type ChainNamespace, type FoyerContext, type WalletFeature } from '@foyer/core/internal'
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
  const swaps = useServed(namespace, askSwaps)
  const onramp = useServed(namespace, askOnramp)
  const row = walletFeatureRow(client.options.features, namespace, { send: sendsServed(client.ctx, namespace), swaps, onramp })
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

/**
 * Whether the server serves a feature for the active network: `ask` is asked once per network (the
 * feature's code loads with the question), and the answer is no until it comes.
 */
function useServed(namespace: ChainNamespace, ask: (ctx: FoyerContext, namespace: ChainNamespace, network: string) => Promise<boolean>): boolean {
  const { client } = useFoyerInstance()
  const network = useStore(client.ctx.chains, (state) => state.chains[namespace]?.networkState.caipNetwork?.caipNetworkId)
  const [served, setServed] = useState<{ network: string; served: boolean }>()
  useEffect(() => {
    if (!network) return
    let current = true
    void ask(client.ctx, namespace, network).then((answer) => current && setServed({ network, served: answer }))
    return () => {
      current = false
    }
  }, [client, namespace, network, ask])
  return served !== undefined && served.network === network && served.served
}

const askSwaps = (ctx: FoyerContext, _namespace: ChainNamespace, network: string) => swapsServed(ctx, network)
const askOnramp = (ctx: FoyerContext, namespace: ChainNamespace) => onrampServed(ctx, namespace)
