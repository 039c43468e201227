import { ROOT } from '../../theme/scope.ts'
import { useStyleSheet } from '../../theme/styleSheet.ts'

/** The Receive view: the address under its QR code, and the networks it receives on. */
export function useReceiveStyles(): void {
  useStyleSheet('foyer-receive-styles', STYLES)
}

const STYLES = `
${ROOT} .foyer-receive{gap:10px;padding-top:4px}
${ROOT} .foyer-receive .foyer-qr{max-width:240px}
${ROOT} .foyer-center .foyer-receive-label{margin:6px 0 0;font-size:13px;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-center .foyer-receive-address{margin:0;max-width:280px;color:var(--foyer-color-text);font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:14px;line-height:1.5;text-align:center;word-spacing:2px;overflow-wrap:anywhere}
${ROOT} .foyer-receive-networks{margin-top:18px;padding:14px;border-radius:16px;background:var(--foyer-color-surface)}
${ROOT} .foyer-receive-networks h3{margin:0 0 10px;font-size:13px;font-weight:600;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-receive-networks ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px}
${ROOT} .foyer-receive-networks li{display:inline-flex;align-items:center;gap:6px;padding:4px 10px 4px 4px;border-radius:999px;background:var(--foyer-color-bg);font-size:13.5px}
${ROOT} .foyer-receive-warning{margin:12px 0 0;font-size:13px;line-height:1.45;color:var(--foyer-color-text-muted)}
`
