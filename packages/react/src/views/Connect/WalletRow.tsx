import type { ReactNode } from 'react'
import { ChevronIcon } from '../../components/icons/icons.tsx'
import { WalletImage } from '../../components/WalletImage/WalletImage.tsx'

export interface WalletRowProps {
  name: string
  imageUrl?: string
  tag?: string
  tagVariant?: 'muted'
  icon?: ReactNode
  onSelect: () => void
  onIntent?: () => void
}

/** One wallet in a list: its image, its name, an optional tag (Installed, Recent) and a chevron. */
export function WalletRow({ name, imageUrl, tag, tagVariant, icon, onSelect, onIntent }: WalletRowProps) {
  return (
    <li>
      {/* Named for the focus memory by the wallet alone: its tag (a count) may change meanwhile. */}
      <button type="button" className="foyer-row" data-focus-key={name} onClick={onSelect} onPointerEnter={onIntent} onFocus={onIntent}>
        {icon ?? <WalletImage src={imageUrl} name={name} />}
        <span className="foyer-row-name">{name}</span>
        {tag && (
          <span className="foyer-tag" data-variant={tagVariant}>
            {tag}
          </span>
        )}
        <ChevronIcon />
      </button>
    </li>
  )
}
