import { frameQuerySchema } from '../protocol/messages.ts'
import type * as z from 'zod/mini'

export type FrameQuery = z.output<typeof frameQuerySchema>

/** The query the app loads the frame with (projectId, chainId, version, enableLogger, locale); null when it is unusable. */
export function readFrameQuery(search: string): FrameQuery | null {
  const params = new URLSearchParams(search)
  const known = Object.fromEntries(
    (['projectId', 'chainId', 'version', 'enableLogger', 'locale'] as const).flatMap((key) => {
      const value = params.get(key)
      return value === null ? [] : [[key, value]]
    }),
  )
  const parsed = frameQuerySchema.safeParse(known)
  return parsed.success ? parsed.data : null
}
