import { create } from 'qrcode'
import { useMemo, type ReactNode } from 'react'

export interface QrCodeProps {
  value: string
  /** Rendered in the middle (a wallet's icon); the code's error correction leaves room for it. */
  logo?: ReactNode
  label: string
}

/**
 * A QR code as one SVG path of dark modules on a light card, whatever the theme: scanners need
 * the contrast. Error correction Q keeps the code readable under the logo in the middle.
 */
export function QrCode({ value, logo, label }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'Q' })
    const n = modules.size
    // A logo covers the middle ~22 % of the code; modules under it are left out so it sits on white.
    const hole = logo ? Math.ceil(n * 0.22) | 1 : 0
    const holeStart = (n - hole) / 2
    let d = ''
    for (let y = 0; y < n; y++) {
      for (let x = 0; x < n; x++) {
        if (!modules.get(y, x)) continue
        if (hole && x >= holeStart && x < holeStart + hole && y >= holeStart && y < holeStart + hole) continue
        d += `M${x} ${y}h1v1h-1z`
      }
    }
    return { size: n, path: d }
  }, [value, logo])

  return (
    <div className="foyer-qr">
      <svg role="img" aria-label={label} viewBox={`-2 -2 ${size + 4} ${size + 4}`} shapeRendering="crispEdges">
        <rect x={-2} y={-2} width={size + 4} height={size + 4} fill="#fff" />
        <path d={path} fill="#141414" />
      </svg>
      {logo && <div className="foyer-qr-logo">{logo}</div>}
    </div>
  )
}
