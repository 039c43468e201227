import { fillMessage, walletTexts } from '@foyer/core/internal'
import { useEffect, useRef, useState } from 'react'
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx'
import { SearchMark } from '../../components/EmptyState/emptyMarks.tsx'
import { SearchIcon } from '../../components/icons/icons.tsx'
import { WalletImage } from '../../components/WalletImage/WalletImage.tsx'
import { listingImageUrl } from '../../components/WalletImage/listingImage.ts'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { useStore } from '../../hooks/useStore.ts'
import { connectingTarget } from '../ConnectingExternal/connectingData.ts'
import { BrowserWallets } from './BrowserWallets.tsx'
import { useWalletPages } from './useWalletPages.ts'
import { useAllWalletsStyles } from './AllWalletsStyles.ts'

/** Every wallet of the registry: recent wallets first, a search field and pages of 40 on scroll. */
export default function AllWalletsView() {
  useAllWalletsStyles()
  const { client } = useFoyerInstance()
  const { ctx } = client
  const connectors = useStore(ctx.connectors)
  const recent = useStore(ctx.recentWallets)
  const [query, setQuery] = useState('')
  const { wallets, loading, error, loadMore, retry } = useWalletPages(query)
  const sentinel = useRef<HTMLLIElement>(null)
  const search = useRef<HTMLInputElement>(null)
  const walletConnect = connectors.find((connector) => connector.type === 'WALLET_CONNECT')
  const m = useMessages(walletTexts)

  useEffect(() => {
    const target = sentinel.current
    if (!target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), { rootMargin: '120px' })
    observer.observe(target)
    return () => observer.disconnect()
  }, [loadMore])

  // Recent wallets lead the list while browsing; a search shows the registry's answer as it is.
  const recentIds = query ? [] : recent.map((wallet) => wallet.id)
  const ordered = [...recentIds.map((id) => wallets.find((wallet) => wallet.id === id)).filter((w) => w !== undefined), ...wallets.filter((wallet) => !recentIds.includes(wallet.id))]

  return (
    <div className="foyer-body" style={{ minHeight: 360 }}>
      <label className="foyer-search">
        <SearchIcon />
        <span className="foyer-visually-hidden">{m.searchLabel}</span>
        <input ref={search} type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={m.searchPlaceholder} autoComplete="off" spellCheck={false} />
      </label>
      {error && (
        <div className="foyer-list-failed" role="alert">
          <p>{error === 'unreachable' ? m.listUnreachable : error === 'notAllowed' ? m.listNotAvailable : m.listFailed}</p>
          {error !== 'notAllowed' && (
            <button type="button" className="foyer-button" data-variant="secondary" onClick={retry}>
              {m.tryAgain}
            </button>
          )}
        </div>
      )}
      {error && ordered.length === 0 && <BrowserWallets />}
      {!error && !loading && ordered.length === 0 && (
        <EmptyState mark={<SearchMark />} title={fillMessage(m.noResults, { query })} text={m.noResultsText} testId="wallets-empty">
          <button
            type="button"
            className="foyer-button"
            data-variant="secondary"
            onClick={() => {
              setQuery('')
              search.current?.focus()
            }}
          >
            {m.clearSearch}
          </button>
          {walletConnect && (
            <button
              type="button"
              className="foyer-button"
              data-variant="secondary"
              onClick={() => client.push('ConnectingWalletConnect', { title: walletConnect.name, connectorId: walletConnect.id })}
            >
              {m.scanQrCode}
            </button>
          )}
        </EmptyState>
      )}
      <ul className="foyer-list foyer-grid" aria-label={m.allWallets} aria-busy={loading}>
        {ordered.map((listing) => (
          <li key={listing.id}>
            <button
              type="button"
              className="foyer-grid-item"
              onClick={() => {
                const target = connectingTarget({ section: 'recommended', kind: 'listing', id: listing.id, name: listing.name, listing }, connectors)
                client.push(target.view, target.data)
              }}
            >
              <WalletImage src={listingImageUrl(listing, connectors, ctx.registry.walletImageUrl)} name={listing.name} />
              <span>{listing.name}</span>
            </button>
          </li>
        ))}
        <li ref={sentinel} aria-hidden="true" style={{ gridColumn: '1 / -1', height: 1 }} />
      </ul>
      {loading && (
        <div className="foyer-center">
          <span className="foyer-spinner" role="progressbar" aria-label={m.loadingWallets} />
        </div>
      )}
    </div>
  )
}
