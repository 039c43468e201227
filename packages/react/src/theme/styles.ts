/**
 * The styles of what Foyer draws in the host's page: the buttons and the base of every Foyer root.
 * Every class is prefixed `foyer-` so it cannot collide with the host's; colours come from the
 * custom properties in tokens.ts. The modal's shell and each view bring their own styles when they load.
 * The button reset beats the host's `button {}` rules but not Foyer's own button classes (`:where`
 * keeps it at one class). Reduced motion stops every animation after one short run (a spinner that
 * looped every millisecond flickered).
 */
export const PAGE_STYLES = `
.foyer-root{font-family:var(--foyer-font-family);color:var(--foyer-color-text);-webkit-font-smoothing:antialiased;line-height:1.4;font-size:15px}
.foyer-root *,.foyer-root *::before,.foyer-root *::after{box-sizing:border-box}
.foyer-root :where(button){font:inherit;color:inherit}
@media (prefers-reduced-motion:reduce){.foyer-root *,.foyer-root *::before,.foyer-root *::after{animation-duration:1ms!important;animation-iteration-count:1!important;transition-duration:1ms!important}}
.foyer-root :focus-visible{outline:2px solid var(--foyer-accent);outline-offset:2px}
.foyer-avatar{width:64px;height:64px;border-radius:50%;flex:none}
.foyer-avatar[data-size=sm]{width:24px;height:24px}
.foyer-network-image{width:24px;height:24px;border-radius:50%;flex:none;display:inline-flex;align-items:center;justify-content:center;font-size:11px;font-weight:700;color:#fff}
.foyer-network-image[data-size=md]{width:36px;height:36px;font-size:14px}
.foyer-visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.foyer-host-button{display:inline-flex;align-items:center;gap:8px;height:40px;padding:0 16px;border-radius:12px;border:none;cursor:pointer;font:600 15px/1 var(--foyer-font-family);background:var(--foyer-accent);color:#fff}
.foyer-host-button[data-variant=secondary]{background:var(--foyer-color-surface,#1f2126);color:var(--foyer-color-text,#f3f4f6);border:1px solid var(--foyer-color-border,rgba(255,255,255,.09));padding:0 14px 0 6px}
`
