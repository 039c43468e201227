import { activityTexts, type TextsOf, type Transaction } from '@foyer/core/internal'

/** A day of activity: its heading and its transactions, newest first. */
export interface ActivityDay {
  key: string
  label: string
  transactions: Transaction[]
}

type DayTexts = Pick<TextsOf<typeof activityTexts>, 'dateLocale' | 'today' | 'yesterday'>

/** Groups a newest-first list by the visitor's local day: Today, Yesterday, then dates (in the texts' locale). */
export function groupByDay(transactions: readonly Transaction[], now = new Date(), texts: DayTexts = activityTexts.en): ActivityDay[] {
  const days: ActivityDay[] = []
  for (const transaction of transactions) {
    const minedAt = new Date(transaction.metadata.minedAt)
    const key = localDayKey(minedAt)
    const last = days.at(-1)
    if (last?.key === key) last.transactions.push(transaction)
    else days.push({ key, label: dayLabel(minedAt, now, texts), transactions: [transaction] })
  }
  return days
}

/** '2:05 PM' ('14:05' in de-DE). */
export function timeOfDay(iso: string, dateLocale: string = activityTexts.en.dateLocale): string {
  return formats(dateLocale).time.format(new Date(iso))
}

function dayLabel(date: Date, now: Date, texts: DayTexts): string {
  const yesterday = new Date(now)
  yesterday.setDate(now.getDate() - 1)
  if (localDayKey(date) === localDayKey(now)) return texts.today
  if (localDayKey(date) === localDayKey(yesterday)) return texts.yesterday
  const { date: withoutYear, dateWithYear } = formats(texts.dateLocale)
  return date.getFullYear() === now.getFullYear() ? withoutYear.format(date) : dateWithYear.format(date)
}

// Building an Intl formatter is slow; one set per locale serves every row.
const formatsByLocale = new Map<string, { date: Intl.DateTimeFormat; dateWithYear: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>()
function formats(locale: string) {
  let found = formatsByLocale.get(locale)
  if (!found) {
    found = {
      // Latin digits, as every number Foyer writes.
      date: new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', numberingSystem: 'latn' }),
      dateWithYear: new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', numberingSystem: 'latn' }),
      time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', numberingSystem: 'latn' }),
    }
    formatsByLocale.set(locale, found)
  }
  return found
}

function localDayKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`
}
