/**
 * Where every rule of Foyer's CSS applies: inside a Foyer root (the modal's, each host button,
 * which is its own root), or on the root itself (`${ROOT}.foyer-host-button`). `:not(#\#)` matches
 * every element and counts as an id, so Foyer's rules and its reset (styles.ts) outrank the host's
 * element and class rules (`h2 {}`, `.nav button {}`, `#app button {}`) without `!important`,
 * wherever the host's sheet sits in the page.
 */
export const ROOT = '.foyer-root:not(#\\#)'
