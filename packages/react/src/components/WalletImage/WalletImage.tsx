import { useState } from 'react'
import { WalletIcon } from '../icons/icons.tsx'

export interface WalletImageProps {
  src?: string
  /** The wallet's name: the row or view beside the image says it, so the image itself is decorative (alt=""). */
  name: string
  size?: 'lg'
}

/**
 * A wallet's image, or a neutral wallet glyph on a tinted square while there is none or it fails to
 * load (never the name's letters: they read as a logo the wallet does not have).
 */
export function WalletImage({ src, size }: WalletImageProps) {
  const [failed, setFailed] = useState<string>()
  if (src && failed !== src) {
    return <img className="foyer-wallet-image" data-size={size} src={src} alt="" width={40} height={40} loading="lazy" onError={() => setFailed(src)} />
  }
  return (
    <span className="foyer-wallet-image" data-size={size} data-fallback="true" aria-hidden="true" style={{ color: 'var(--foyer-color-text-muted)' }}>
      <WalletIcon />
    </span>
  )
}
