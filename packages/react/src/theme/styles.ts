/**
 * The modal's stylesheet. Every class is prefixed `foyer-` so it cannot collide with the host's;
 * colours come from the custom properties in tokens.ts.
 */
export const STYLES = `
.foyer-root{font-family:var(--foyer-font-family);color:var(--foyer-color-text);-webkit-font-smoothing:antialiased;line-height:1.4;font-size:15px}
.foyer-root *,.foyer-root *::before,.foyer-root *::after{box-sizing:border-box}
.foyer-root button{font:inherit;color:inherit}
.foyer-overlay{position:fixed;inset:0;z-index:var(--foyer-z-index);background:var(--foyer-color-overlay);display:flex;align-items:center;justify-content:center;padding:16px;animation:foyer-fade .16s ease-out}
.foyer-dialog{position:relative;width:360px;max-width:100%;max-height:min(680px,calc(100vh - 32px));display:flex;flex-direction:column;background:var(--foyer-color-bg);border:1px solid var(--foyer-color-border);border-radius:var(--foyer-border-radius);box-shadow:var(--foyer-shadow);overflow:hidden;animation:foyer-rise .2s cubic-bezier(.2,.8,.2,1)}
.foyer-dialog:focus{outline:none}
.foyer-dialog[data-shake=true]{animation:foyer-shake .5s}
.foyer-embedded .foyer-dialog{animation:none;box-shadow:none}
@media (max-width:430px){
 .foyer-overlay{align-items:flex-end;padding:0}
 .foyer-dialog{width:100%;border-radius:var(--foyer-border-radius) var(--foyer-border-radius) 0 0;max-height:88vh;animation:foyer-sheet .24s cubic-bezier(.2,.8,.2,1);border-bottom:none}
}
@keyframes foyer-fade{from{opacity:0}}
@keyframes foyer-rise{from{opacity:0;transform:translateY(8px) scale(.98)}}
@keyframes foyer-sheet{from{transform:translateY(100%)}}
@keyframes foyer-shake{10%,90%{transform:translateX(-2px)}20%,80%{transform:translateX(4px)}30%,50%,70%{transform:translateX(-6px)}40%,60%{transform:translateX(6px)}}
@keyframes foyer-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.foyer-root *{animation-duration:1ms!important;transition-duration:1ms!important}}
.foyer-header{display:grid;grid-template-columns:40px 1fr 40px;align-items:center;padding:14px 14px 6px;min-height:58px}
.foyer-title{margin:0;text-align:center;font-size:16px;font-weight:600;letter-spacing:-.01em}
.foyer-icon-button{display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;border:none;border-radius:12px;background:transparent;cursor:pointer;color:var(--foyer-color-text-muted)}
.foyer-icon-button:hover{background:var(--foyer-color-surface);color:var(--foyer-color-text)}
.foyer-icon-button:disabled{opacity:.4;cursor:not-allowed}
.foyer-root :focus-visible{outline:2px solid var(--foyer-accent);outline-offset:2px}
.foyer-body{overflow-y:auto;padding:6px 14px 16px;flex:1;min-height:0}
.foyer-section-label{margin:12px 4px 6px;font-size:12px;font-weight:600;text-transform:uppercase;letter-spacing:.06em;color:var(--foyer-color-text-muted)}
.foyer-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px}
.foyer-row{display:flex;align-items:center;gap:12px;width:100%;padding:8px 12px 8px 8px;min-height:56px;border:none;border-radius:14px;background:var(--foyer-color-surface);cursor:pointer;text-align:left;transition:background .12s}
.foyer-row:hover{background:var(--foyer-color-surface-hover)}
.foyer-row[aria-current=true]{box-shadow:inset 0 0 0 1.5px var(--foyer-accent)}
.foyer-row-name{flex:1;font-weight:500;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.foyer-tag{font-size:11px;font-weight:600;padding:3px 8px;border-radius:999px;background:color-mix(in srgb,var(--foyer-accent) 16%,transparent);color:color-mix(in srgb,var(--foyer-accent) 70%,var(--foyer-color-text))}
.foyer-tag[data-variant=muted]{background:var(--foyer-color-surface-hover);color:var(--foyer-color-text-muted)}
.foyer-wallet-image{width:40px;height:40px;border-radius:12px;flex:none;object-fit:cover;background:var(--foyer-color-surface-hover);display:inline-flex;align-items:center;justify-content:center;font-weight:700;font-size:14px;overflow:hidden}
.foyer-wallet-image[data-size=lg]{width:72px;height:72px;border-radius:22px;font-size:24px}
.foyer-grid{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:6px}
.foyer-grid-item{width:100%;height:100%;display:flex;flex-direction:column;align-items:center;gap:6px;padding:10px 4px;border:none;border-radius:14px;background:var(--foyer-color-surface);cursor:pointer;min-width:0}
.foyer-grid-item:hover{background:var(--foyer-color-surface-hover)}
.foyer-grid-item span{font-size:12px;max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.foyer-search{display:flex;align-items:center;gap:8px;padding:0 12px;height:44px;border-radius:14px;background:var(--foyer-color-surface);border:1px solid var(--foyer-color-border);margin-bottom:12px;color:var(--foyer-color-text-muted)}
.foyer-search:focus-within{border-color:var(--foyer-accent)}
.foyer-search input{flex:1;border:none;background:transparent;color:var(--foyer-color-text);font:inherit;outline:none;min-width:0}
.foyer-search input::placeholder{color:var(--foyer-color-text-muted)}
.foyer-center{display:flex;flex-direction:column;align-items:center;text-align:center;gap:10px;padding:18px 8px 8px}
.foyer-center h3{margin:6px 0 0;font-size:17px;font-weight:600}
.foyer-center p{margin:0;color:var(--foyer-color-text-muted);font-size:14px;max-width:280px}
.foyer-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;height:44px;padding:0 18px;border-radius:14px;border:none;font-weight:600;cursor:pointer;background:var(--foyer-accent);color:var(--foyer-color-accent-text);transition:filter .12s}
.foyer-button:hover{filter:brightness(1.08)}
.foyer-button[data-variant=secondary]{background:var(--foyer-color-surface);color:var(--foyer-color-text)}
.foyer-button[data-variant=secondary]:hover{background:var(--foyer-color-surface-hover);filter:none}
.foyer-button[data-block=true]{width:100%}
.foyer-button:disabled{opacity:.55;cursor:not-allowed}
.foyer-spinner{width:20px;height:20px;border-radius:50%;border:2px solid var(--foyer-color-border);border-top-color:var(--foyer-accent);animation:foyer-spin .8s linear infinite}
.foyer-loading-ring{position:relative;padding:6px}
.foyer-qr{position:relative;width:100%;max-width:280px;aspect-ratio:1;border-radius:20px;background:#fff;padding:14px;display:flex;align-items:center;justify-content:center;box-shadow:0 0 0 1px var(--foyer-color-border)}
.foyer-qr svg{width:100%;height:100%;display:block}
.foyer-qr[data-loading=true]{background:var(--foyer-color-surface)}
.foyer-qr-logo{position:absolute;top:50%;left:50%;transform:translate(-50%,-50%);display:flex;padding:4px;border-radius:14px;background:#fff}
.foyer-wc-actions{display:flex;flex-direction:column;gap:8px;width:100%;margin-top:6px}
.foyer-wc-actions a{text-decoration:none}
.foyer-loading-ring::after{content:"";position:absolute;inset:0;border-radius:26px;border:2.5px solid transparent;border-top-color:var(--foyer-accent);border-right-color:var(--foyer-accent);animation:foyer-spin 1.1s linear infinite}
.foyer-loading-ring[data-state=error]::after{animation:none;border-color:var(--foyer-color-error)}
.foyer-alert{display:flex;gap:10px;align-items:flex-start;margin:0 14px 8px;padding:10px 12px;border-radius:12px;font-size:13px;background:color-mix(in srgb,var(--foyer-color-warning) 14%,transparent)}
.foyer-alert[data-variant=error]{background:color-mix(in srgb,var(--foyer-color-error) 14%,transparent)}
.foyer-alert strong{display:block}
.foyer-alert p{margin:2px 0 0;color:var(--foyer-color-text-muted)}
.foyer-snackbar{position:absolute;left:50%;bottom:16px;transform:translate(-50%,8px);opacity:0;pointer-events:none;display:flex;align-items:center;gap:8px;padding:9px 14px;border-radius:999px;background:var(--foyer-color-surface-hover);border:1px solid var(--foyer-color-border);font-size:13px;font-weight:500;white-space:nowrap;transition:opacity .15s,transform .15s;box-shadow:0 8px 24px rgba(0,0,0,.25)}
.foyer-snackbar[data-open=true]{opacity:1;transform:translate(-50%,0)}
.foyer-snackbar[data-variant=success] .foyer-dot{background:var(--foyer-color-success)}
.foyer-snackbar[data-variant=error] .foyer-dot{background:var(--foyer-color-error)}
.foyer-dot{width:8px;height:8px;border-radius:50%}
.foyer-avatar{width:64px;height:64px;border-radius:50%;flex:none}
.foyer-avatar[data-size=sm]{width:24px;height:24px}
.foyer-address{display:inline-flex;align-items:center;gap:6px;font-size:18px;font-weight:600;background:none;border:none;cursor:pointer;padding:2px 6px;border-radius:8px}
.foyer-address:hover{background:var(--foyer-color-surface)}
.foyer-balance{font-size:14px;color:var(--foyer-color-text-muted);margin:0}
.foyer-chip{display:inline-flex;align-items:center;gap:8px;height:36px;padding:0 12px 0 6px;border-radius:999px;border:1px solid var(--foyer-color-border);background:var(--foyer-color-surface);cursor:pointer;font-size:13px;font-weight:500}
.foyer-chip:hover{background:var(--foyer-color-surface-hover)}
.foyer-network-image{width:24px;height:24px;border-radius:50%;flex:none;display:inline-flex;align-items:center;justify-content:center;font-size:11px;font-weight:700;color:#fff}
.foyer-network-image[data-size=md]{width:36px;height:36px;font-size:14px}
.foyer-tabs{display:flex;gap:4px;padding:4px;margin:16px 0 10px;border-radius:14px;background:var(--foyer-color-surface)}
.foyer-tab{flex:1;height:34px;border:none;border-radius:10px;background:transparent;cursor:pointer;font-size:14px;font-weight:500;color:var(--foyer-color-text-muted)}
.foyer-tab[aria-selected=true]{background:var(--foyer-color-bg);color:var(--foyer-color-text);box-shadow:0 1px 2px rgba(0,0,0,.15)}
.foyer-token{display:flex;align-items:center;gap:12px;padding:8px 4px}
.foyer-token img{width:36px;height:36px;border-radius:50%}
.foyer-token-main{flex:1;min-width:0;display:flex;flex-direction:column}
.foyer-token-main span:last-child,.foyer-token-side span:last-child{font-size:13px;color:var(--foyer-color-text-muted)}
.foyer-token-side{display:flex;flex-direction:column;align-items:flex-end;font-variant-numeric:tabular-nums}
.foyer-empty{padding:28px 8px;text-align:center;color:var(--foyer-color-text-muted);font-size:14px}
.foyer-footer{padding:12px 14px 16px;border-top:1px solid var(--foyer-color-border);display:flex;flex-direction:column;gap:8px}
.foyer-separator{display:flex;align-items:center;gap:10px;margin:14px 4px;color:var(--foyer-color-text-muted);font-size:12px;font-weight:500}
.foyer-separator::before,.foyer-separator::after{content:"";flex:1;height:1px;background:var(--foyer-color-border)}
.foyer-login{display:flex;flex-direction:column;gap:8px}
.foyer-input{display:flex;align-items:center;gap:8px;height:52px;padding:0 6px 0 14px;border-radius:14px;background:var(--foyer-color-surface);border:1px solid var(--foyer-color-border);color:var(--foyer-color-text-muted)}
.foyer-input:focus-within{border-color:var(--foyer-accent);box-shadow:0 0 0 1px var(--foyer-accent)}
.foyer-input input:focus-visible{outline:none}
.foyer-input[data-invalid=true]{border-color:var(--foyer-color-error)}
.foyer-input input{flex:1;min-width:0;height:100%;border:none;background:transparent;color:var(--foyer-color-text);font:inherit;outline:none}
.foyer-input input::placeholder{color:var(--foyer-color-text-muted);opacity:1}
.foyer-input-submit{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;flex:none;border:none;border-radius:11px;background:var(--foyer-accent);color:var(--foyer-color-accent-text)!important;cursor:pointer}
.foyer-input-submit:disabled{opacity:.55;cursor:not-allowed}
.foyer-field-label{display:block;margin:0 4px 6px;font-size:13px;font-weight:500;color:var(--foyer-color-text-muted);text-align:left}
.foyer-field-error{margin:0 4px;font-size:13px;color:var(--foyer-color-error);text-align:left}
.foyer-center .foyer-field-error{text-align:center;max-width:none;color:var(--foyer-color-error)}
.foyer-socials{list-style:none;margin:0;padding:0;display:flex;gap:6px}
.foyer-socials li{flex:1;min-width:0}
.foyer-social{display:flex;align-items:center;justify-content:center;width:100%;height:48px;border:none;border-radius:14px;background:var(--foyer-color-surface);color:var(--foyer-color-text);cursor:pointer;transition:background .12s}
.foyer-social:hover{background:var(--foyer-color-surface-hover)}
.foyer-social-badge{display:inline-flex;align-items:center;justify-content:center;width:72px;height:72px;border-radius:22px;background:var(--foyer-color-surface);color:var(--foyer-color-text)}
.foyer-social-badge svg{width:34px;height:34px}
.foyer-otp{position:relative;width:100%;max-width:300px;margin:4px auto 0}
.foyer-otp input{position:absolute;inset:0;width:100%;height:100%;opacity:0;border:none;font-size:16px;cursor:text}
.foyer-otp-cells{display:grid;grid-template-columns:repeat(6,1fr);gap:8px;pointer-events:none}
.foyer-otp-cell{height:52px;display:flex;align-items:center;justify-content:center;border-radius:12px;background:var(--foyer-color-surface);border:1px solid var(--foyer-color-border);font-size:22px;font-weight:600;font-variant-numeric:tabular-nums;color:var(--foyer-color-text)}
.foyer-otp:focus-within .foyer-otp-cell[data-active=true]{border-color:var(--foyer-accent);box-shadow:0 0 0 1px var(--foyer-accent)}
.foyer-otp[data-invalid=true] .foyer-otp-cell{border-color:var(--foyer-color-error)}
.foyer-link-button{border:none;background:none;padding:6px 8px;border-radius:8px;font:inherit;font-size:14px;font-weight:600;color:color-mix(in srgb,var(--foyer-accent) 65%,var(--foyer-color-text))!important;cursor:pointer}
.foyer-link-button:hover{background:var(--foyer-color-surface)}
.foyer-link-button:disabled{color:var(--foyer-color-text-muted)!important;cursor:not-allowed}
.foyer-status{display:inline-flex;align-items:center;gap:8px;font-size:13px;color:var(--foyer-color-text-muted)}
.foyer-center strong{color:var(--foyer-color-text);font-weight:600;overflow-wrap:anywhere}
.foyer-login-id{margin:0;font-size:14px;color:var(--foyer-color-text-muted);max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.foyer-frame-slot{position:relative;height:420px;max-height:calc(100vh - 140px);display:flex;align-items:center;justify-content:center;border-radius:16px}
.foyer-form{display:flex;flex-direction:column;gap:10px;width:100%;text-align:left}
.foyer-visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.foyer-host-button{display:inline-flex;align-items:center;gap:8px;height:40px;padding:0 16px;border-radius:12px;border:none;cursor:pointer;font:600 15px/1 var(--foyer-font-family);background:var(--foyer-accent);color:#fff}
.foyer-host-button[data-variant=secondary]{background:var(--foyer-color-surface,#1f2126);color:var(--foyer-color-text,#f3f4f6);border:1px solid var(--foyer-color-border,rgba(255,255,255,.09));padding:0 14px 0 6px}
`
