import { z } from 'zod'
import { caipNetworkIdSchema } from '../caip.ts'

/**
 * The checks a wallet listing's fields pass whoever wrote it (an operator's wallets file, an
 * upstream registry): its links end up as links in visitors' pages, so a `javascript:` link or a
 * store page over plain http never gets there.
 */

/** A registry id: also a path segment of /getWalletImage/:id. */
export const walletIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'must be letters, digits, dots, dashes or underscores (at most 100), like metamask')

export const walletNameSchema = z.string().trim().min(1).max(64)

export const rdnsSchema = z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a reverse-DNS id like io.metamask')

export const chainsSchema = z.array(caipNetworkIdSchema).max(500)

/** A page visitors open (a homepage, a store page, a web app): https, or http on this machine for local testing. */
export const pageLinkSchema = z.string().max(2000).refine(isPageLink, 'must be an https URL like https://wallet.example/ (http only for localhost or 127.0.0.1)')

/** A link that opens the wallet's app: its own scheme (metamask://) or a universal link, never a script or data scheme. */
export const appLinkSchema = z.string().max(2000).refine(isAppLink, 'must be an app link like mywallet:// or an https URL (not javascript:, data:, file: or the like)')

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])
const REFUSED_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'filesystem', 'http', 'ws', 'wss', 'ftp'])

export function isPageLink(value: string): boolean {
  const url = parseUrl(value)
  if (!url || url.username || url.password) return false
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
}

function isAppLink(value: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase()
  if (!scheme) return false
  if (scheme === 'https' || scheme === 'http') return isPageLink(value)
  return !REFUSED_SCHEMES.has(scheme) && !/[\s<>"'`]/.test(value)
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}
