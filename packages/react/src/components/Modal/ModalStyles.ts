import { ROOT } from '../../theme/scope.ts'
import { useStyleSheet } from '../../theme/styleSheet.ts'

/**
 * The modal's shell: overlay, dialog, header, buttons, rows and lists, alert, snackbar and what the
 * Connect view shows at first. Views opened later bring their own styles.
 */
export function useModalStyles(): void {
  useStyleSheet('foyer-modal-styles', STYLES, 'shell')
}

const STYLES = `
${ROOT} .foyer-overlay{position:fixed;inset:0;z-index:var(--foyer-z-index);background:var(--foyer-color-overlay);display:flex;align-items:flex-start;justify-content:center;padding:max(16px,calc(50vh - 300px)) 16px 16px;animation:foyer-fade .16s ease-out}
${ROOT} .foyer-dialog{position:relative;width:360px;max-width:100%;max-height:min(680px,calc(100vh - 32px));display:flex;flex-direction:column;background:var(--foyer-color-bg);border:1px solid var(--foyer-color-border);border-radius:var(--foyer-border-radius);box-shadow:var(--foyer-shadow);overflow:hidden;animation:foyer-rise .2s cubic-bezier(.2,.8,.2,1)}
${ROOT} .foyer-dialog:focus{outline:none}
${ROOT} .foyer-dialog[data-shake=true]{animation:foyer-shake .5s}
${ROOT}.foyer-embedded .foyer-dialog{animation:none;box-shadow:none}
@media (max-width:430px){
 ${ROOT} .foyer-overlay{align-items:flex-end;padding:0}
 ${ROOT} .foyer-dialog{width:100%;border-radius:var(--foyer-border-radius) var(--foyer-border-radius) 0 0;max-height:88vh;animation:foyer-sheet .24s cubic-bezier(.2,.8,.2,1);border-bottom:none}
}
@keyframes foyer-fade{from{opacity:0}}
@keyframes foyer-rise{from{opacity:0;transform:translateY(8px) scale(.98)}}
@keyframes foyer-sheet{from{transform:translateY(100%)}}
@keyframes foyer-shake{10%,90%{transform:translateX(-2px)}20%,80%{transform:translateX(4px)}30%,50%,70%{transform:translateX(-6px)}40%,60%{transform:translateX(6px)}}
@keyframes foyer-spin{to{transform:rotate(360deg)}}
${ROOT} .foyer-header{display:grid;grid-template-columns:40px 1fr 40px;align-items:center;padding:14px 14px 6px;min-height:58px}
${ROOT} .foyer-title{margin:0;text-align:center;font-size:16px;font-weight:600;letter-spacing:-.01em}
${ROOT} .foyer-title:focus{outline:none}
${ROOT} .foyer-view{display:contents}
${ROOT}[dir=rtl] .foyer-directional{transform:scaleX(-1)}
${ROOT} .foyer-icon-button{display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;border:none;border-radius:12px;background:transparent;cursor:pointer;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-icon-button:hover{background:var(--foyer-color-surface);color:var(--foyer-color-text)}
${ROOT} .foyer-icon-button:disabled,${ROOT} .foyer-icon-button[aria-disabled=true]{opacity:.4;cursor:not-allowed}
${ROOT} :focus-visible{outline:2px solid var(--foyer-accent);outline-offset:2px}
${ROOT} .foyer-body{overflow-y:auto;padding:6px 14px 16px;flex:1;min-height:0}
${ROOT} .foyer-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px}
${ROOT} .foyer-row{display:flex;align-items:center;gap:12px;width:100%;padding-block:8px;padding-inline:8px 12px;min-height:56px;border:none;border-radius:14px;background:var(--foyer-color-surface);cursor:pointer;text-align:start;transition:background .12s}
${ROOT} .foyer-row:hover{background:var(--foyer-color-surface-hover)}
${ROOT} .foyer-row[aria-current=true]{box-shadow:inset 0 0 0 1.5px var(--foyer-accent)}
${ROOT} .foyer-row-name{flex:1;font-weight:500;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
/* Beside a tag, the name keeps its width (up to 60 %) and a long tag wraps instead. */
${ROOT} .foyer-row:has(>.foyer-tag)>.foyer-row-name{flex:1 0 auto;max-width:60%}
${ROOT} .foyer-tag{flex:0 1 auto;text-align:center;font-size:11px;font-weight:600;padding:3px 8px;border-radius:999px;background:color-mix(in srgb,var(--foyer-accent) 16%,transparent);color:color-mix(in srgb,var(--foyer-accent) 50%,var(--foyer-color-text))}
${ROOT} .foyer-tag[data-variant=muted]{background:var(--foyer-color-surface-hover);color:var(--foyer-color-text-muted)}
${ROOT} .foyer-wallet-image{width:40px;height:40px;border-radius:12px;flex:none;object-fit:cover;background:var(--foyer-color-surface-hover);display:inline-flex;align-items:center;justify-content:center;font-weight:700;font-size:14px;overflow:hidden}
${ROOT} .foyer-wallet-image[data-size=lg]{width:72px;height:72px;border-radius:22px;font-size:24px}
${ROOT} .foyer-center{display:flex;flex-direction:column;align-items:center;text-align:center;gap:10px;padding:18px 8px 8px}
${ROOT} .foyer-center h3{margin:6px 0 0;font-size:17px;font-weight:600}
${ROOT} .foyer-center p{margin:0;color:var(--foyer-color-text-muted);font-size:14px;max-width:280px}
${ROOT} .foyer-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;height:44px;padding:0 18px;border-radius:14px;border:none;font-weight:600;cursor:pointer;background:var(--foyer-accent);color:var(--foyer-color-accent-text);transition:filter .12s}
${ROOT} .foyer-button:hover{filter:brightness(1.08)}
${ROOT} .foyer-button[data-variant=secondary]{background:var(--foyer-color-surface);color:var(--foyer-color-text)}
${ROOT} .foyer-button[data-variant=secondary]:hover{background:var(--foyer-color-surface-hover);filter:none}
${ROOT} .foyer-button[data-block=true]{width:100%}
${ROOT} .foyer-button:disabled{opacity:.55;cursor:not-allowed}
${ROOT} .foyer-spinner{width:20px;height:20px;border-radius:50%;border:2px solid var(--foyer-color-border);border-top-color:var(--foyer-accent);animation:foyer-spin .8s linear infinite}
${ROOT} .foyer-alert{display:flex;gap:10px;align-items:flex-start;margin:0 14px 8px;padding:10px 12px;border-radius:12px;font-size:13px;background:color-mix(in srgb,var(--foyer-color-warning) 14%,transparent)}
${ROOT} .foyer-alert[data-variant=error]{background:color-mix(in srgb,var(--foyer-color-error) 14%,transparent)}
${ROOT} .foyer-alert strong{display:block}
${ROOT} .foyer-alert p{margin:2px 0 0;color:var(--foyer-color-text-muted)}
${ROOT} .foyer-snackbar{position:absolute;top:17px;left:58px;right:58px;height:36px;box-sizing:border-box;transform:translateY(-4px);opacity:0;pointer-events:none;display:flex;align-items:center;justify-content:center;gap:8px;padding:0 12px;border-radius:999px;background:var(--foyer-color-surface-hover);border:1px solid var(--foyer-color-border);font-size:13px;font-weight:500;white-space:nowrap;overflow:hidden;transition:opacity .15s,transform .15s}
${ROOT} .foyer-snackbar>span:last-child{overflow:hidden;text-overflow:ellipsis}
${ROOT} .foyer-snackbar[data-open=true]{opacity:1;transform:none}
${ROOT} .foyer-snackbar[data-variant=success] .foyer-dot{background:var(--foyer-color-success)}
${ROOT} .foyer-snackbar[data-variant=error] .foyer-dot{background:var(--foyer-color-error)}
${ROOT} .foyer-dot{width:8px;height:8px;border-radius:50%}
${ROOT} .foyer-empty{padding:28px 8px;text-align:center;color:var(--foyer-color-text-muted);font-size:14px}
${ROOT} .foyer-separator{display:flex;align-items:center;gap:10px;margin:14px 4px;color:var(--foyer-color-text-muted);font-size:12px;font-weight:500}
${ROOT} .foyer-separator::before,${ROOT} .foyer-separator::after{content:"";flex:1;height:1px;background:var(--foyer-color-border)}
${ROOT} .foyer-center strong{color:var(--foyer-color-text);font-weight:600;overflow-wrap:anywhere}
`
