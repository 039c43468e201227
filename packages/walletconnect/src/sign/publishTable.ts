/**
 * The relay publish options (tag, ttl, prompt) of every Sign method, for its request and its
 * response (design note §4.1). Peers and push servers read these tags, so they match 2.21.8's.
 */
import type { PublishOptions } from '../types.ts'

const ONE_DAY = 86_400
const FIVE_MINUTES = 300
const THIRTY_SECONDS = 30

export interface MethodPublishOptions {
  req: PublishOptions
  res: PublishOptions
}

export const PUBLISH_TABLE = {
  wc_sessionPropose: {
    req: { tag: 1100, ttl: FIVE_MINUTES, prompt: true },
    res: { tag: 1101, ttl: FIVE_MINUTES, prompt: false },
  },
  wc_sessionSettle: {
    req: { tag: 1102, ttl: FIVE_MINUTES, prompt: false },
    res: { tag: 1103, ttl: FIVE_MINUTES, prompt: false },
  },
  wc_sessionUpdate: {
    req: { tag: 1104, ttl: ONE_DAY, prompt: false },
    res: { tag: 1105, ttl: ONE_DAY, prompt: false },
  },
  wc_sessionExtend: {
    req: { tag: 1106, ttl: ONE_DAY, prompt: false },
    res: { tag: 1107, ttl: ONE_DAY, prompt: false },
  },
  /** The request's ttl is replaced by the request's own expiry. */
  wc_sessionRequest: {
    req: { tag: 1108, ttl: FIVE_MINUTES, prompt: true },
    res: { tag: 1109, ttl: FIVE_MINUTES, prompt: false },
  },
  /** Only errors are ever answered. */
  wc_sessionEvent: {
    req: { tag: 1110, ttl: FIVE_MINUTES, prompt: true },
    res: { tag: 1111, ttl: FIVE_MINUTES, prompt: false },
  },
  wc_sessionDelete: {
    req: { tag: 1112, ttl: ONE_DAY, prompt: false },
    res: { tag: 1113, ttl: ONE_DAY, prompt: false },
  },
  wc_sessionPing: {
    req: { tag: 1114, ttl: ONE_DAY, prompt: false },
    res: { tag: 1115, ttl: ONE_DAY, prompt: false },
  },
  /** The receiver sends no response. */
  wc_pairingDelete: {
    req: { tag: 1000, ttl: ONE_DAY, prompt: false },
    res: { tag: 1001, ttl: ONE_DAY, prompt: false },
  },
  wc_pairingPing: {
    req: { tag: 1002, ttl: THIRTY_SECONDS, prompt: false },
    res: { tag: 1003, ttl: THIRTY_SECONDS, prompt: false },
  },
} as const satisfies Record<string, MethodPublishOptions>

export type SignMethod = keyof typeof PUBLISH_TABLE

/** A wallet's rejection of a proposal (user choice). */
export const PROPOSAL_REJECT_OPTIONS: PublishOptions = { tag: 1120, ttl: FIVE_MINUTES, prompt: false }
/** A wallet's automatic rejection of a proposal it found invalid. */
export const PROPOSAL_AUTO_REJECT_OPTIONS: PublishOptions = { tag: 1121, ttl: FIVE_MINUTES, prompt: false }
/** The answer to a method this client does not support (10001). */
export const UNSUPPORTED_METHOD_RESPONSE_OPTIONS: PublishOptions = { tag: 0, ttl: ONE_DAY, prompt: false }

export function isSignMethod(method: string): method is SignMethod {
  return Object.hasOwn(PUBLISH_TABLE, method)
}

/** Publish options of the response to `method`, or the unsupported-method options for others. */
export function responseOptions(method: string): PublishOptions {
  return isSignMethod(method) ? PUBLISH_TABLE[method].res : UNSUPPORTED_METHOD_RESPONSE_OPTIONS
}
