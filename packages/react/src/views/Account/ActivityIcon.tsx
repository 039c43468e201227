import { useState } from 'react'
import type { ActivityKind } from './ActivitySummary.ts'

const GLYPHS: Record<ActivityKind | 'failed', string> = {
  out: 'M7 17L17 7M9 7h8v8',
  in: 'M17 7L7 17M15 17H7V9',
  trade: 'M4 8h14l-3.5-3.5M20 16H6l3.5 3.5',
  mint: 'M12 5v14M5 12h14',
  burn: 'M5 12h14',
  deploy: 'M9 7l-5 5 5 5M15 7l5 5-5 5',
  approve: 'M5 12.5l4.5 4.5L19 7.5',
  execute: 'M13 3L5 14h6l-1 7 8-11h-6z',
  failed: 'M7 7l10 10M17 7L7 17',
}

/**
 * What a row shows at its start: the asset's icon with a small badge saying which way it went, or,
 * without an asset icon, the badge's glyph on its own. Decorative: the row's text says it all.
 */
export function ActivityIcon({ kind, failed, iconUrl, symbol }: { kind: ActivityKind; failed: boolean; iconUrl?: string; symbol?: string }) {
  const [broken, setBroken] = useState(false)
  const glyph = failed ? 'failed' : kind
  const showAsset = !failed && (iconUrl ? !broken : Boolean(symbol))
  return (
    <span className="foyer-activity-icon" data-kind={glyph} aria-hidden="true">
      {showAsset ? (
        iconUrl && !broken ? (
          <img src={iconUrl} alt="" width={40} height={40} onError={() => setBroken(true)} />
        ) : (
          <span className="foyer-activity-letter">{symbol!.slice(0, 1)}</span>
        )
      ) : (
        <Glyph path={GLYPHS[glyph]} size={20} />
      )}
      {showAsset && (
        <span className="foyer-activity-badge">
          <Glyph path={GLYPHS[glyph]} size={11} />
        </span>
      )}
    </span>
  )
}

/** A pending transaction: a ring that turns instead of a glyph. */
export function PendingIcon() {
  return (
    <span className="foyer-activity-icon" data-kind="pending" aria-hidden="true">
      <span className="foyer-spinner" />
    </span>
  )
}

function Glyph({ path, size }: { path: string; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={size < 16 ? 3 : 2} strokeLinecap="round" strokeLinejoin="round" focusable="false">
      <path d={path} />
    </svg>
  )
}
