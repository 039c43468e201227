import type { Transaction } from '@foyer/core'

/** A day of activity: its heading and its transactions, newest first. */
export interface ActivityDay {
  key: string
  label: string
  transactions: Transaction[]
}

const dateLabel = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' })
const dateLabelWithYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
const timeLabel = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })

/** Groups a newest-first list by the visitor's local day: Today, Yesterday, then dates. */
export function groupByDay(transactions: readonly Transaction[], now = new Date()): ActivityDay[] {
  const days: ActivityDay[] = []
  for (const transaction of transactions) {
    const minedAt = new Date(transaction.metadata.minedAt)
    const key = localDayKey(minedAt)
    const last = days.at(-1)
    if (last?.key === key) last.transactions.push(transaction)
    else days.push({ key, label: dayLabel(minedAt, now), transactions: [transaction] })
  }
  return days
}

/** '2:05 PM'. */
export function timeOfDay(iso: string): string {
  return timeLabel.format(new Date(iso))
}

function dayLabel(date: Date, now: Date): string {
  const yesterday = new Date(now)
  yesterday.setDate(now.getDate() - 1)
  if (localDayKey(date) === localDayKey(now)) return 'Today'
  if (localDayKey(date) === localDayKey(yesterday)) return 'Yesterday'
  return date.getFullYear() === now.getFullYear() ? dateLabel.format(date) : dateLabelWithYear.format(date)
}

function localDayKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`
}
