import { ROOT } from '../../theme/scope.ts'
import { useStyleSheet } from '../../theme/styleSheet.ts'

/** The QR code card and the actions under it (WalletConnect, Farcaster, Receive). */
export function useQrStyles(): void {
  useStyleSheet('foyer-qr-styles', STYLES)
}

const STYLES = `
${ROOT} .foyer-qr{position:relative;width:100%;max-width:280px;aspect-ratio:1;border-radius:20px;background:#fff;padding:14px;display:flex;align-items:center;justify-content:center;box-shadow:0 0 0 1px var(--foyer-color-border)}
${ROOT} .foyer-qr svg{width:100%;height:100%;display:block}
${ROOT} .foyer-qr[data-loading=true]{background:var(--foyer-color-surface)}
${ROOT} .foyer-qr-logo{position:absolute;top:50%;left:50%;transform:translate(-50%,-50%);display:flex;padding:4px;border-radius:14px;background:#fff}
${ROOT} .foyer-wc-actions{display:flex;flex-direction:column;gap:8px;width:100%;margin-top:6px}
${ROOT} .foyer-wc-actions a{text-decoration:none}
`
