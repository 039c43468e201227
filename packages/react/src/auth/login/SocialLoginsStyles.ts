import { ROOT } from '../../theme/scope.ts'
import { useStyleSheet } from '../../theme/styleSheet.ts'

/** The Connect view's row of social login buttons, and the tooltip naming each mark. */
export function useSocialLoginsStyles(): void {
  useStyleSheet('foyer-social-logins-styles', STYLES)
}

// Hover and focus draw a ring instead of changing the background: the brand marks keep at least
// 3:1 against the surface they were checked on, in both themes.
const STYLES = `
${ROOT} .foyer-socials{list-style:none;margin:0;padding:0;display:flex;gap:6px}
${ROOT} .foyer-socials li{flex:1;min-width:0;position:relative}
${ROOT} .foyer-social{display:flex;align-items:center;justify-content:center;width:100%;height:48px;border:none;border-radius:14px;background:var(--foyer-color-surface);color:var(--foyer-color-text);cursor:pointer;transition:box-shadow .12s}
${ROOT} .foyer-social:hover{box-shadow:inset 0 0 0 1.5px color-mix(in srgb,var(--foyer-color-text) 30%,transparent)}
${ROOT} .foyer-social svg{flex:none}
${ROOT} .foyer-social-name{margin-inline-start:10px;font:inherit;font-weight:500;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
${ROOT} .foyer-social-tip{position:absolute;top:calc(100% + 6px);left:50%;transform:translateX(-50%);z-index:2;padding:5px 9px;border-radius:8px;background:var(--foyer-color-text);color:var(--foyer-color-bg);font-size:12px;font-weight:500;line-height:1.3;white-space:nowrap;pointer-events:none;opacity:0;visibility:hidden;transition:opacity .12s}
${ROOT} .foyer-socials li:first-child .foyer-social-tip{left:auto;inset-inline-start:0;transform:none}
${ROOT} .foyer-socials li:last-child .foyer-social-tip{left:auto;inset-inline-end:0;transform:none}
${ROOT} .foyer-social:hover .foyer-social-tip,${ROOT} .foyer-social:focus-visible .foyer-social-tip{opacity:1;visibility:visible}
@media (prefers-reduced-motion:reduce){${ROOT} .foyer-social,${ROOT} .foyer-social-tip{transition:none}}
`
