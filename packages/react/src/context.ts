import { createContext, useContext } from 'react'
import type { Foyer } from './createFoyer.ts'

export const FoyerReactContext = createContext<Foyer | null>(null)

/** The Foyer instance of the nearest <FoyerProvider>. */
export function useFoyerInstance(): Foyer {
  const foyer = useContext(FoyerReactContext)
  if (!foyer) throw new Error('Foyer hooks and components must be used inside <FoyerProvider>')
  return foyer
}
