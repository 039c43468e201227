import { useStyleSheet } from '../../theme/styleSheet.ts'

/** The Connect view's row of social login buttons. */
export function useSocialLoginsStyles(): void {
  useStyleSheet('foyer-social-logins-styles', STYLES)
}

const STYLES = `
.foyer-socials{list-style:none;margin:0;padding:0;display:flex;gap:6px}
.foyer-socials li{flex:1;min-width:0}
.foyer-social{display:flex;align-items:center;justify-content:center;width:100%;height:48px;border:none;border-radius:14px;background:var(--foyer-color-surface);color:var(--foyer-color-text);cursor:pointer;transition:background .12s}
.foyer-social:hover{background:var(--foyer-color-surface-hover)}
.foyer-social-name{margin-left:10px;font:inherit;font-weight:500;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
`
