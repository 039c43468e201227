import { darken, textColourOn } from '@foyer/core/wallets'

export interface Badge {
  /** Unique per image, so several SVGs inlined in one page keep their own gradients. */
  id: string
  /** Read by screen readers. */
  title: string
  /** The few characters drawn on the badge. */
  label: string
  colour: string
  shape: 'rounded-square' | 'circle'
}

const SIZE = 96

/**
 * An original placeholder image: a diagonal gradient in the badge colour with its label on top.
 * Foyer draws its own images instead of shipping vendors' logos, which are not ours to serve.
 */
export function badgeSvg(badge: Badge): string {
  const gradientId = `foyer-${badge.id.replace(/[^a-zA-Z0-9_-]/g, '_')}`
  const radius = badge.shape === 'circle' ? SIZE / 2 : SIZE / 4
  const fontSize = Math.round(SIZE * (badge.label.length <= 2 ? 0.4 : badge.label.length === 3 ? 0.3 : 0.24))
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${escapeXml(badge.title)}">`,
    `<title>${escapeXml(badge.title)}</title>`,
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${badge.colour}"/><stop offset="1" stop-color="${darken(badge.colour, 0.35)}"/>`,
    `</linearGradient></defs>`,
    `<rect width="${SIZE}" height="${SIZE}" rx="${radius}" fill="url(#${gradientId})"/>`,
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" fill="${textColourOn(badge.colour)}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${fontSize}" font-weight="700">${escapeXml(badge.label)}</text>`,
    `</svg>`,
  ].join('')
}

/** "MetaMask" → "MM", "Trust Wallet" → "TW", "Rainbow" → "R", "1inch Wallet" → "1W". */
export function initialsOf(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase()
  const word = words[0] ?? '?'
  const innerCapital = /\p{Lu}/u.exec(word.slice(1))
  return (word[0]! + (innerCapital ? innerCapital[0] : '')).toUpperCase()
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.codePointAt(0)};`)
}
