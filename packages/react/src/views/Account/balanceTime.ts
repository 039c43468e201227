import { useFoyerInstance } from '../../context.ts'
import { useStore } from '../../hooks/useStore.ts'

/**
 * When last known balances were read, in the visitor's locale: the time of day, with the date
 * when it was not today, in Latin digits as every number Foyer writes. Undefined when they never were.
 */
export function useBalanceTime(readAt: number | undefined): string | undefined {
  const { client } = useFoyerInstance()
  const locale = useStore(client.ctx.messages, (state) => state.locale)
  if (readAt === undefined) return undefined
  const today = new Date().toDateString() === new Date(readAt).toDateString()
  return new Intl.DateTimeFormat(locale, today ? { timeStyle: 'short', numberingSystem: 'latn' } : { dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn' }).format(readAt)
}
