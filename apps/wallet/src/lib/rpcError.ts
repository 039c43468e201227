/**
 * An error the wallet answers a dapp's request with, `{code, message}` as EIP-1193 and the Sign
 * protocol carry it. Everything the wallet refuses on purpose is one of these; anything else thrown
 * while answering becomes -32603.
 */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'RpcError'
  }
}

/** The `{code, message}` to send for whatever went wrong while answering a request. */
export function toRpcError(error: unknown): { code: number; message: string } {
  if (error instanceof RpcError) return { code: error.code, message: error.message }
  const viemError = error as { walk?: (match: (inner: unknown) => boolean) => unknown; shortMessage?: string; message?: string }
  // viem nests the node's error; the innermost one with a numeric code is the one a dapp can act on.
  const coded = viemError?.walk?.((inner) => typeof (inner as { code?: unknown }).code === 'number') as { code: number } | undefined
  return { code: coded?.code ?? -32603, message: viemError?.shortMessage ?? viemError?.message ?? 'Internal error' }
}
