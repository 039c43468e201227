import { buttonTexts } from '@foyer/core/internal'
import { useId } from 'react'
import { useFoyerInstance } from '../context.ts'
import { useFoyer } from '../hooks/useFoyer.ts'
import { useFoyerAccount } from '../hooks/useFoyerAccount.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useThemeStyle } from '../theme/useThemeStyle.ts'
import { AccountButton } from './AccountButton.tsx'
import { ConnectButtonCustom } from './ConnectButtonCustom.tsx'
import { preloadConnect } from './preloadConnect.ts'
import { useFaceFocus } from './useFaceFocus.ts'

/**
 * "Connect Wallet" (in the host's locale) while disconnected; the account button once connected,
 * and while a returning visitor's account restores (so a server render from `initialState` shows it).
 * `<ConnectButton.Custom>{(props) => …}</ConnectButton.Custom>` draws the host's own instead.
 */
export function ConnectButton({ label }: { label?: string }) {
  const { open } = useFoyer()
  const { client } = useFoyerInstance()
  const m = useMessages(buttonTexts)
  const { isConnected, isRestoring, status } = useFoyerAccount()
  const { style, themeMode } = useThemeStyle()
  // One slot for both faces of this button: when one replaces the other, focus follows (useFocusTrap).
  const slot = useId()
  const showsAccount = isConnected || isRestoring
  const focus = useFaceFocus(showsAccount ? 'account' : 'connect')
  if (showsAccount) return <AccountButton slot={slot} focus={focus} />
  return (
    <button
      type="button"
      className="foyer-root foyer-host-button"
      data-theme={themeMode}
      data-foyer-slot={slot}
      style={style}
      onClick={() => open()}
      ref={focus.ref}
      onPointerEnter={() => preloadConnect(client)}
      onFocus={() => {
        focus.onFocus()
        preloadConnect(client)
      }}
      onBlur={focus.onBlur}
      aria-busy={status === 'connecting'}
    >
      {status === 'connecting' ? m.connecting : (label ?? m.connectWallet)}
    </button>
  )
}

ConnectButton.Custom = ConnectButtonCustom
