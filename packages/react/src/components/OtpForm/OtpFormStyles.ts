import { ROOT } from '../../theme/scope.ts'
import { useStyleSheet } from '../../theme/styleSheet.ts'

/** The six cells of the code field. */
export function useOtpFormStyles(): void {
  useStyleSheet('foyer-otp-form-styles', STYLES)
}

const STYLES = `
${ROOT} .foyer-otp{position:relative;width:100%;max-width:300px;margin:4px auto 0}
${ROOT} .foyer-otp input{position:absolute;inset:0;width:100%;height:100%;opacity:0;border:none;font-size:16px;cursor:text}
${ROOT} .foyer-otp-cells{display:grid;grid-template-columns:repeat(6,1fr);gap:8px;pointer-events:none}
${ROOT} .foyer-otp-cell{height:52px;display:flex;align-items:center;justify-content:center;border-radius:12px;background:var(--foyer-color-surface);border:1px solid var(--foyer-color-border);font-size:22px;font-weight:600;font-variant-numeric:tabular-nums;color:var(--foyer-color-text)}
${ROOT} .foyer-otp:focus-within .foyer-otp-cell[data-active=true]{border-color:var(--foyer-accent);box-shadow:0 0 0 1px var(--foyer-accent)}
${ROOT} .foyer-otp[data-invalid=true] .foyer-otp-cell{border-color:var(--foyer-color-error)}
${ROOT} .foyer-otp[data-disabled=true] .foyer-otp-cell{opacity:.45}
${ROOT} .foyer-otp[data-disabled=true] input{cursor:not-allowed}
`
