import { ROOT } from '../../theme/scope.ts'
import { useStyleSheet } from '../../theme/styleSheet.ts'

/** The Connect view's terms and privacy box, and the ways in it holds back while unticked. */
export function useLegalAgreementStyles(): void {
  useStyleSheet('foyer-legal-styles', STYLES)
}

const STYLES = `
${ROOT} .foyer-legal{margin:2px 0 12px;padding:12px 14px;border-radius:14px;background:var(--foyer-color-surface)}
${ROOT} .foyer-legal-box{display:flex;align-items:flex-start;gap:10px}
${ROOT} .foyer-legal-box input{flex:none;width:18px;height:18px;margin:1px 0 0;accent-color:var(--foyer-accent)}
${ROOT} .foyer-legal-box label{font-size:14px;line-height:1.4;color:var(--foyer-color-text)}
${ROOT} .foyer-legal-box a{color:var(--foyer-color-text);font-weight:600;text-decoration:underline;text-underline-offset:3px;text-decoration-color:var(--foyer-accent)}
${ROOT} .foyer-legal-note{margin:6px 0 0 28px;font-size:13px;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-connect-ways{margin:0;padding:0;border:none;min-width:0}
${ROOT} .foyer-connect-ways:disabled{opacity:.45}
`
