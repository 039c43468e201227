import { frameErrorSchema, type FrameError } from '../protocol/messages.ts'

export const DEFAULT_ERROR_MESSAGE = 'An error occurred'

/** An error a handler throws to answer `<TYPE>_ERROR {message, code}`. */
export class FrameRequestError extends Error {
  readonly code: string | number | undefined

  constructor(message: string, code?: string | number) {
    super(message)
    this.name = 'FrameRequestError'
    this.code = code
  }
}

/**
 * The ERROR payload for anything a handler threw: a FrameRequestError keeps its message and code;
 * anything else (a bug, a browser exception) becomes 'An error occurred' so no internals leak.
 */
export function frameErrorOf(error: unknown): FrameError {
  if (!(error instanceof FrameRequestError)) return { message: DEFAULT_ERROR_MESSAGE }
  const payload = frameErrorSchema.safeParse({
    message: error.message.slice(0, 1024) || DEFAULT_ERROR_MESSAGE,
    ...(error.code === undefined ? {} : { code: error.code }),
  })
  return payload.success ? payload.data : { message: error.message.slice(0, 1024) || DEFAULT_ERROR_MESSAGE }
}
