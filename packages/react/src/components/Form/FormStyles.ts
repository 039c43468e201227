import { ROOT } from '../../theme/scope.ts'
import { useStyleSheet } from '../../theme/styleSheet.ts'

/** What the email and code forms share: the form, its error line, link buttons and status line. */
export function useFormStyles(): void {
  useStyleSheet('foyer-form-styles', STYLES)
}

const STYLES = `
${ROOT} .foyer-field-error{margin:0 4px;font-size:13px;color:var(--foyer-color-error);text-align:start}
${ROOT} .foyer-center .foyer-field-error{text-align:center;max-width:none;color:var(--foyer-color-error)}
${ROOT} .foyer-link-button{border:none;background:none;padding:6px 8px;border-radius:8px;font:inherit;font-size:14px;font-weight:600;color:color-mix(in srgb,var(--foyer-accent) 65%,var(--foyer-color-text))!important;cursor:pointer}
${ROOT} .foyer-link-button:hover{background:var(--foyer-color-surface)}
${ROOT} .foyer-link-button:disabled{color:var(--foyer-color-text-muted)!important;cursor:not-allowed}
${ROOT} .foyer-field-retry{align-self:flex-start;margin:-8px 0 0 -4px}
${ROOT} .foyer-center .foyer-field-retry{align-self:center;margin:-6px 0 0}
${ROOT} .foyer-status{display:inline-flex;align-items:center;gap:8px;font-size:13px;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-form{display:flex;flex-direction:column;gap:10px;width:100%;text-align:start}
`
