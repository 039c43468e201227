import { z } from 'zod'

/**
 * The rules for a project's fields, shared by the CLI, the repository and the guard.
 * An id is 3–64 lowercase letters, digits and dashes: `foyer-dev`, or 32 hex digits when generated.
 */
export const projectIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{2,63}$/, 'must be 3 to 64 lowercase letters, digits and dashes, like foyer-dev')

export const projectNameSchema = z.string().trim().min(1).max(100)

/**
 * A web origin as browsers send it in the Origin header: scheme, host and port only. Input is
 * normalised (`HTTP://LocalHost:5173/` → `http://localhost:5173`, a default port dropped).
 */
export const originSchema = z.string().transform((value, context) => {
  const origin = parseOrigin(value)
  if (origin) return origin
  context.addIssue({
    code: 'custom',
    message: `must be an origin (http(s)://host[:port], no path), like https://app.example.com; got "${value.slice(0, 200)}"`,
  })
  return z.NEVER
})

function parseOrigin(value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) return undefined
  return url.origin
}
