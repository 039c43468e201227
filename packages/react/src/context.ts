import { createContext, useContext } from 'react'
import type { FoyerInstance } from './createFoyer.ts'

export const FoyerReactContext = createContext<FoyerInstance | null>(null)

/** The Foyer instance of the nearest <FoyerProvider>. */
export function useFoyerInstance(): FoyerInstance {
  const foyer = useContext(FoyerReactContext)
  if (!foyer) throw new Error('Foyer hooks and components must be used inside <FoyerProvider>')
  return foyer
}

/**
 * What each of the client's stores held when the nearest provider first rendered: the state the
 * server drew the page from. A component that hydrates later (inside a Suspense boundary, whose
 * hydration React defers) reads this, not the store as it is by then, so its hydrating render
 * matches the server's markup whatever the device's speed; it updates in the next render.
 */
export const FirstRenderContext = createContext<ReadonlyMap<object, unknown> | null>(null)
