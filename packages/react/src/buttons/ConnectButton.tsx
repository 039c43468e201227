import { buttonTexts } from '@foyer/core/internal'
import { useFoyerInstance } from '../context.ts'
import { useFoyer } from '../hooks/useFoyer.ts'
import { useFoyerAccount } from '../hooks/useFoyerAccount.ts'
import { useMessages } from '../hooks/useMessages.ts'
import { useThemeStyle } from '../theme/useThemeStyle.ts'
import { AccountButton } from './AccountButton.tsx'
import { ConnectButtonCustom } from './ConnectButtonCustom.tsx'
import { preloadConnect } from './preloadConnect.ts'

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
  if (isConnected || isRestoring) return <AccountButton />
  return (
    <button
      type="button"
      className="foyer-root foyer-host-button"
      data-theme={themeMode}
      style={style}
      onClick={() => open()}
      onPointerEnter={() => preloadConnect(client)}
      onFocus={() => preloadConnect(client)}
      aria-busy={status === 'connecting'}
    >
      {status === 'connecting' ? m.connecting : (label ?? m.connectWallet)}
    </button>
  )
}

ConnectButton.Custom = ConnectButtonCustom
