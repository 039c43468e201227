import { ALERTS, type AlertKey } from '../errors.ts'
import { createStore } from '../store.ts'

export interface AlertState {
  key?: AlertKey
  variant: 'error' | 'warning' | 'info'
}

/**
 * The alert banner at the top of the modal; `once` keys are raised at most once per page.
 * `texts` gives the alerts in the visitor's locale (English by default).
 */
export function createAlertStore(texts: () => Record<AlertKey, { shortMessage: string; longMessage: string }> = () => ALERTS) {
  const store = createStore<AlertState>({ variant: 'error' })
  const raised = new Set<AlertKey>()
  return {
    ...store,
    message: () => {
      const { key } = store.get()
      return key ? texts()[key] : undefined
    },
    raise(key: AlertKey, options: { once?: boolean; variant?: AlertState['variant'] } = {}) {
      if (options.once && raised.has(key)) return
      raised.add(key)
      store.set({ key, variant: options.variant ?? 'error' })
    },
    dismiss: () => store.set({ variant: 'error' }),
  }
}
export type AlertStore = ReturnType<typeof createAlertStore>
