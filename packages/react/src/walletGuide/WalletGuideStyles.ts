import { ROOT } from '../theme/scope.ts'
import { useStyleSheet } from '../theme/styleSheet.ts'

/** The wallet guide: WhatIsAWallet's points, GetWallet's intro and the QR view's "Don't have <wallet>?". */
export function useWalletGuideStyles(): void {
  useStyleSheet('foyer-wallet-guide-styles', STYLES)
}

// \`.foyer-root button{color:inherit}\` (the page's base) outranks \`.foyer-button\`'s colour: the
// guide's primary buttons say theirs again, so their text stays white on the accent in the light theme.
const STYLES = `
${ROOT} .foyer-guide-cta{color:var(--foyer-color-accent-text)}
${ROOT} .foyer-guide-points{list-style:none;margin:4px 0 20px;padding:0;display:flex;flex-direction:column;gap:18px}
${ROOT} .foyer-guide-point{display:flex;gap:14px;align-items:flex-start}
${ROOT} .foyer-guide-point>span:last-child{display:flex;flex-direction:column;gap:3px;min-width:0}
${ROOT} .foyer-guide-point strong{font-size:15px;font-weight:600}
${ROOT} .foyer-guide-point strong+span{font-size:13.5px;line-height:1.45;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-guide-icon{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;border-radius:14px;flex:none;background:color-mix(in srgb,var(--foyer-accent) 16%,transparent);color:color-mix(in srgb,var(--foyer-accent) 70%,var(--foyer-color-text))}
${ROOT} .foyer-get-prompt{display:flex;align-items:center;gap:12px;width:100%;margin-top:4px;padding:8px 8px 8px 14px;border-radius:14px;background:var(--foyer-color-surface)}
${ROOT} .foyer-get-prompt>span{flex:1;min-width:0;font-weight:500;text-align:start}
${ROOT} .foyer-get-prompt .foyer-guide-cta{height:36px;padding:0 16px;border-radius:12px}
${ROOT} .foyer-guide-intro{margin:0 4px 12px;font-size:13.5px;line-height:1.45;color:var(--foyer-color-text-muted)}
`
