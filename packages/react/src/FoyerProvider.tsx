import { useEffect, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { Modal } from './components/Modal/Modal.tsx'
import { FoyerReactContext } from './context.ts'
import type { Foyer } from './createFoyer.ts'
import { useInjectedStyles } from './theme/useInjectedStyles.ts'

/**
 * Provides Foyer to the app and renders the modal: in a portal on document.body, or in place when
 * appending is disabled or the modal is embedded. Safe to render on the server: discovery starts
 * and the portal mounts only in the browser, after hydration.
 */
export function FoyerProvider({ foyer, children }: { foyer: Foyer; children?: ReactNode }) {
  const [mounted, setMounted] = useState(false)
  useInjectedStyles()
  useEffect(() => {
    setMounted(true)
    return foyer.client.start()
  }, [foyer])

  const { disableAppend, enableEmbedded } = foyer.client.options
  const inPlace = disableAppend || enableEmbedded
  return (
    <FoyerReactContext.Provider value={foyer}>
      {children}
      {mounted && (inPlace ? <Modal /> : createPortal(<Modal />, document.body))}
    </FoyerReactContext.Provider>
  )
}
