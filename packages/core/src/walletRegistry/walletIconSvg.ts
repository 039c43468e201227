import { colourForKey, darken, textColourOn } from './colour.ts'
import { walletMark, type WalletMarkName } from './walletMarks.ts'

export interface WalletIcon {
  /** The wallet's id: names the gradient (several SVGs inlined in one page keep their own) and picks a mark when it has none. */
  id: string
  /** Read by screen readers. */
  name: string
  colour?: string
  mark?: WalletMarkName
}

const SIZE = 96

/**
 * A wallet's generated image: a rounded tile in the wallet's colour with an original mark on it
 * (no letters, no vendor logo). Nothing is linked or embedded, so it renders the same anywhere.
 */
export function walletIconSvg(icon: WalletIcon): string {
  const colour = icon.colour ?? colourForKey(icon.id)
  const gradientId = `foyer-${icon.id.replace(/[^a-zA-Z0-9_-]/g, '_')}`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${escapeXml(icon.name)}">`,
    `<title>${escapeXml(icon.name)}</title>`,
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${darken(colour, 0.3)}"/>`,
    `</linearGradient></defs>`,
    `<rect width="${SIZE}" height="${SIZE}" rx="${SIZE / 4}" fill="url(#${gradientId})"/>`,
    walletMark(icon.mark, icon.id, textColourOn(colour)),
    `</svg>`,
  ].join('')
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.codePointAt(0)};`)
}
