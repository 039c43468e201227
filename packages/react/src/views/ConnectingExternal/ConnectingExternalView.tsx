import { attemptOn, fillMessage, localizeText, walletTexts } from '@foyer/core/internal'
import { useEffect } from 'react'
import { useFoyerInstance } from '../../context.ts'
import { useMessages } from '../../hooks/useMessages.ts'
import { useStore } from '../../hooks/useStore.ts'
import { WalletImage } from '../../components/WalletImage/WalletImage.tsx'
import type { ViewProps } from '../viewTypes.ts'
import { NotInstalled } from './NotInstalled.tsx'
import { AttemptStatus } from '../../components/AttemptStatus/AttemptStatus.tsx'

/** Connecting to an installed or announced wallet: the request is pending in the wallet's own UI. */
export default function ConnectingExternalView({ data }: ViewProps<'ConnectingExternal'>) {
  const { connectorId, listing } = data
  const { client } = useFoyerInstance()
  const connector = useStore(client.ctx.connectors, (all) => all.find((c) => c.id === connectorId))
  const attempt = useStore(client.ctx.connectionAttempt)
  const status = attemptOn(attempt, connector?.id)
  const m = useMessages(walletTexts)

  useEffect(() => {
    if (!connector) return
    client.startConnection(connector)
    return () => client.leaveConnection()
  }, [client, connector])

  if (!connector && listing) return <NotInstalled listing={listing} imageUrl={'image_id' in listing ? client.ctx.registry.walletImageUrl(listing.image_id) : listing.image_url} />
  if (!connector) return <p className="foyer-empty">{m.noLongerAvailable}</p>

  return (
    <AttemptStatus
      image={<WalletImage src={connector.imageUrl} name={connector.name} size="lg" />}
      failed={status !== 'connecting'}
      title={status === 'declined' ? m.declined : status === 'failed' ? m.failed : fillMessage(m.continueIn, { wallet: connector.name })}
      detail={status === 'declined' ? m.declinedDetail : attempt.status === 'failed' ? localizeText(walletTexts.en, m, attempt.message) : m.acceptRequest}
      retry={{ label: m.tryAgain, onClick: client.retryConnection }}
    />
  )
}
