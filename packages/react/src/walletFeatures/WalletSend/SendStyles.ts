import { ROOT } from '../../theme/scope.ts'
import { useStyleSheet } from '../../theme/styleSheet.ts'

/** The send form and its review. */
export function useSendStyles(): void {
  useStyleSheet('foyer-send-styles', STYLES)
}

const STYLES = `
${ROOT} .foyer-send{display:flex;flex-direction:column;gap:14px;padding-top:6px}
${ROOT} .foyer-send label{display:flex;flex-direction:column;gap:6px;font-size:13px;font-weight:600;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-send-field{display:flex;align-items:center;gap:8px;height:48px;padding:0 6px 0 12px;border-radius:14px;background:var(--foyer-color-surface);border:1px solid var(--foyer-color-border)}
${ROOT} .foyer-send-field:has(input:focus-visible,select:focus-visible){border-color:var(--foyer-accent);box-shadow:0 0 0 1px var(--foyer-accent)}
${ROOT} .foyer-send-field input:focus-visible,${ROOT} .foyer-send-field select:focus-visible{outline:none}
${ROOT} .foyer-send-field[data-invalid=true]{border-color:var(--foyer-color-error)}
${ROOT} .foyer-send-field input,${ROOT} .foyer-send-field select{flex:1;min-width:0;height:100%;border:none;background:transparent;color:var(--foyer-color-text);font:inherit;font-size:15px;font-weight:500;outline:none}
${ROOT} .foyer-send-field select option{color:#141414}
${ROOT} .foyer-send-field input::placeholder{color:var(--foyer-color-text-muted);opacity:1}
${ROOT} .foyer-send-max{flex:none;height:32px;padding:0 10px;border:none;border-radius:10px;background:color-mix(in srgb,var(--foyer-accent) 16%,transparent);color:color-mix(in srgb,var(--foyer-accent) 70%,var(--foyer-color-text));font-weight:600;cursor:pointer}
${ROOT} .foyer-send-note{margin:0 4px;font-size:12.5px;font-weight:500;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-send-error{margin:0 4px;font-size:13px;font-weight:500;color:var(--foyer-color-error)}
${ROOT} .foyer-send-review{margin:0;padding:4px 14px;border-radius:16px;background:var(--foyer-color-surface)}
${ROOT} .foyer-send-review div{display:flex;justify-content:space-between;gap:12px;padding:10px 0;border-bottom:1px solid var(--foyer-color-border)}
${ROOT} .foyer-send-review div:last-child{border-bottom:none}
${ROOT} .foyer-send-review dt{font-size:13.5px;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-send-review dd{margin:0;text-align:end;font-size:14px;font-weight:500;overflow-wrap:anywhere}
${ROOT} .foyer-send-review dd small{display:block;font-size:12.5px;font-weight:400;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-send-review .foyer-send-address{display:block;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px;max-width:200px;margin-inline-start:auto}
${ROOT} .foyer-send-name{display:flex;align-items:center;gap:8px}
${ROOT} .foyer-send-review .foyer-send-name{justify-content:flex-end;margin-bottom:4px;font-weight:600}
${ROOT} .foyer-send-speeds{margin:0;padding:0;border:none}
${ROOT} .foyer-send-speeds legend{padding:0;margin-bottom:6px;font-size:13px;font-weight:600;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-send-speeds div{display:flex;gap:8px}
${ROOT} .foyer-send .foyer-send-speeds label{flex:1;flex-direction:row;align-items:center;gap:8px;height:40px;padding:0 12px;border-radius:12px;border:1px solid var(--foyer-color-border);background:var(--foyer-color-surface);color:var(--foyer-color-text);font-size:14px;font-weight:500;cursor:pointer}
${ROOT} .foyer-send .foyer-send-speeds label:has(input:checked){border-color:var(--foyer-accent);box-shadow:0 0 0 1px var(--foyer-accent)}
${ROOT} .foyer-send-speeds input{accent-color:var(--foyer-accent);margin:0}
${ROOT} .foyer-send-actions{display:flex;gap:8px}
${ROOT} .foyer-send-actions .foyer-button{flex:1}
${ROOT} .foyer-send .foyer-button:not([data-variant]){color:var(--foyer-color-accent-text)}
`
