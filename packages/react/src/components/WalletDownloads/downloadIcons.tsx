import type { WalletDownloadKind } from '@foyer/core/internal'
import type { ReactElement } from 'react'

/** A glyph per kind of download (24-unit grid, currentColor): extension, phone, computer, globe. */
function Glyph({ d }: { d: string }): ReactElement {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  )
}

const EXTENSION = 'M10 5.5a2 2 0 0 1 4 0V6h4a1 1 0 0 1 1 1v3.5h-.5a2 2 0 0 0 0 4h.5V18a1 1 0 0 1-1 1h-3.5v-.5a2 2 0 0 0-4 0v.5H6a1 1 0 0 1-1-1v-3.5h.5a2 2 0 0 0 0-4H5V7a1 1 0 0 1 1-1h4z'
const PHONE = 'M8 3h8a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM11 18h2'
const COMPUTER = 'M4 5h16a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM9 20h6M12 16v4'
const GLOBE = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3.5 9h17M3.5 15h17M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z'

const PATHS: Record<WalletDownloadKind, string> = { chrome: EXTENSION, firefox: EXTENSION, ios: PHONE, android: PHONE, desktop: COMPUTER, website: GLOBE }

export function DownloadIcon({ kind }: { kind: WalletDownloadKind }) {
  return <Glyph d={PATHS[kind]} />
}
