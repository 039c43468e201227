import { ROOT } from '../theme/scope.ts'
import { useStyleSheet } from '../theme/styleSheet.ts'

/** The sign-in views: the app's and the wallet's images side by side, the account, and the two buttons. */
export function useSiwxStyles(): void {
  useStyleSheet('foyer-siwx-styles', STYLES)
}

const STYLES = `
${ROOT} .foyer-siwx{gap:8px;padding-top:6px}
${ROOT} .foyer-siwx-images{display:flex;justify-content:center;margin-bottom:6px}
${ROOT} .foyer-siwx-images .foyer-wallet-image{border:3px solid var(--foyer-color-bg)}
${ROOT} .foyer-siwx-images .foyer-wallet-image+.foyer-wallet-image{margin-inline-start:-14px}
${ROOT} .foyer-siwx h3{margin:4px 0 0}
${ROOT} .foyer-siwx p{margin:0;max-width:320px;font-size:14px;line-height:1.5;color:var(--foyer-color-text-muted);text-align:center}
${ROOT} .foyer-center .foyer-siwx-account{display:inline-flex;gap:8px;align-items:center;margin-top:4px;padding:6px 12px;border-radius:999px;background:var(--foyer-color-surface);color:var(--foyer-color-text)}
${ROOT} .foyer-siwx-address{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13.5px}
${ROOT} .foyer-center .foyer-siwx-error{color:var(--foyer-color-error)}
${ROOT} .foyer-siwx-actions{display:flex;gap:10px;margin-top:20px}
${ROOT} .foyer-siwx-actions .foyer-button{flex:1}
`
