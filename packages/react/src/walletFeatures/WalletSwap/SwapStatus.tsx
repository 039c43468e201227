import { fillMessage, swapTexts } from '@foyer/core/internal'
import { useMessages } from '../../hooks/useMessages.ts'
import { FormProblem } from '../formParts.tsx'
import type { SwapSetup } from './useSwapSetup.ts'

/** What a swap view shows before it is ready: loading, swaps not served on the network, or the tokens not loaded (with Try again). */
export function SwapStatus({ setup }: { setup: Exclude<SwapSetup, { status: 'ready' }> }) {
  const m = useMessages(swapTexts)
  if (setup.status === 'loading')
    return (
      <p className="foyer-empty" aria-busy="true">
        {m.loadingTokens}
      </p>
    )
  if (setup.status === 'notServed') return <p className="foyer-empty">{fillMessage(m.notServed, { network: setup.network.name })}</p>
  return (
    <div className="foyer-body foyer-send">
      <FormProblem>{m.tokensUnavailable}</FormProblem>
      <button type="button" className="foyer-button" data-variant="secondary" onClick={setup.retry}>
        {m.tryAgain}
      </button>
    </div>
  )
}

/** A token's round mark and symbol. */
export function TokenMark({ logoUri, size = 24 }: { logoUri: string; size?: number }) {
  return <img src={logoUri} alt="" width={size} height={size} />
}
