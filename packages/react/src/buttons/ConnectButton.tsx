import { useFoyer } from '../hooks/useFoyer.ts'
import { useFoyerAccount } from '../hooks/useFoyerAccount.ts'
import { useThemeStyle } from '../theme/useThemeStyle.ts'
import { AccountButton } from './AccountButton.tsx'

/** "Connect Wallet" while disconnected; the account button once connected. */
export function ConnectButton({ label = 'Connect Wallet' }: { label?: string }) {
  const { open } = useFoyer()
  const { isConnected, status } = useFoyerAccount()
  const { style, themeMode } = useThemeStyle()
  if (isConnected) return <AccountButton />
  return (
    <button type="button" className="foyer-root foyer-host-button" data-theme={themeMode} style={style} onClick={() => open()} aria-busy={status === 'connecting'}>
      {status === 'connecting' ? 'Connecting…' : label}
    </button>
  )
}
