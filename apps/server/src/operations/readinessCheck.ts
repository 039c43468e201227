import { checkDependencies, type Dependency, type DependencyStatus } from '../kernel/dependency.ts'

/**
 * Every dependency's status, checked at most once per `cacheMs`: probes within it share the last
 * round's answer, and concurrent ones the round under way. However often /readyz is asked, the RPC
 * nodes, the database and Redis are asked once per period.
 */
export function cachedReadinessCheck(dependencies: readonly Dependency[], options: { timeoutMs: number; cacheMs: number; now?: () => number }) {
  const now = options.now ?? Date.now
  let last: { at: number; statuses: Promise<DependencyStatus[]> } | undefined
  return (): Promise<DependencyStatus[]> => {
    const at = now()
    if (last && at - last.at < options.cacheMs) return last.statuses
    const round = { at, statuses: checkDependencies(dependencies, options.timeoutMs) }
    last = round
    // With no cache period, only concurrent probes share a round: the next one checks again.
    if (options.cacheMs === 0) void round.statuses.finally(() => last === round && (last = undefined))
    return round.statuses
  }
}
