/**
 * Something the server needs in order to answer: an RPC node, the database. `check` resolves
 * when it answers and throws an error saying what is wrong ("refused the connection") otherwise.
 */
export interface Dependency {
  /** Names the dependency to an operator: "eip155:31337 (Foyer Devnet) RPC node", "database". */
  name: string
  check(signal: AbortSignal): Promise<void>
}

export interface DependencyStatus {
  name: string
  ok: boolean
  latencyMs: number
  /** Why it is not ok. */
  problem?: string
}

/** Checks every dependency at once, each within `timeoutMs`; never throws. */
export async function checkDependencies(dependencies: readonly Dependency[], timeoutMs: number): Promise<DependencyStatus[]> {
  return Promise.all(dependencies.map((dependency) => checkOne(dependency, timeoutMs)))
}

async function checkOne(dependency: Dependency, timeoutMs: number): Promise<DependencyStatus> {
  const started = performance.now()
  const signal = AbortSignal.timeout(timeoutMs)
  const latencyMs = () => Math.round(performance.now() - started)
  try {
    await dependency.check(signal)
    return { name: dependency.name, ok: true, latencyMs: latencyMs() }
  } catch (error) {
    const problem = signal.aborted ? `did not answer within ${timeoutMs} ms` : describeFailure(error)
    return { name: dependency.name, ok: false, latencyMs: latencyMs(), problem }
  }
}

/** fetch hides the reason (ECONNREFUSED) in `cause`; say it in words. */
function describeFailure(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
  const code = (cause as { code?: unknown } | null)?.code
  if (code === 'ECONNREFUSED') return 'refused the connection'
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'closed the connection'
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'has a host name that does not resolve'
  return cause instanceof Error ? cause.message : String(cause)
}
