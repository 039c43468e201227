/**
 * The devnet collections' pictures: small SVGs drawn here (Foyer's own art, MIT like the rest),
 * inert (no script, no event handler, nothing loaded), with a fixed size so an <img> has one.
 * Every byte is stored on chain twice base64'd, so each is a handful of shapes.
 */

const svg = (background: string, shapes: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/>${shapes}</svg>`

/** A sun rising between two hills. */
export const sunriseArt = () =>
  svg('#fbd38d', '<circle cx="32" cy="36" r="14" fill="#f56565"/><path d="M0 44q18-14 36 0t28-4v24H0z" fill="#2f855a"/><path d="M0 52q22-10 44 0t20 2v10H0z" fill="#276749"/>')

/** A garden at night: a crescent moon, stars and three flowers. */
export const nightGardenArt = () =>
  svg(
    '#1a202c',
    '<circle cx="48" cy="14" r="7" fill="#fefcbf"/><circle cx="51" cy="12" r="6" fill="#1a202c"/>' +
      '<circle cx="10" cy="10" r="1" fill="#fff"/><circle cx="24" cy="6" r="1" fill="#fff"/><circle cx="34" cy="16" r="1" fill="#fff"/>' +
      '<path d="M14 62V44M32 62V38M50 62V46" stroke="#48bb78" stroke-width="2"/>' +
      '<circle cx="14" cy="42" r="4" fill="#ed64a6"/><circle cx="32" cy="36" r="4" fill="#9f7aea"/><circle cx="50" cy="44" r="4" fill="#f6ad55"/>',
  )

/** An open door letting warm light into a blue hall. */
export const openDoorArt = () =>
  svg(
    '#2c5282',
    '<rect x="18" y="10" width="28" height="48" fill="#1a365d"/><rect x="20" y="12" width="24" height="44" fill="#f6e05e"/><path d="M20 12l10 4v36l-10 4z" fill="#744210"/><path d="M20 56h24l14 8H6z" fill="#faf089" opacity=".6"/>',
  )

/** A round medal on a two-tailed ribbon, with a star. */
export const earlyVisitorBadgeArt = () =>
  svg(
    '#e6fffa',
    '<path d="M22 4h8l4 22h-8zM34 4h8l-4 22h-8z" fill="#3182ce"/><circle cx="32" cy="40" r="16" fill="#d69e2e"/><circle cx="32" cy="40" r="12" fill="#ecc94b"/>' +
      '<path d="M32 31l3 6 6 1-4 4 1 6-6-3-6 3 1-6-4-4 6-1z" fill="#fff"/>',
  )

/** A hexagonal badge with a wall of bricks. */
export const builderBadgeArt = () =>
  svg('#fff5f5', '<path d="M32 4l24 14v28L32 60 8 46V18z" fill="#c05621"/>' + '<path d="M18 26h12v6H18zM34 26h12v6H34zM24 34h16v6H24zM18 42h12v6H18zM34 42h12v6H34z" fill="#feebc8"/>')

/** What an unsolicited "reward" looks like: loud colours and a dollar amount. */
export const spamVoucherArt = () =>
  svg('#ffff00', '<rect x="6" y="16" width="52" height="32" rx="4" fill="#e53e3e"/><text x="32" y="37" font-size="12" font-family="sans-serif" text-anchor="middle" fill="#fff">$5000</text>')
