import type { Project } from './projectsTable.ts'

/** Projects are read at most once per TTL per id, so the guard costs a map lookup per request. */
export const PROJECT_CACHE_TTL_MS = 30_000
const MAX_CACHED_IDS = 10_000

export type FindProject = (id: string) => Promise<Project | undefined>

/** A cached lookup that can also answer at once, without a promise, when it already knows the answer. */
export interface CachedFindProject extends FindProject {
  /** The id's answer when it is cached and settled (`{ project: undefined }`: no such project); else undefined. */
  known(id: string): { project: Project | undefined } | undefined
  /** Drops the id's answer, so the next request reads the project again (it was just changed). */
  forget(id: string): void
}

/**
 * Wraps `find` with a short cache of answers, unknown ids included (a flood of made-up ids then
 * costs one query each per TTL). Concurrent lookups of one id share a query; failures are not kept.
 * A change is seen at once when someone says so (`forget`: the CLI through the server, or a
 * PostgreSQL notification), and within the TTL in any case.
 */
export function cachedProjectLookup(find: FindProject, ttlMs = PROJECT_CACHE_TTL_MS, now = Date.now): CachedFindProject {
  const entries = new Map<string, { expiresAt: number; project: Promise<Project | undefined>; settled?: { project: Project | undefined } }>()

  const lookup = (id: string) => {
    const cached = entries.get(id)
    if (cached && cached.expiresAt > now()) return cached.project
    entries.delete(id)
    if (entries.size >= MAX_CACHED_IDS) entries.delete(entries.keys().next().value!)

    const project = find(id)
    const entry: { expiresAt: number; project: Promise<Project | undefined>; settled?: { project: Project | undefined } } = { expiresAt: now() + ttlMs, project }
    entries.set(id, entry)
    project.then(
      (found) => (entry.settled = { project: found }),
      () => {
        if (entries.get(id) === entry) entries.delete(id)
      },
    )
    return project
  }
  lookup.known = (id: string) => {
    const cached = entries.get(id)
    return cached && cached.expiresAt > now() ? cached.settled : undefined
  }
  lookup.forget = (id: string) => void entries.delete(id)
  return lookup
}
