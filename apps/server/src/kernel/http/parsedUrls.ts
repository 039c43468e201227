import { LRUCache } from 'lru-cache'

/** Distinct URLs remembered per route: the hot ones (a dapp's users ask the same few) stay. */
const MAX_URLS = 1_000
/** A longer URL is parsed every time: it is rarely asked twice and would crowd the cache. */
const MAX_CACHED_URL_LENGTH = 512

/**
 * The parsed params and query of a GET route by URL: both come from the URL alone, so the same URL
 * parses to the same input, and a repeated call (a balance polled by every open page) skips zod
 * and its checks (an address's EIP-55 checksum is a keccak hash). Only successful parses are kept;
 * they are frozen, since every later request with that URL gets the same objects.
 */
export function createParsedUrls<Input extends object>() {
  const cache = new LRUCache<string, Input>({ max: MAX_URLS })
  return {
    get: (url: string): Input | undefined => cache.get(url),
    set(url: string, input: Input): void {
      if (url.length <= MAX_CACHED_URL_LENGTH) cache.set(url, deepFreeze(input))
    },
  }
}

function deepFreeze<Value>(value: Value): Value {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const part of Object.values(value)) deepFreeze(part)
  }
  return value
}
