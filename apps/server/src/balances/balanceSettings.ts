import { z } from 'zod'

/** How the balance route treats forceUpdate=true. */
export const balanceSettingsSchema = z.object({
  /**
   * A forced update reads an account's balances from the chain again at most once in this many
   * seconds (FOYER_BALANCE_FORCE_UPDATE_SECONDS); one asked within it waits for its end. 0: every time.
   */
  forceUpdateSeconds: z.number().int().min(0).max(3600).default(5),
})

export type BalanceSettings = z.output<typeof balanceSettingsSchema>
