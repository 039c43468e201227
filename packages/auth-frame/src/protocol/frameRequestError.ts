import { FoyerError } from './foyerError.ts'

/**
 * A request the frame answered `<TYPE>_ERROR {message, code?}`, on both sides: a frame handler throws
 * it to answer so, and the app's frame client rejects with it. The message is for people (the
 * server's or the frame's text, as sent), the code for the app (`JWT_TOKEN_NOT_VALID`, a wallet's 4001).
 */
export class FrameRequestError extends FoyerError {
  override name = 'FrameRequestError'
  readonly code: string | number | undefined

  constructor(message: string, code?: string | number) {
    super(message)
    this.code = code
  }
}
