import { ROOT } from '../../theme/scope.ts'
import { useStyleSheet } from '../../theme/styleSheet.ts'
import { useSendStyles } from '../WalletSend/SendStyles.ts'

/** The buy views: the send form's fields and review list, plus the presets, the choice rows and the waiting state. */
export function useOnrampStyles(): void {
  useSendStyles()
  useStyleSheet('foyer-onramp-styles', STYLES)
}

const STYLES = `
${ROOT} .foyer-onramp-presets{display:flex;gap:8px}
${ROOT} .foyer-currency-image{width:24px;height:24px;border-radius:50%;flex:none}
${ROOT} .foyer-onramp-presets button{flex:1;height:34px;border:1px solid var(--foyer-color-border);border-radius:10px;background:var(--foyer-color-surface);color:var(--foyer-color-text);font:inherit;font-size:13.5px;font-weight:600;cursor:pointer}
${ROOT} .foyer-onramp-presets button[aria-pressed=true]{border-color:var(--foyer-accent);box-shadow:0 0 0 1px var(--foyer-accent)}
${ROOT} .foyer-onramp-choice{margin:0;padding:0;border:none;display:flex;flex-direction:column;gap:6px}
${ROOT} .foyer-onramp-choice legend{padding:0;margin-bottom:6px;font-size:13px;font-weight:600;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-onramp-options{display:flex;gap:8px}
${ROOT} .foyer-send .foyer-onramp-options label{flex:1;flex-direction:row;align-items:center;gap:8px;height:42px;padding:0 12px;border-radius:12px;border:1px solid var(--foyer-color-border);background:var(--foyer-color-surface);color:var(--foyer-color-text);font-size:14px;font-weight:500;cursor:pointer}
${ROOT} .foyer-send .foyer-onramp-options label:has(input:checked){border-color:var(--foyer-accent);box-shadow:0 0 0 1px var(--foyer-accent)}
${ROOT} .foyer-onramp-options input{accent-color:var(--foyer-accent);margin:0}
${ROOT} .foyer-onramp-waiting{display:flex;flex-direction:column;align-items:center;gap:12px;padding-top:14px;text-align:center}
${ROOT} .foyer-onramp-waiting p{margin:0}
${ROOT} .foyer-onramp-waiting .foyer-send-note{font-size:13.5px}
${ROOT} .foyer-onramp-waiting a.foyer-button{text-decoration:none}
${ROOT} .foyer-onramp-status{font-size:16px;font-weight:600}
${ROOT} .foyer-onramp-mark{position:relative;display:inline-flex;align-items:center;justify-content:center;width:56px;height:56px;border-radius:50%;background:var(--foyer-color-surface);color:var(--foyer-accent)}
${ROOT} .foyer-onramp-mark svg{width:26px;height:26px}
${ROOT} .foyer-onramp-mark[data-state=waiting]::after{content:"";position:absolute;inset:-4px;border-radius:50%;border:2.5px solid transparent;border-top-color:var(--foyer-accent);animation:foyer-onramp-turn 1.1s linear infinite}
${ROOT} .foyer-onramp-mark[data-state=done]{background:var(--foyer-color-success);color:var(--foyer-color-bg)}
${ROOT} .foyer-onramp-waiting .foyer-button{margin-top:6px}
${ROOT} .foyer-onramp-waiting .foyer-button + .foyer-button{margin-top:-4px}
@keyframes foyer-onramp-turn{to{transform:rotate(1turn)}}
`
