/**
 * Who is asking, as the approval screen names it: the parent origin the server confirmed, always;
 * the name the app gives itself (SYNC_DAPP_DATA) only beside it, as a claim. Pure, so the rule
 * that a name never stands in for the origin is tested without a DOM.
 */
import type { AppEventPayload } from '../protocol/messages.ts'

/** What the host page says about itself in SYNC_DAPP_DATA: a claim, shown only beside the verified origin. */
export type DappMetadata = NonNullable<AppEventPayload<'SYNC_DAPP_DATA'>['metadata']>

export interface ApprovalApp {
  /** The verified parent origin as people read it: `shop.example`, `http://127.0.0.1:5173`. */
  origin: string
  /** What the app calls itself, cleaned; absent when it says nothing beyond its origin. */
  claimedName?: string
  icon?: string
}

const MAX_NAME_LENGTH = 40

export function describeApprovalApp(parentOrigin: string, dapp: DappMetadata | undefined): ApprovalApp {
  const url = new URL(parentOrigin)
  // Plain http is spelled out: the visitor should see that the page is not secure.
  const origin = url.protocol === 'https:' ? url.host : url.origin
  const name = dapp ? cleanName(dapp.name) : ''
  const icon = dapp?.icons.find((candidate) => /^(https?:|data:image\/)/.test(candidate))
  return {
    origin,
    ...(name && !sameAsOrigin(name, url) ? { claimedName: name } : {}),
    ...(icon ? { icon } : {}),
  }
}

/** One line of visible text: no control or format characters (bidi overrides, zero-width), clipped. */
export function cleanName(name: string): string {
  const text = name
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim()
  const characters = [...text]
  return characters.length > MAX_NAME_LENGTH
    ? `${characters
        .slice(0, MAX_NAME_LENGTH - 1)
        .join('')
        .trimEnd()}…`
    : text
}

function sameAsOrigin(name: string, url: URL): boolean {
  const lower = name.toLowerCase()
  return lower === url.host || lower === url.origin
}
