import { buttonTexts, formatAmount, truncateAddress } from '@foyer/core/internal'
import { Avatar } from '../components/Avatar/Avatar.tsx'
import { useFoyer } from '../hooks/useFoyer.ts'
import { useFoyerAccount } from '../hooks/useFoyerAccount.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useThemeStyle } from '../theme/useThemeStyle.ts'
import { preloadModal } from '../components/Modal/loadModal.ts'

/**
 * The connected account (avatar, balance, short address); opens the Account view. While it
 * restores it is busy and shows no balance: none is known until the wallet confirms the account.
 */
export function AccountButton() {
  const { open } = useFoyer()
  const { address, balance, balanceSymbol, isRestoring } = useFoyerAccount()
  const { style, themeMode } = useThemeStyle()
  const m = useMessages(buttonTexts)
  if (!address) return null
  return (
    <button
      type="button"
      className="foyer-root foyer-host-button"
      data-variant="secondary"
      data-theme={themeMode}
      style={style}
      onClick={() => open({ view: 'Account' })}
      onPointerEnter={() => preloadModal().catch(() => undefined)}
      onFocus={() => preloadModal().catch(() => undefined)}
      title={address}
      aria-busy={isRestoring}
    >
      <span className="foyer-visually-hidden">{m.account}</span>
      <Avatar address={address} size="sm" />
      {balance !== undefined && <span style={{ fontWeight: 500 }}>{`${formatAmount(balance)} ${balanceSymbol ?? ''}`}</span>}
      <span>{truncateAddress(address, 5, 4)}</span>
    </button>
  )
}
