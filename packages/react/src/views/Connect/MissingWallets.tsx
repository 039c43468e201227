import { shellTexts } from '@foyer/core/internal'
import { useMessages } from '../../hooks/useMessages.ts'
import { useMissingWalletsStyles } from './MissingWalletsStyles.ts'

/** The registry's wallets could not be loaded: the Connect view says what is missing, with Try again. */
export function MissingWallets({ onRetry }: { onRetry: () => void }) {
  useMissingWalletsStyles()
  const m = useMessages(shellTexts).connect
  return (
    <div className="foyer-missing-wallets" role="status">
      <p>{m.moreWalletsFailed}</p>
      <button type="button" className="foyer-button" data-variant="secondary" onClick={onRetry}>
        {m.tryAgain}
      </button>
    </div>
  )
}
