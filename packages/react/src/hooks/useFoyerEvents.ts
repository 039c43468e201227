import type { FoyerEvent } from '@foyer/core/internal'
import { useEffect, useState } from 'react'
import { useFoyerInstance } from '../context.ts'

/**
 * The modal's latest event (`MODAL_OPEN`, `SELECT_WALLET`, `CONNECT_SUCCESS`, …: spec §7's analytics
 * events, whether or not they are sent to the server), re-rendering on each; undefined before the
 * first. For every event without missing one between renders, use `foyer.client.onEvent(listener)`.
 */
export function useFoyerEvents(): FoyerEvent | undefined {
  const { client } = useFoyerInstance()
  const [latest, setLatest] = useState<FoyerEvent | undefined>(undefined)
  useEffect(() => client.onEvent(setLatest), [client])
  return latest
}
