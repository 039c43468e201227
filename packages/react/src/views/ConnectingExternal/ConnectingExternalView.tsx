import { isUserRejection } from '@foyer/core'
import { useEffect, useRef, useState } from 'react'
import { useFoyerInstance } from '../../context.ts'
import { useStore } from '../../hooks/useStore.ts'
import { WalletImage } from '../../components/WalletImage/WalletImage.tsx'
import type { ViewProps } from '../viewTypes.ts'
import { NotInstalled } from './NotInstalled.tsx'

type Attempt = { state: 'connecting' } | { state: 'declined' } | { state: 'failed'; message: string }

/** Connecting to an installed or announced wallet: the request is pending in the wallet's own UI. */
export default function ConnectingExternalView({ data }: ViewProps<'ConnectingExternal'>) {
  const { connectorId, listing } = data
  const { client } = useFoyerInstance()
  const connector = useStore(client.ctx.connectors, (all) => all.find((c) => c.id === connectorId))
  const [attempt, setAttempt] = useState<Attempt>({ state: 'connecting' })
  const [round, setRound] = useState(0)
  const started = useRef(-1)

  useEffect(() => {
    if (!connector || started.current === round) return
    started.current = round
    setAttempt({ state: 'connecting' })
    client.connect(connector).then(
      () => client.close(),
      (error: unknown) =>
        setAttempt(
          isUserRejection(error)
            ? { state: 'declined' }
            : { state: 'failed', message: (error as Error)?.message || 'The wallet could not connect.' },
        ),
    )
  }, [client, connector, round])

  if (!connector && listing) return <NotInstalled listing={listing} imageUrl={'image_id' in listing ? client.ctx.api.registry.walletImageUrl(listing.image_id) : listing.image_url} />
  if (!connector) return <p className="foyer-empty">This wallet is no longer available in this browser.</p>

  const failed = attempt.state !== 'connecting'
  return (
    <div className="foyer-body">
      <div className="foyer-center">
        <div className="foyer-loading-ring" data-state={failed ? 'error' : 'loading'}>
          <WalletImage src={connector.imageUrl} name={connector.name} size="lg" />
        </div>
        <h3>{attempt.state === 'declined' ? 'Connection declined' : attempt.state === 'failed' ? 'Connection failed' : `Continue in ${connector.name}`}</h3>
        <p role={failed ? 'alert' : undefined}>
          {attempt.state === 'declined'
            ? 'The connection request was declined in the wallet.'
            : attempt.state === 'failed'
              ? attempt.message
              : 'Accept the connection request in your wallet.'}
        </p>
        {failed && (
          <button type="button" className="foyer-button" data-variant="secondary" onClick={() => setRound((n) => n + 1)} style={{ marginTop: 8 }}>
            Try again
          </button>
        )}
      </div>
    </div>
  )
}
