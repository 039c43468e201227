import { useStyleSheet } from '../../theme/styleSheet.ts'

/** The send form and its review. */
export function useSendStyles(): void {
  useStyleSheet('foyer-send-styles', STYLES)
}

const STYLES = `
.foyer-send{display:flex;flex-direction:column;gap:14px;padding-top:6px}
.foyer-send label{display:flex;flex-direction:column;gap:6px;font-size:13px;font-weight:600;color:var(--foyer-color-text-muted)}
.foyer-send-field{display:flex;align-items:center;gap:8px;height:48px;padding:0 6px 0 12px;border-radius:14px;background:var(--foyer-color-surface);border:1px solid var(--foyer-color-border)}
.foyer-send-field:has(input:focus-visible,select:focus-visible){border-color:var(--foyer-accent);box-shadow:0 0 0 1px var(--foyer-accent)}
.foyer-root .foyer-send-field input:focus-visible,.foyer-root .foyer-send-field select:focus-visible{outline:none}
.foyer-send-field[data-invalid=true]{border-color:var(--foyer-color-error)}
.foyer-send-field input,.foyer-send-field select{flex:1;min-width:0;height:100%;border:none;background:transparent;color:var(--foyer-color-text);font:inherit;font-size:15px;font-weight:500;outline:none}
.foyer-send-field select option{color:#141414}
.foyer-send-field input::placeholder{color:var(--foyer-color-text-muted);opacity:1}
.foyer-send-max{flex:none;height:32px;padding:0 10px;border:none;border-radius:10px;background:color-mix(in srgb,var(--foyer-accent) 16%,transparent);color:color-mix(in srgb,var(--foyer-accent) 70%,var(--foyer-color-text));font-weight:600;cursor:pointer}
.foyer-send-note{margin:0 4px;font-size:12.5px;font-weight:500;color:var(--foyer-color-text-muted)}
.foyer-send-error{margin:0 4px;font-size:13px;font-weight:500;color:var(--foyer-color-error)}
.foyer-send-review{margin:0;padding:4px 14px;border-radius:16px;background:var(--foyer-color-surface)}
.foyer-send-review div{display:flex;justify-content:space-between;gap:12px;padding:10px 0;border-bottom:1px solid var(--foyer-color-border)}
.foyer-send-review div:last-child{border-bottom:none}
.foyer-send-review dt{font-size:13.5px;color:var(--foyer-color-text-muted)}
.foyer-send-review dd{margin:0;text-align:right;font-size:14px;font-weight:500;overflow-wrap:anywhere}
.foyer-send-review dd small{display:block;font-size:12.5px;font-weight:400;color:var(--foyer-color-text-muted)}
.foyer-send-review .foyer-send-address{display:block;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px;max-width:200px;margin-left:auto}
.foyer-send-name{display:flex;align-items:center;gap:8px}
.foyer-send-review .foyer-send-name{justify-content:flex-end;margin-bottom:4px;font-weight:600}
.foyer-send-speeds{margin:0;padding:0;border:none}
.foyer-send-speeds legend{padding:0;margin-bottom:6px;font-size:13px;font-weight:600;color:var(--foyer-color-text-muted)}
.foyer-send-speeds div{display:flex;gap:8px}
.foyer-send .foyer-send-speeds label{flex:1;flex-direction:row;align-items:center;gap:8px;height:40px;padding:0 12px;border-radius:12px;border:1px solid var(--foyer-color-border);background:var(--foyer-color-surface);color:var(--foyer-color-text);font-size:14px;font-weight:500;cursor:pointer}
.foyer-send .foyer-send-speeds label:has(input:checked){border-color:var(--foyer-accent);box-shadow:0 0 0 1px var(--foyer-accent)}
.foyer-send-speeds input{accent-color:var(--foyer-accent);margin:0}
.foyer-send-actions{display:flex;gap:8px}
.foyer-send-actions .foyer-button{flex:1}
.foyer-root .foyer-send .foyer-button:not([data-variant]){color:var(--foyer-color-accent-text)}
`
