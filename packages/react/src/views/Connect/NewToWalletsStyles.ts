import { ROOT } from '../../theme/scope.ts'
import { useStyleSheet } from '../../theme/styleSheet.ts'

/** The Connect view's "New to wallets?" link. */
export function useNewToWalletsStyles(): void {
  useStyleSheet('foyer-new-to-wallets-styles', STYLES)
}

const STYLES = `
${ROOT} .foyer-new-to-wallets{margin:14px 0 0;text-align:center}
${ROOT} .foyer-new-to-wallets button{border:none;background:none;padding:6px 10px;border-radius:10px;font:inherit;font-size:13.5px;font-weight:500;color:var(--foyer-color-text-muted);cursor:pointer;text-decoration:underline;text-underline-offset:3px;text-decoration-color:color-mix(in srgb,currentColor 45%,transparent)}
${ROOT} .foyer-new-to-wallets button:hover{color:var(--foyer-color-text)}
`
