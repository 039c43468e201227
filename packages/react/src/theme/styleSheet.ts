import { useContext, useInsertionEffect } from 'react'
import { FoyerReactContext } from '../context.ts'

/**
 * Where a stylesheet sits in the cascade: the page's (the host buttons), the modal's shell, then
 * each view's. A sheet goes before any of a later layer, so the order does not depend on which
 * loaded first (React inserts a view's styles before its parent's when both mount together).
 */
export type StyleLayer = 'page' | 'shell' | 'view'

const LAYER_ORDER: Record<StyleLayer, number> = { page: 0, shell: 1, view: 2 }

/**
 * Adds a stylesheet to the document once, when the component that needs it first renders; with
 * the host's `cspNonce` (from the nearest provider, or given) on the element. A sheet already in the
 * page (rendered on the server by <FoyerStyles />) is kept.
 */
export function useStyleSheet(id: string, css: string, layer: StyleLayer = 'view', nonce?: string): void {
  const providerNonce = useContext(FoyerReactContext)?.client.options.cspNonce
  const hostNonce = nonce ?? providerNonce
  useInsertionEffect(() => {
    if (document.getElementById(id)) return
    const element = document.createElement('style')
    element.id = id
    if (hostNonce) element.nonce = hostNonce
    element.dataset.foyerLayer = String(LAYER_ORDER[layer])
    element.textContent = css
    const later = [...document.head.querySelectorAll<HTMLStyleElement>('style[data-foyer-layer]')].find((sheet) => Number(sheet.dataset.foyerLayer) > LAYER_ORDER[layer])
    document.head.insertBefore(element, later ?? null)
  }, [id, css, layer, hostNonce])
}

/** The attributes a sheet carries in the page, for rendering it on the server. */
export function styleSheetAttributes(layer: StyleLayer): { 'data-foyer-layer': string } {
  return { 'data-foyer-layer': String(LAYER_ORDER[layer]) }
}
