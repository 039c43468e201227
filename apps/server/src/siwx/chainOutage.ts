import { ChainUnavailableError } from '@foyer/siwx-verify'
import { HttpError } from '../kernel/http/httpError.ts'

/** A chain that did not answer a smart account's check is an outage (503), not a bad signature. */
export function chainOutage(chainId: string) {
  return (error: unknown): never => {
    if (error instanceof ChainUnavailableError) {
      throw new HttpError(503, `The signature cannot be checked right now: ${chainId}'s node does not answer (a smart account's signature is checked on its chain); try again shortly.`, {
        cause: error,
      })
    }
    throw error
  }
}
