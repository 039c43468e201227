/** The name registration's views (spec §2: names under the server's zone). */
export interface NameViews {
  /** Choose a name under the zone (`<label>.foyer.id`): suggestions, availability, then the wallet signs the registration. */
  RegisterAccountName: undefined
  /** The name registered: the account now goes by it. */
  RegisterAccountNameSuccess: { name: string }
}

declare module '../stores/router.ts' {
  interface ViewDataMap extends NameViews {}
}
