export * from './authApi.ts'
export * from './foyerError.ts'
export * from './frameRequestError.ts'
export * from './messages.ts'
export * from './polkadotTransaction.ts'
export * from './rpcMethods.ts'

/** Where the server serves the frame, below its origin (or FOYER_AUTH_FRAME_URL in production). */
export const FRAME_PATH = '/auth-frame/'
/** The frame's protocol version, announced in READY; the app refuses a frame of another major. */
export const FRAME_PROTOCOL_VERSION = '1.0.0'
