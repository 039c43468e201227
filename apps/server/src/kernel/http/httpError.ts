import { STATUS_CODES } from 'node:http'

/**
 * An error meant for the caller: the error handler answers it as
 * `{ error: <HTTP reason phrase>, message }` with its status, and does not log it as a fault.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'HttpError'
  }

  /** The body every non-2xx answer of this server has. */
  get body(): ErrorBody {
    return { error: STATUS_CODES[this.statusCode] ?? 'Error', message: this.message }
  }
}

export interface ErrorBody {
  error: string
  message: string
}

export const badRequest = (message: string) => new HttpError(400, message)
export const notFound = (message: string) => new HttpError(404, message)
