import { ROOT } from '../theme/scope.ts'
import { useStyleSheet } from '../theme/styleSheet.ts'

/** RegisterAccountName (the label field with the zone after it, its hint and status, suggestions) and RegisterAccountNameSuccess. */
export function useNameStyles(): void {
  useStyleSheet('foyer-name-styles', STYLES)
}

const STYLES = `
${ROOT} .foyer-names{display:flex;flex-direction:column;gap:10px;padding-top:6px}
${ROOT} .foyer-names-intro{margin:0 4px 4px;font-size:14px;line-height:1.5;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-names label{font-size:13px;font-weight:600;color:var(--foyer-color-text-muted);margin:0 4px}
${ROOT} .foyer-names-field{display:flex;align-items:center;gap:2px;height:48px;padding:0 14px 0 12px;border-radius:14px;background:var(--foyer-color-surface);border:1px solid var(--foyer-color-border)}
${ROOT} .foyer-names-field:has(input:focus-visible){border-color:var(--foyer-accent);box-shadow:0 0 0 1px var(--foyer-accent)}
${ROOT} .foyer-names-field input:focus-visible{outline:none}
${ROOT} .foyer-names-field[data-invalid=true]{border-color:var(--foyer-color-error)}
${ROOT} .foyer-names-field input{flex:1;min-width:0;height:100%;border:none;background:transparent;color:var(--foyer-color-text);font:inherit;font-size:15px;font-weight:500;outline:none}
${ROOT} .foyer-names-field input::placeholder{color:var(--foyer-color-text-muted);opacity:1}
${ROOT} .foyer-names-zone{flex:none;font-size:15px;font-weight:500;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-names-hint,${ROOT} .foyer-names-status{margin:0 4px;min-height:18px;font-size:13px;font-weight:500;color:var(--foyer-color-text-muted);overflow-wrap:anywhere}
${ROOT} .foyer-names-hint[data-problem=true],${ROOT} .foyer-names-error{color:var(--foyer-color-error)}
${ROOT} .foyer-names-status[data-available=true]{color:color-mix(in srgb,var(--foyer-color-success) 75%,var(--foyer-color-text))}
${ROOT} .foyer-names-status[data-available=false]{color:var(--foyer-color-error)}
${ROOT} .foyer-names-error{margin:0 4px;font-size:13.5px;font-weight:500}
${ROOT} .foyer-names-suggestions{display:flex;flex-direction:column;gap:6px;margin:0 4px}
${ROOT} .foyer-names-suggestions h3{margin:0;font-size:13px;font-weight:600;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-names-suggestions ul{display:flex;flex-wrap:wrap;gap:6px;margin:0;padding:0;list-style:none}
${ROOT} .foyer-names-suggestion{height:32px;padding:0 12px;border-radius:999px;border:1px solid var(--foyer-color-border);background:var(--foyer-color-surface);color:var(--foyer-color-text);font:inherit;font-size:13px;font-weight:500;cursor:pointer}
${ROOT} .foyer-names-suggestion:hover{background:var(--foyer-color-surface-hover)}
${ROOT} .foyer-names .foyer-button{margin-top:6px}
${ROOT} .foyer-names .foyer-button[aria-disabled=true]{opacity:.55;cursor:not-allowed}
${ROOT} .foyer-names .foyer-button:not([data-variant]){color:var(--foyer-color-accent-text)}
${ROOT} .foyer-names-success h3{font-size:19px;overflow-wrap:anywhere}
${ROOT} .foyer-names-success p{line-height:1.5}
${ROOT} .foyer-names-badge{position:relative;display:inline-flex}
${ROOT} .foyer-names-badge>span:last-child{position:absolute;inset-inline-end:-4px;bottom:-4px;display:inline-flex;align-items:center;justify-content:center;width:26px;height:26px;border-radius:50%;background:var(--foyer-color-success);color:var(--foyer-color-bg);border:3px solid var(--foyer-color-bg)}
${ROOT} .foyer-names-success .foyer-button{margin-top:14px}
`
