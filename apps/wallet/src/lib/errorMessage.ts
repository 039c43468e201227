/** What went wrong, as a sentence a card or the activity list can show. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
