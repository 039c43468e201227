/**
 * Foyer's icon for the embedded wallet (email and social login): an envelope over a wallet card,
 * white on slate. Inline, so the Account view needs no extra request.
 */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#3a4150"/><g fill="none" stroke="#fff" stroke-width="2.4" stroke-linejoin="round" stroke-linecap="round"><rect x="9" y="12" width="22" height="16" rx="3"/><path d="M10 14l10 7 10-7"/></g></svg>`

export const EMBEDDED_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(SVG)}`
