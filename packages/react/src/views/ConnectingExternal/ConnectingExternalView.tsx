import { attemptOn } from '@foyer/core'
import { useEffect } from 'react'
import { useFoyerInstance } from '../../context.ts'
import { useStore } from '../../hooks/useStore.ts'
import { WalletImage } from '../../components/WalletImage/WalletImage.tsx'
import type { ViewProps } from '../viewTypes.ts'
import { NotInstalled } from './NotInstalled.tsx'

/** Connecting to an installed or announced wallet: the request is pending in the wallet's own UI. */
export default function ConnectingExternalView({ data }: ViewProps<'ConnectingExternal'>) {
  const { connectorId, listing } = data
  const { client } = useFoyerInstance()
  const connector = useStore(client.ctx.connectors, (all) => all.find((c) => c.id === connectorId))
  const attempt = useStore(client.ctx.connectionAttempt)
  const status = attemptOn(attempt, connector?.id)

  useEffect(() => {
    if (!connector) return
    client.startConnection(connector)
    return () => client.leaveConnection()
  }, [client, connector])

  if (!connector && listing) return <NotInstalled listing={listing} imageUrl={'image_id' in listing ? client.ctx.api.registry.walletImageUrl(listing.image_id) : listing.image_url} />
  if (!connector) return <p className="foyer-empty">This wallet is no longer available in this browser.</p>

  const failed = status !== 'connecting'
  return (
    <div className="foyer-body">
      <div className="foyer-center">
        <div className="foyer-loading-ring" data-state={failed ? 'error' : 'loading'}>
          <WalletImage src={connector.imageUrl} name={connector.name} size="lg" />
        </div>
        <h3>{status === 'declined' ? 'Connection declined' : status === 'failed' ? 'Connection failed' : `Continue in ${connector.name}`}</h3>
        <p role={failed ? 'alert' : undefined}>
          {status === 'declined'
            ? 'The connection request was declined in the wallet.'
            : attempt.status === 'failed'
              ? attempt.message
              : 'Accept the connection request in your wallet.'}
        </p>
        {failed && (
          <button type="button" className="foyer-button" data-variant="secondary" onClick={client.retryConnection} style={{ marginTop: 8 }}>
            Try again
          </button>
        )}
      </div>
    </div>
  )
}
