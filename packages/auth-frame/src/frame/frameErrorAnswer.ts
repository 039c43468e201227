import { frameErrorSchema, type FrameError } from '../protocol/messages.ts'
import { FrameRequestError } from '../protocol/frameRequestError.ts'

export const DEFAULT_ERROR_MESSAGE = 'An error occurred'

/**
 * The ERROR payload for anything a handler threw: a FrameRequestError keeps its message, code and details;
 * anything else (a bug, a browser exception) becomes 'An error occurred' so no internals leak.
 */
export function frameErrorOf(error: unknown): FrameError {
  if (!(error instanceof FrameRequestError)) return { message: DEFAULT_ERROR_MESSAGE }
  const payload = frameErrorSchema.safeParse({
    message: error.message.slice(0, 1024) || DEFAULT_ERROR_MESSAGE,
    ...(error.code === undefined ? {} : { code: error.code }),
    ...(error.triesLeft === undefined ? {} : { triesLeft: error.triesLeft }),
  })
  return payload.success ? payload.data : { message: error.message.slice(0, 1024) || DEFAULT_ERROR_MESSAGE }
}
