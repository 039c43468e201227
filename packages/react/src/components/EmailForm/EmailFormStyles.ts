import { ROOT } from '../../theme/scope.ts'
import { useStyleSheet } from '../../theme/styleSheet.ts'

/** The email field with its submit button. */
export function useEmailFormStyles(): void {
  useStyleSheet('foyer-email-form-styles', STYLES)
}

const STYLES = `
${ROOT} .foyer-input{display:flex;align-items:center;gap:8px;height:52px;padding:0 6px 0 14px;border-radius:14px;background:var(--foyer-color-surface);border:1px solid var(--foyer-color-border);color:var(--foyer-color-text-muted)}
${ROOT} .foyer-input:focus-within{border-color:var(--foyer-accent);box-shadow:0 0 0 1px var(--foyer-accent)}
${ROOT} .foyer-input input:focus-visible{outline:none}
${ROOT} .foyer-input[data-invalid=true]{border-color:var(--foyer-color-error)}
${ROOT} .foyer-input input{flex:1;min-width:0;height:100%;border:none;background:transparent;color:var(--foyer-color-text);font:inherit;outline:none}
${ROOT} .foyer-input input::placeholder{color:var(--foyer-color-text-muted);opacity:1}
${ROOT} .foyer-input-submit{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;flex:none;border:none;border-radius:11px;background:var(--foyer-accent);color:var(--foyer-color-accent-text)!important;cursor:pointer}
${ROOT} .foyer-input-submit:disabled{opacity:.55;cursor:not-allowed}
${ROOT} .foyer-field-label{display:block;margin:0 4px 6px;font-size:13px;font-weight:500;color:var(--foyer-color-text-muted);text-align:start}
`
