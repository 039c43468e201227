import { networkImageUrl, type Network } from '@foyer/core/internal'
import { useState } from 'react'
import { useFoyerInstance } from '../../context.ts'

/** A network's image (the host's, or the Foyer server's by its imageId), or a coloured disc with its initial (the hue comes from its id). */
export function NetworkImage({ network, size }: { network: Network; size?: 'md' }) {
  const { client } = useFoyerInstance()
  const url = networkImageUrl(client.ctx, network)
  const [failed, setFailed] = useState<string>()
  if (url && failed !== url) {
    return <img className="foyer-network-image" data-size={size} src={url} alt="" onError={() => setFailed(url)} />
  }
  // FNV-1a over the id: neighbouring chain ids (31337, 31338) still get clearly different hues.
  const hash = [...network.caipNetworkId].reduce((h, char) => Math.imul(h ^ char.charCodeAt(0), 16777619), 2166136261)
  const hue = (hash >>> 0) % 360
  return (
    <span className="foyer-network-image" data-size={size} aria-hidden="true" style={{ background: `linear-gradient(135deg, hsl(${hue} 70% 52%), hsl(${(hue + 40) % 360} 75% 42%))` }}>
      {network.name[0]}
    </span>
  )
}
