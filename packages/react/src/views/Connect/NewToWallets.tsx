import { shellTexts } from '@foyer/core/internal'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { usePreloadView } from '../preloadView.ts'
import { useNewToWalletsStyles } from './NewToWalletsStyles.ts'

/** The Connect view's way in for a visitor without a wallet: what a wallet is, and how to get one. */
export function NewToWallets() {
  useNewToWalletsStyles()
  const { client } = useFoyerInstance()
  const preloadView = usePreloadView()
  const m = useMessages(shellTexts).connect
  return (
    <p className="foyer-new-to-wallets">
      <button type="button" onPointerEnter={() => preloadView('WhatIsAWallet')} onFocus={() => preloadView('WhatIsAWallet')} onClick={() => client.push('WhatIsAWallet')}>
        {m.newToWallets}
      </button>
    </p>
  )
}
