import { formatAmount, truncateAddress, type ConnectionStatus } from '@foyer/core/internal'
import { useEffect, useState, type ReactNode } from 'react'
import { useFoyerInstance } from '../context.ts'
import { useFoyer } from '../hooks/useFoyer.ts'
import { useFoyerAccount } from '../hooks/useFoyerAccount.ts'
import { useFoyerNetwork } from '../hooks/useFoyerNetwork.ts'
import { preloadConnect } from './preloadConnect.ts'

/** What `<ConnectButton.Custom>` hands its children to draw a button of the host's own. */
export interface ConnectButtonRenderProps {
  /**
   * False on the server and in the first (hydrating) render: draw a placeholder then, so both
   * renders agree (with `<FoyerProvider initialState>` both draw the same account: no need to).
   */
  mounted: boolean
  status: ConnectionStatus
  /** A returning visitor's account drawn from `initialState`, not yet confirmed by the wallet ('connecting', `account` set, no balance). */
  restoring: boolean
  /** The connected (or restoring) account: its address, what to show for it (its name, else a short address), its name and avatar where known, and its native balance while it is current. */
  account?: { address: string; displayName: string; displayBalance?: string; name?: string; avatar?: string }
  /** The active network, and whether the app supports it. */
  network?: { id: number | string; caipNetworkId: string; name: string; unsupported: boolean }
  openConnectModal(): void
  openAccountModal(): void
  openNetworkModal(): void
  /** Loads the modal's code ahead: call it on hover or focus of the host's button, as ConnectButton does. */
  preload(): void
}

/** A connect button the host draws: its children get the account, the network and the functions that open each view. */
export function ConnectButtonCustom({ children }: { children: (props: ConnectButtonRenderProps) => ReactNode }) {
  const { client } = useFoyerInstance()
  const { open } = useFoyer()
  const { address, status, isRestoring, balance, balanceSymbol, balanceUnavailable, name, avatar } = useFoyerAccount()
  const { caipNetwork, isUnsupported } = useFoyerNetwork()
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return children({
    mounted,
    status,
    restoring: isRestoring,
    account: address
      ? {
          address,
          displayName: name ?? truncateAddress(address, 5, 4),
          displayBalance: balance === undefined || balanceUnavailable ? undefined : `${formatAmount(balance)} ${balanceSymbol ?? ''}`.trim(),
          ...(name && { name }),
          ...(avatar && { avatar }),
        }
      : undefined,
    network: caipNetwork ? { id: caipNetwork.id, caipNetworkId: caipNetwork.caipNetworkId, name: caipNetwork.name, unsupported: isUnsupported } : undefined,
    openConnectModal: () => open(),
    openAccountModal: () => open({ view: 'Account' }),
    openNetworkModal: () => open({ view: 'Networks' }),
    preload: () => preloadConnect(client),
  })
}
