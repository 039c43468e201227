import { ROOT } from '../../theme/scope.ts'
import { useStyleSheet } from '../../theme/styleSheet.ts'

const STYLE_ID = 'foyer-activity-styles'

/**
 * The Activity list's styles travel with its code, so a host that turns history off, or a visitor
 * who never opens the tab, loads neither. Colours come from the theme tokens.
 */
const ACTIVITY_STYLES = `
${ROOT} .foyer-activity{display:flex;flex-direction:column;gap:4px;min-height:180px}
${ROOT} .foyer-activity-day{margin:10px 4px 2px;font-size:12px;font-weight:600;letter-spacing:.02em;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-activity-day:first-child{margin-top:2px}
${ROOT} .foyer-activity-row{display:grid;grid-template-columns:40px minmax(0,1fr) auto;grid-template-areas:"icon title time" "icon sub detail";column-gap:12px;row-gap:1px;align-content:center;align-items:baseline;padding:8px 6px;border-radius:14px;color:inherit;text-decoration:none;min-height:56px;box-sizing:border-box}
${ROOT} .foyer-activity-row[data-interactive=true]:hover{background:var(--foyer-color-surface)}
${ROOT} .foyer-activity-row>.foyer-activity-icon{grid-area:icon;align-self:center}
${ROOT} .foyer-activity-icon{position:relative;flex:none;width:40px;height:40px;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;background:var(--foyer-color-surface);color:var(--foyer-color-text-muted)}
${ROOT} .foyer-activity-icon img{width:40px;height:40px;border-radius:50%}
${ROOT} .foyer-activity-icon[data-kind=in],${ROOT} .foyer-activity-icon[data-kind=mint]{color:var(--foyer-color-success)}
${ROOT} .foyer-activity-icon[data-kind=failed]{color:var(--foyer-color-error);background:color-mix(in srgb,var(--foyer-color-error) 12%,transparent)}
${ROOT} .foyer-activity-letter{font-weight:700;font-size:15px;color:var(--foyer-color-text)}
${ROOT} .foyer-activity-badge{position:absolute;inset-inline-end:-3px;bottom:-3px;width:19px;height:19px;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;background:var(--foyer-color-surface-hover);border:2px solid var(--foyer-color-bg)}
/* Title and time share the first line, what and how much the second, whether a row has one line or two. */
${ROOT} .foyer-activity-main,${ROOT} .foyer-activity-side{display:contents}
${ROOT} .foyer-activity-title{grid-area:title;min-width:0;font-weight:500;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
${ROOT} .foyer-activity-sub{grid-area:sub;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:13px;color:var(--foyer-color-text-muted);font-variant-numeric:tabular-nums}
${ROOT} .foyer-activity-side>*{justify-self:end;white-space:nowrap;font-size:13px;color:var(--foyer-color-text-muted);font-variant-numeric:tabular-nums}
${ROOT} .foyer-activity-side>:first-child{grid-area:time;color:var(--foyer-color-text)}
${ROOT} .foyer-activity-side>:nth-child(2){grid-area:detail}
${ROOT} .foyer-activity-skeleton{display:flex;align-items:center;gap:12px;padding:8px 6px;min-height:56px}
${ROOT} .foyer-activity-skeleton>span{background:var(--foyer-color-surface);animation:foyer-pulse 1.2s ease-in-out infinite}
${ROOT} .foyer-activity-skeleton>span:first-child{width:40px;height:40px;border-radius:50%;flex:none}
${ROOT} .foyer-activity-skeleton>span:nth-child(2){flex:1;height:12px;border-radius:6px;max-width:160px}
${ROOT} .foyer-activity-skeleton>span:last-child{width:44px;height:12px;border-radius:6px;margin-inline-start:auto}
@keyframes foyer-pulse{50%{opacity:.45}}
${ROOT} .foyer-activity-more{display:flex;justify-content:center;padding:10px 0 2px}
${ROOT} .foyer-activity-more .foyer-button{height:36px;font-size:14px}
`

/** Adds the Activity styles to the document once. */
export function useActivityStyles(): void {
  useStyleSheet(STYLE_ID, ACTIVITY_STYLES)
}
