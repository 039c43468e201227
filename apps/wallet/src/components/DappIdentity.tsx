import { useState } from 'react'
import type { Metadata } from '@foyer/walletconnect'

/** A dapp's icon, name and address as its metadata gives them; the first letter stands in for a missing icon. */
export function DappIdentity({ metadata, headingId, as: Heading = 'h3' }: { metadata: Metadata; headingId?: string; as?: 'h3' | 'h4' }) {
  const icon = metadata.icons.find((url) => /^(https?:|data:image\/)/i.test(url))
  const [broken, setBroken] = useState(false)
  const name = metadata.name.trim() || 'Unnamed dapp'
  return (
    <div className="dapp">
      {icon && !broken ? (
        <img className="dapp-icon" src={icon} alt="" width={40} height={40} onError={() => setBroken(true)} />
      ) : (
        <span className="dapp-icon dapp-initial" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="dapp-text">
        <Heading id={headingId} className="dapp-name">
          {name}
        </Heading>
        {metadata.url && <span className="dapp-url">{displayUrl(metadata.url)}</span>}
      </div>
    </div>
  )
}

function displayUrl(url: string): string {
  try {
    const parsed = new URL(url)
    return parsed.host + (parsed.pathname === '/' ? '' : parsed.pathname)
  } catch {
    return url
  }
}
