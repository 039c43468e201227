import { useEffect, useState } from 'react'
import { useFoyerInstance } from '../context.ts'

/** The server's zone (`foyer.id`), the suffix shown after the label; undefined until it answers (or when it cannot). */
export function useNameZone(): string | undefined {
  const { client } = useFoyerInstance()
  const [zone, setZone] = useState<string>()
  useEffect(() => {
    let current = true
    client.names.zone().then(
      (answer) => current && setZone(answer),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [client])
  return zone
}
