import { isSolanaError, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR, type Rpc, type SolanaRpcApi } from '@solana/kit'
import { UpstreamsUnavailableError, type FailedAttempt, type UpstreamPolicy } from '../../rpc/upstreams.ts'

/** Runs `read` on the first node that answers: each node gets 1 + retryCount attempts, each cut at timeoutMs. */
export async function onAnyNode<T>(nodes: Rpc<SolanaRpcApi>[], policy: UpstreamPolicy, read: (rpc: Rpc<SolanaRpcApi>, signal: AbortSignal) => Promise<T>): Promise<T> {
  const failures: FailedAttempt[] = []
  for (const [index, rpc] of nodes.entries()) {
    for (let attempt = 1; attempt <= 1 + policy.retryCount; attempt++) {
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, policy.retryDelayMs))
      try {
        return await read(rpc, AbortSignal.timeout(policy.timeoutMs))
      } catch (error) {
        if (!isUnreachable(error)) throw error
        failures.push({ upstream: index + 1, attempt, reason: error instanceof Error ? error.message : String(error) })
      }
    }
  }
  throw new UpstreamsUnavailableError(failures)
}

/**
 * No answer (refused, reset, timed out) or an HTTP failure instead of JSON-RPC: another attempt or
 * node may do better. A JSON-RPC error (a SolanaError other than the transport's) is the node's answer.
 */
function isUnreachable(error: unknown): boolean {
  if (isSolanaError(error, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR)) return true
  return !isSolanaError(error)
}
