// An arched doorway (a foyer) on a teal tile, with a small code badge: the Dev Wallet's mark.
const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<defs><linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2dd4bf"/><stop offset="1" stop-color="#0f766e"/></linearGradient></defs>
<rect width="64" height="64" rx="16" fill="url(#t)"/>
<path d="M19 52V29a13 13 0 0 1 26 0v23z" fill="#f0fdfa"/>
<path d="M25 52V30a7 7 0 0 1 14 0v22z" fill="#115e59" opacity=".18"/>
<circle cx="35.5" cy="41" r="2" fill="#0f766e"/>
<path d="M12 52.5h40" stroke="#f0fdfa" stroke-width="3" stroke-linecap="round"/>
<circle cx="48" cy="16" r="9" fill="#fbbf24"/>
<path d="M45.5 12.5 42.5 16l3 3.5M50.5 12.5l3 3.5-3 3.5" fill="none" stroke="#78350f" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`

/** RFC 2397 data URI, as EIP-6963 requires for `info.icon`. */
export const DEV_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(ICON_SVG.replace(/\n/g, ''))}`
