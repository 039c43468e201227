import { FoyerError } from './foyerError.ts'

/** What a refusal says beyond its code, for the app to word: a wrong code's tries left. */
export interface FrameErrorDetails {
  triesLeft?: number
}

/**
 * A request the frame answered `<TYPE>_ERROR {message, code?, triesLeft?}`, on both sides: a frame
 * handler throws it to answer so, and the app's frame client rejects with it. The message is for
 * people (the server's or the frame's text, as sent), the code and details for the app
 * (`JWT_TOKEN_NOT_VALID`, a wallet's 4001, a wrong login code with its tries left).
 */
export class FrameRequestError extends FoyerError {
  override name = 'FrameRequestError'
  readonly code: string | number | undefined
  readonly triesLeft: number | undefined

  constructor(message: string, code?: string | number, details: FrameErrorDetails = {}) {
    super(message)
    this.code = code
    this.triesLeft = details.triesLeft
  }
}
