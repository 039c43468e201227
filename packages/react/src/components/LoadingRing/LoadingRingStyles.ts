import { ROOT } from '../../theme/scope.ts'
import { useStyleSheet } from '../../theme/styleSheet.ts'

/**
 * The ring around a wallet's or a provider's 72 px image while a connection waits: an arc travelling
 * along a rounded square that follows the image's own corners (a turning box looked off-centre).
 */
export function useLoadingRingStyles(): void {
  useStyleSheet('foyer-loading-ring-styles', STYLES)
}

const STYLES = `
${ROOT} .foyer-loading-ring{position:relative;display:inline-flex;padding:6px;line-height:0}
${ROOT} .foyer-loading-ring > svg{position:absolute;inset:0;width:100%;height:100%;overflow:visible}
${ROOT} .foyer-loading-ring rect{fill:none;stroke:var(--foyer-accent);stroke-width:2.5;stroke-linecap:round;stroke-dasharray:22 78;animation:foyer-ring-travel 1.4s linear infinite}
${ROOT} .foyer-loading-ring[data-state=error] rect{stroke:var(--foyer-color-error);stroke-dasharray:none;animation:none}
@keyframes foyer-ring-travel{to{stroke-dashoffset:-100}}
`
