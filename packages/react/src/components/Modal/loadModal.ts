import { useEffect, useState, type ComponentType } from 'react'

type ModalComponent = ComponentType
let loaded: ModalComponent | undefined
let loading: Promise<ModalComponent> | undefined
const waiting = new Set<(modal: ModalComponent) => void>()

/**
 * Starts loading the modal's code (the dialog, the Connect view and the shell's styles). The page's
 * first load does without it; it comes when the page is idle, or on hover or focus of a button
 * that opens the modal, so that a click finds it in memory.
 */
export function preloadModal(): Promise<ModalComponent> {
  loading ??= import('./Modal.tsx').then(
    (module) => {
      loaded = module.Modal
      for (const show of waiting) show(module.Modal)
      return module.Modal
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** The modal once its code is in memory, however its loading started; loaded at once when needed. */
export function useLoadedModal(needed: boolean): ModalComponent | undefined {
  const [modal, setModal] = useState(() => loaded)
  useEffect(() => {
    if (modal) return
    const show = (component: ModalComponent) => setModal(() => component)
    waiting.add(show)
    if (loaded) show(loaded)
    else if (needed) preloadModal().catch(() => undefined)
    return () => void waiting.delete(show)
  }, [modal, needed])
  return modal
}
