/**
 * Foyer's own icon for "connect with a QR code" (not the WalletConnect trademark): a scan frame
 * around a small code, white on blue. Inline, so the Connect view needs no extra request.
 */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#3b6cf6"/><g fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"><path d="M9 15v-4a2 2 0 0 1 2-2h4M25 9h4a2 2 0 0 1 2 2v4M31 25v4a2 2 0 0 1-2 2h-4M15 31h-4a2 2 0 0 1-2-2v-4"/></g><g fill="#fff"><rect x="14" y="14" width="5" height="5" rx="1"/><rect x="21" y="14" width="5" height="5" rx="1"/><rect x="14" y="21" width="5" height="5" rx="1"/><rect x="22" y="22" width="3" height="3" rx=".6"/></g></svg>`

export const WALLET_CONNECT_ICON = `data:image/svg+xml,${encodeURIComponent(SVG)}`
