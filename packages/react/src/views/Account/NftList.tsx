import { accountNftsStore, accountTexts, fillMessage, loadAccountNfts, type AccountNft } from '@foyer/core/internal'
import { useEffect } from 'react'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { useStore } from '../../hooks/useStore.ts'
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx'
import { PictureMark } from '../../components/EmptyState/emptyMarks.tsx'
import { CopyAddressButton } from './CopyAddressButton.tsx'
import { useNftStyles } from './NftStyles.ts'

/**
 * The Account view's NFTs tab (loaded on demand): the account's NFTs on the active network as a
 * grid of pictures with their names and collections, loaded each time the tab opens and when the
 * account or network changes. Spam is never shown; none at all keeps the empty state.
 */
export default function NftList({ networkName }: { networkName: string }) {
  useNftStyles()
  const { client } = useFoyerInstance()
  const { ctx } = client
  const m = useMessages(accountTexts)
  const state = useStore(accountNftsStore(ctx))
  const ownerKey = useStore(ctx.chains, (chains) => {
    const active = chains.activeNamespace ? chains.chains[chains.activeNamespace] : undefined
    return `${active?.networkState.caipNetwork?.caipNetworkId}/${active?.accountState.address?.toLowerCase()}`
  })

  useEffect(() => {
    void loadAccountNfts(ctx)
  }, [ctx, ownerKey])

  if (state.status === 'unserved') return <p className="foyer-empty">{m.nftsNotServed}</p>
  if (state.nfts.length === 0 && (state.status === 'idle' || state.status === 'loading')) {
    return (
      <div className="foyer-center" style={{ minHeight: 180 }}>
        <span className="foyer-spinner" role="progressbar" aria-label={m.loadingNfts} />
      </div>
    )
  }
  if (state.nfts.length === 0 && state.status === 'failed') {
    return (
      <EmptyState mark={<PictureMark />} title={m.nftsUnavailable} text={m.nftsLoadFailed} testId="nfts-empty">
        <button type="button" className="foyer-button" data-variant="secondary" onClick={() => void loadAccountNfts(ctx)}>
          {m.retryNfts}
        </button>
      </EmptyState>
    )
  }
  if (state.nfts.length === 0) {
    return (
      <EmptyState mark={<PictureMark />} title={m.noNfts} text={fillMessage(m.noNftsText, { network: networkName })} testId="nfts-empty">
        <CopyAddressButton />
      </EmptyState>
    )
  }
  return (
    <ul className="foyer-nfts" aria-label={m.nftsLabel} aria-busy={state.status === 'loading'}>
      {state.nfts.map((nft) => (
        <NftTile key={`${nft.contract}/${nft.tokenId}`} nft={nft} countText={fillMessage(m.nftCount, { count: nft.amount })} />
      ))}
    </ul>
  )
}

function NftTile({ nft, countText }: { nft: AccountNft; countText: string }) {
  return (
    <li className="foyer-nft" data-testid="nft">
      <span className="foyer-nft-picture">
        {/* The name below says what it is; the picture adds nothing a screen reader could say. */}
        {nft.imageUrl ? <img src={nft.imageUrl} alt="" width={160} height={160} loading="lazy" /> : <PictureMark />}
        {nft.amount !== '1' && <span className="foyer-nft-count">{countText}</span>}
      </span>
      <span className="foyer-nft-name">{nft.name}</span>
      <span className="foyer-nft-collection">{nft.collection.name}</span>
    </li>
  )
}
