import { buildWalletList, type WalletItem } from '@foyer/core'
import { GridIcon } from '../../components/icons/icons.tsx'
import { useFoyerInstance } from '../../context.ts'
import { useStore } from '../../hooks/useStore.ts'
import { preloadView } from '../registry.ts'
import { connectingTarget } from '../ConnectingExternal/connectingData.ts'
import { useConnectWallets } from './useConnectWallets.ts'
import { WalletRow } from './WalletRow.tsx'

const TAGS: Partial<Record<WalletItem['section'], string>> = { recent: 'Recent', injected: 'Installed', walletConnect: 'QR code' }

/** The first view: installed and announced wallets, then featured, custom and recommended ones. */
export function ConnectView() {
  const { client } = useFoyerInstance()
  const { ctx } = client
  const connectors = useStore(ctx.connectors)
  const recent = useStore(ctx.recentWallets)
  const { featured, recommended, count } = useConnectWallets()
  const items = buildWalletList({ connectors, recent, featured, custom: ctx.options.customWallets ?? [], recommended })

  return (
    <div className="foyer-body">
      <ul className="foyer-list" aria-label="Wallets">
        {items.map((item) => {
          const target = connectingTarget(item, connectors)
          return (
          <WalletRow
            key={`${item.section}:${item.id}`}
            name={item.name}
            imageUrl={imageOf(item, ctx.api.registry.walletImageUrl)}
            tag={TAGS[item.section]}
            tagVariant={item.section === 'recent' ? 'muted' : undefined}
            onIntent={() => preloadView(target.view)}
            onSelect={() => client.push(target.view, target.data)}
          />
          )
        })}
        {ctx.options.features.allWallets && (
          <WalletRow
            name="All Wallets"
            icon={
              <span className="foyer-wallet-image">
                <GridIcon />
              </span>
            }
            tag={count > 0 ? `${count > 99 ? '99+' : count}` : undefined}
            tagVariant="muted"
            onIntent={() => preloadView('AllWallets')}
            onSelect={() => client.push('AllWallets')}
          />
        )}
      </ul>
      {items.length === 0 && !ctx.options.features.allWallets && (
        <p className="foyer-empty">No wallet found in this browser.</p>
      )}
    </div>
  )
}

function imageOf(item: WalletItem, walletImageUrl: (id: string) => string): string | undefined {
  if (item.kind === 'connector') return item.connector.imageUrl ?? (item.connector.imageId ? walletImageUrl(item.connector.imageId) : undefined)
  if (item.kind === 'listing') return walletImageUrl(item.listing.image_id)
  return item.wallet.image_url
}
