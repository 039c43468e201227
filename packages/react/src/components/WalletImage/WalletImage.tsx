import { useState } from 'react'

/** A wallet's icon, or its initials on a tinted square while there is none or it fails to load. */
export function WalletImage({ src, name, size }: { src?: string; name: string; size?: 'lg' }) {
  const [failed, setFailed] = useState(false)
  if (src && !failed) {
    return <img className="foyer-wallet-image" data-size={size} src={src} alt="" width={40} height={40} loading="lazy" onError={() => setFailed(true)} />
  }
  return (
    <span className="foyer-wallet-image" data-size={size} aria-hidden="true">
      {initials(name)}
    </span>
  )
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()
}
