import { buttonTexts, formatAmount, truncateAddress } from '@foyer/core/internal'
import { useId } from 'react'
import { Avatar } from '../components/Avatar/Avatar.tsx'
import { useFoyer } from '../hooks/useFoyer.ts'
import { useFoyerAccount } from '../hooks/useFoyerAccount.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useThemeStyle } from '../theme/useThemeStyle.ts'
import { preloadModal } from '../components/Modal/loadModal.ts'
import type { FaceFocus } from './useFaceFocus.ts'

/**
 * The connected account (avatar, balance, its name or short address); opens the Account view. While it
 * restores it is busy and shows no balance: none is known until the wallet confirms the account.
 */
export function AccountButton({ slot, focus }: { slot?: string; focus?: FaceFocus }) {
  const { open } = useFoyer()
  const ownSlot = useId()
  const { address, balance, balanceSymbol, balanceUnavailable, isRestoring, name, avatar } = useFoyerAccount()
  const { style, themeMode } = useThemeStyle()
  const m = useMessages(buttonTexts)
  if (!address) return null
  return (
    <button
      type="button"
      className="foyer-root foyer-host-button"
      data-variant="secondary"
      data-theme={themeMode}
      data-foyer-slot={slot ?? ownSlot}
      style={style}
      onClick={() => open({ view: 'Account' })}
      ref={focus?.ref}
      onPointerEnter={() => preloadModal().catch(() => undefined)}
      onFocus={() => {
        focus?.onFocus()
        preloadModal().catch(() => undefined)
      }}
      onBlur={focus?.onBlur}
      title={address}
      aria-busy={isRestoring}
    >
      <span className="foyer-visually-hidden">{m.account}</span>
      <Avatar address={address} image={avatar} size="sm" />
      {/* Only a current balance: a last known one is shown, marked, in the Account view. */}
      {balance !== undefined && !balanceUnavailable && <span style={{ fontWeight: 500 }}>{`${formatAmount(balance)} ${balanceSymbol ?? ''}`}</span>}
      <span>{name ?? truncateAddress(address, 5, 4)}</span>
    </button>
  )
}
