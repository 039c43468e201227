import { useState } from 'react'
import { useFoyerInstance } from '../../context.ts'

/**
 * Whether an avatar URL may be shown: an inline image, or the Foyer server's own pictures (its
 * /public/avatar route, which fetches a name's avatar under its outbound policy; a local server
 * speaks http). Any other URL is not loaded, https included: a name's owner chooses it, and a host
 * on the visitor's own network (a router, an intranet page) would be called by their browser.
 */
export function isShownAvatar(image: string, serverUrl: string | undefined): boolean {
  if (/^data:image\//.test(image)) return true
  if (!serverUrl) return false
  try {
    return new URL(image).origin === new URL(serverUrl).origin
  } catch {
    return false
  }
}

/**
 * An address's avatar: its profile image (its name's avatar) where it has one and it loads, else a
 * gradient whose colours come from the address, so each account looks its own (never a broken image).
 */
export function Avatar({ address, image, size }: { address: string; image?: string; size?: 'sm' }) {
  const { client } = useFoyerInstance()
  const [failed, setFailed] = useState<string | undefined>()
  if (image && image !== failed && isShownAvatar(image, client.options.apiUrl)) {
    return <img className="foyer-avatar" data-size={size} src={image} alt="" referrerPolicy="no-referrer" style={{ objectFit: 'cover' }} onError={() => setFailed(image)} />
  }
  const hex = address.replace(/^0x/, '').toLowerCase().padEnd(12, '0')
  const hue = (offset: number) => (parseInt(hex.slice(offset, offset + 4), 16) || 0) % 360
  return (
    <span
      className="foyer-avatar"
      data-size={size}
      aria-hidden="true"
      style={{
        display: 'inline-block',
        background: `radial-gradient(circle at 30% 25%, hsl(${hue(0)} 85% 68%), transparent 60%), linear-gradient(135deg, hsl(${hue(4)} 70% 55%), hsl(${hue(8)} 75% 40%))`,
      }}
    />
  )
}
