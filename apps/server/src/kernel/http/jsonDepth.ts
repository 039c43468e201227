/** How deep JSON this server takes may nest objects and lists: far past any request's real shape. */
export const MAX_JSON_DEPTH = 64

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPENERS = new Set([0x5b, 0x7b]) // [ {
const CLOSERS = new Set([0x5d, 0x7d]) // ] }

/**
 * Whether JSON text nests objects and lists deeper than `maxDepth` (a top-level object is 1 deep).
 * A single pass over the text with a counter, no recursion, so no depth of input can overflow the
 * check itself; it runs before JSON.parse, and what passes it cannot overflow JSON.stringify or
 * any recursive walk later on.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === BACKSLASH) index++
      else if (code === QUOTE) inString = false
    } else if (code === QUOTE) {
      inString = true
    } else if (OPENERS.has(code)) {
      if (++depth > maxDepth) return true
    } else if (CLOSERS.has(code)) {
      depth--
    }
  }
  return false
}

/** The 400's message: what is wrong, and where ("body", "body.params[1]"). */
export function tooDeepMessage(field: string): string {
  return `${field} is nested deeper than ${MAX_JSON_DEPTH} levels; send JSON nested at most ${MAX_JSON_DEPTH} levels deep`
}
