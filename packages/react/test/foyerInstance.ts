import type { FoyerOptions } from '@foyer/core/internal'
import { createFoyer, type Foyer, type FoyerInstance } from '../src/createFoyer.ts'

export type { FoyerInstance }

/**
 * `createFoyer` for a test that reaches the client's stores and the modal's own actions, which a
 * host's `Foyer` type leaves out: every Foyer is a FoyerInstance (`<FoyerProvider>` holds it so).
 */
export function createFoyerInstance(options: FoyerOptions): FoyerInstance {
  return instanceOf(createFoyer(options))
}

/** The instance behind a Foyer a test got as a host gets it (from the package's entry). */
export function instanceOf(foyer: Foyer): FoyerInstance {
  return foyer as FoyerInstance
}
