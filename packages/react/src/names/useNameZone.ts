import { useFoyerInstance } from '../context.ts'
import { useAnswer } from '../hooks/useAnswer.ts'

/** The server's zone (`foyer.id`), the suffix shown after the label; undefined until it answers (or when it cannot). */
export function useNameZone(): string | undefined {
  const { client } = useFoyerInstance()
  const zone = useAnswer({ key: 'zone', ask: () => client.names.zone() })
  return zone.status === 'answered' ? zone.data : undefined
}
