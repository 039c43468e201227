import { ROOT } from '../../theme/scope.ts'
import { useStyleSheet } from '../../theme/styleSheet.ts'

/** The large provider badge at the top of the login views. */
export function useSocialBadgeStyles(): void {
  useStyleSheet('foyer-social-badge-styles', STYLES)
}

const STYLES = `
${ROOT} .foyer-social-badge{display:inline-flex;align-items:center;justify-content:center;width:72px;height:72px;border-radius:22px;background:var(--foyer-color-surface);color:var(--foyer-color-text)}
${ROOT} .foyer-social-badge svg{width:34px;height:34px}
`
