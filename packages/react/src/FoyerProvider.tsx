import { useEffect, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import type { InitialState } from '@foyer/core/internal'
import { useIdlePreload } from './buttons/preloadConnect.ts'
import { useLoadedModal } from './components/Modal/loadModal.ts'
import { FirstRenderContext, FoyerReactContext } from './context.ts'
import type { Foyer, FoyerInstance } from './createFoyer.ts'
import { useStore } from './hooks/useStore.ts'
import { useSeededFoyer } from './seededFoyer.ts'
import { useInjectedStyles } from './theme/useInjectedStyles.ts'

/**
 * Provides Foyer to the app and renders the modal: in a portal on document.body, or in place when
 * appending is disabled or the modal is embedded. Safe to render on the server: discovery starts
 * and the portal mounts only in the browser, after hydration. The modal's code is not part of the
 * page's first load: it loads when the page is idle (or on hover or focus of a Foyer button), and at
 * once if the modal opens before. `initialState` (from `cookieToInitialState`, read on the server)
 * draws a returning visitor's account in the first render, on the server and in the browser, until
 * the wallet confirms it.
 */
export function FoyerProvider({ foyer: given, initialState, children }: { foyer: Foyer; initialState?: InitialState; children?: ReactNode }) {
  // Every Foyer is one createFoyer made: the provider holds it with its client's stores.
  const foyer = useSeededFoyer(given as FoyerInstance, initialState)
  const [firstRender] = useState(() => storeValues(foyer.client.ctx))
  const [mounted, setMounted] = useState(false)
  useInjectedStyles(foyer.client.options.cspNonce)
  useIdlePreload(foyer.client)
  const open = useStore(foyer.client.ctx.modal, (state) => state.open)
  useEffect(() => {
    setMounted(true)
    return foyer.client.start()
  }, [foyer])

  const { disableAppend, enableEmbedded } = foyer.client.options
  const inPlace = disableAppend || enableEmbedded
  const Modal = useLoadedModal(open || Boolean(enableEmbedded))
  // The modal is asked for but its code is still on its way: the host's useFoyerState says so (`loading`).
  const waiting = open && !Modal
  useEffect(() => foyer.client.ctx.modal.setLoading(waiting), [foyer, waiting])
  return (
    <FoyerReactContext.Provider value={foyer}>
      <FirstRenderContext.Provider value={firstRender}>
        {children}
        {mounted && Modal && (inPlace ? <Modal /> : createPortal(<Modal />, document.body))}
      </FirstRenderContext.Provider>
    </FoyerReactContext.Provider>
  )
}

/** Each store of the client's context (what has `get` and `subscribe`) with the value it holds now. */
function storeValues(ctx: object): ReadonlyMap<object, unknown> {
  const values = new Map<object, unknown>()
  for (const part of Object.values(ctx)) {
    if (typeof part === 'object' && part !== null && typeof (part as { get?: unknown }).get === 'function' && typeof (part as { subscribe?: unknown }).subscribe === 'function') {
      values.set(part, (part as { get(): unknown }).get())
    }
  }
  return values
}
