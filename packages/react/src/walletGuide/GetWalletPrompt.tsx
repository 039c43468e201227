import { fillMessage, walletGuideTexts, type CustomWallet, type WalletListing } from '@foyer/core/internal'
import { useFoyerInstance } from '../context.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { usePreloadView } from '../views/preloadView.ts'
import { useWalletGuideStyles } from './WalletGuideStyles.ts'

/** "Don't have <wallet>? Get": under a wallet's QR code, the way to where to get it. */
export function GetWalletPrompt({ listing }: { listing: WalletListing | CustomWallet }) {
  useWalletGuideStyles()
  const { client } = useFoyerInstance()
  const preloadView = usePreloadView()
  const m = useMessages(walletGuideTexts)
  const wallet = listing.name
  return (
    <div className="foyer-get-prompt">
      <span>{fillMessage(m.dontHave, { wallet })}</span>
      <button
        type="button"
        className="foyer-button foyer-guide-cta"
        aria-label={fillMessage(m.getLabel, { wallet })}
        onPointerEnter={() => preloadView('WalletDownloads')}
        onFocus={() => preloadView('WalletDownloads')}
        onClick={() => client.push('WalletDownloads', { listing })}
      >
        {m.get}
      </button>
    </div>
  )
}
