import type { FoyerContext } from '../context.ts'

/**
 * What a view does beyond showing itself: what leaving it by Back does and whether it holds the
 * modal open. A view without special behaviour declares none.
 */
export interface ViewBehaviour {
  /** Runs when the visitor goes back from this view, before the history moves (a login under way stops). */
  onBack?(ctx: FoyerContext): void
  /** Whether Close and Escape are refused while the view shows (the modal shakes instead). */
  refusesClose?(ctx: FoyerContext): boolean
  /** Whether Back is refused too, and hidden: the view holds the visitor until they answer. */
  refusesBack?(ctx: FoyerContext): boolean
  /** Going back with this view anywhere in the history closes the modal (spec §2). */
  closesOnBack?: true
}
