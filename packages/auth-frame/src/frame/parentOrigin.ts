/**
 * Who the frame talks to: only its parent window, and only at the origin it learned on load and the
 * server confirmed for the project. Pure functions, so the rule is tested without a browser.
 */

export interface ParentHints {
  /** `location.ancestorOrigins` (Chromium, Safari); absent in Firefox. */
  ancestorOrigins?: ArrayLike<string> | undefined
  /** `document.referrer`: the embedding page's URL, or its origin under the default referrer policy. */
  referrer: string
}

/** The embedding page's origin, or null when the frame cannot tell (not framed, no referrer). */
export function learnParentOrigin(hints: ParentHints): string | null {
  const ancestor = hints.ancestorOrigins?.length ? hints.ancestorOrigins[0] : undefined
  if (ancestor !== undefined) return webOrigin(ancestor)
  return hints.referrer ? webOrigin(hints.referrer) : null
}

export interface MessageFrom {
  source: unknown
  origin: string
}

/** A message counts only when it comes from the parent window itself, at the confirmed origin. */
export function acceptsMessage(event: MessageFrom, parent: unknown, parentOrigin: string): boolean {
  return parent !== null && parent !== undefined && event.source === parent && event.origin === parentOrigin
}

/** `https://app.example:8443` for an http(s) URL or origin; null for anything else (`null`, file:, data:). */
export function webOrigin(value: string): string | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  return url.origin
}
