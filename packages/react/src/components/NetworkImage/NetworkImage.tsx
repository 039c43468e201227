import type { Network } from '@foyer/core'

/** A network's image, or a coloured disc with its initial (the hue comes from its id). */
export function NetworkImage({ network, size }: { network: Network; size?: 'md' }) {
  if (network.assets?.imageUrl) {
    return <img className="foyer-network-image" data-size={size} src={network.assets.imageUrl} alt="" />
  }
  const hue = [...network.caipNetworkId].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7)
  return (
    <span className="foyer-network-image" data-size={size} aria-hidden="true" style={{ background: `linear-gradient(135deg, hsl(${hue} 70% 52%), hsl(${(hue + 40) % 360} 75% 42%))` }}>
      {network.name[0]}
    </span>
  )
}
