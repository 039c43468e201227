import { ROOT } from './scope.ts'

/**
 * The styles of what Foyer draws in the host's page: the buttons and the base of every Foyer root.
 * Every class is prefixed `foyer-` so it cannot collide with the host's; colours come from the
 * custom properties in tokens.ts. The modal's shell and each view bring their own styles when they load.
 *
 * The host's styles stop at a Foyer root (its `h2 {}` once made the modal's title dark on dark):
 * the root starts from every property's initial value, and every element inside it from the
 * browser's own styles (`all:revert`), which Foyer's rules then build on. Every selector starts
 * with ROOT (scope.ts), which outranks the host's element and class rules. SVG and images go back
 * only to their attributes (`revert-layer` keeps `width="20"` and `fill="none"`), and what a
 * layered reset like Tailwind's sets on them is undone by hand. No `rem`: the host's `html {font-size}` is not Foyer's.
 * Reduced motion stops every animation after one short run (a spinner that looped every
 * millisecond flickered) and takes away every transition: a 1 ms one on every element (the initial
 * `transition-property` is `all`) made a theme switch a transition of each colour, read half-done
 * until the browser's next frame.
 */
export const PAGE_STYLES = `
${ROOT}{all:initial;display:block;box-sizing:border-box;font:400 15px/1.4 var(--foyer-font-family);color:var(--foyer-color-text);-webkit-font-smoothing:antialiased}
${ROOT} :where(:not(svg,svg *,img)),${ROOT} ::before,${ROOT} ::after{all:revert;box-sizing:border-box}
${ROOT} :where(svg,svg *,img){all:revert-layer;box-sizing:border-box;border:none}
${ROOT} :where(svg,img){display:inline;vertical-align:baseline;max-width:none}
${ROOT} :where(button){font:inherit;color:inherit}
@media (prefers-reduced-motion:reduce){${ROOT} *,${ROOT} *::before,${ROOT} *::after{animation-duration:1ms!important;animation-iteration-count:1!important;transition-duration:0s!important}}
${ROOT} :focus-visible,${ROOT}:focus-visible{outline:2px solid var(--foyer-accent);outline-offset:2px}
${ROOT} .foyer-avatar{width:64px;height:64px;border-radius:50%;flex:none}
${ROOT} .foyer-avatar[data-size=sm]{width:24px;height:24px}
${ROOT} .foyer-network-image{width:24px;height:24px;border-radius:50%;flex:none;display:inline-flex;align-items:center;justify-content:center;font-size:11px;font-weight:700;color:#fff}
${ROOT} .foyer-network-image[data-size=md]{width:36px;height:36px;font-size:14px}
${ROOT} .foyer-visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
${ROOT}.foyer-host-button{display:inline-flex;align-items:center;gap:8px;height:40px;padding:0 16px;border-radius:12px;border:none;cursor:pointer;font:600 15px/1 var(--foyer-font-family);background:var(--foyer-accent);color:#fff}
${ROOT}.foyer-host-button[data-variant=secondary]{background:var(--foyer-color-surface,#1f2126);color:var(--foyer-color-text,#f3f4f6);border:1px solid var(--foyer-color-border,rgba(255,255,255,.09));padding:0 14px 0 6px}
`
