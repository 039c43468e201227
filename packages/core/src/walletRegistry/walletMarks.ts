/**
 * The shapes Foyer draws on its generated wallet images: simple, original geometry on a 96-unit
 * grid (the glyph keeps to the middle 56 units). None is, or imitates, a wallet's own logo: an
 * operator who wants the wallets' real images loads them from a wallets file or a registry.
 */

/** One shape, drawn in `ink` (and `ink` at lower opacity for its second tone). */
type Mark = (ink: string) => string

const stroke = (ink: string, width = 7) => `fill="none" stroke="${ink}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`

const MARKS = {
  // A key: a ring and a notched shaft.
  key: (ink) => `<circle cx="35" cy="48" r="11" ${stroke(ink)}/><path d="M46 48h28M66 48v10M74 48v8" ${stroke(ink)}/>`,
  // A hexagon with a dot inside.
  hex: (ink) => `<path d="M48 22l23 13v26L48 74 25 61V35z" ${stroke(ink)}/><circle cx="48" cy="48" r="7" fill="${ink}"/>`,
  // Three coins in a stack, seen from the side.
  coins: (ink) =>
    `<ellipse cx="48" cy="32" rx="20" ry="8" ${stroke(ink, 6)}/><path d="M28 32v12c0 4.4 9 8 20 8s20-3.6 20-8V32M28 44v12c0 4.4 9 8 20 8s20-3.6 20-8V44M28 56v8c0 4.4 9 8 20 8s20-3.6 20-8v-8" ${stroke(ink, 6)}/>`,
  // A cut gem: a rhombus with a lighter facet.
  diamond: (ink) => `<path d="M48 20l26 28-26 28-26-28z" fill="${ink}"/><path d="M48 20l13 28H35z" fill="#000" fill-opacity=".16"/>`,
  // A four-pointed star with a small one beside it.
  spark: (ink) =>
    `<path d="M44 22c2 12 6 16 18 18-12 2-16 6-18 18-2-12-6-16-18-18 12-2 16-6 18-18z" fill="${ink}"/><path d="M66 56c1 6 3 8 9 9-6 1-8 3-9 9-1-6-3-8-9-9 6-1 8-3 9-9z" fill="${ink}" fill-opacity=".7"/>`,
  // Two waves, one above the other.
  wave: (ink) => `<path d="M22 40c6.5-8 13-8 19.5 0s13 8 19.5 0 9-6 13-3M22 58c6.5-8 13-8 19.5 0s13 8 19.5 0 9-6 13-3" ${stroke(ink)}/>`,
  // A ring with a moon on it.
  orbit: (ink) => `<circle cx="48" cy="48" r="20" ${stroke(ink, 6)}/><circle cx="66" cy="34" r="8" fill="${ink}"/>`,
  // Four rounded tiles, one lighter.
  tiles: (ink) =>
    `<rect x="24" y="24" width="21" height="21" rx="6" fill="${ink}"/><rect x="51" y="24" width="21" height="21" rx="6" fill="${ink}" fill-opacity=".55"/><rect x="24" y="51" width="21" height="21" rx="6" fill="${ink}" fill-opacity=".55"/><rect x="51" y="51" width="21" height="21" rx="6" fill="${ink}"/>`,
  // Two peaks, the nearer one solid.
  peak: (ink) => `<path d="M20 72l20-34 12 20 8-12 16 26z" fill="${ink}" fill-opacity=".55"/><path d="M20 72l20-34 20 34z" fill="${ink}"/>`,
  // A leaf with its vein.
  leaf: (ink) => `<path d="M26 70c0-28 16-44 46-46 0 30-16 46-46 46z" fill="${ink}"/><path d="M30 66l26-26" stroke="#000" stroke-opacity=".2" stroke-width="5" stroke-linecap="round"/>`,
  // A lightning bolt.
  bolt: (ink) => `<path d="M54 20L30 54h16l-6 22 26-36H50z" fill="${ink}" stroke="${ink}" stroke-width="3" stroke-linejoin="round"/>`,
  // A drop.
  drop: (ink) => `<path d="M48 20c12 16 20 27 20 37a20 20 0 0 1-40 0c0-10 8-21 20-37z" fill="${ink}"/><path d="M40 58a8 8 0 0 0 8 8" ${stroke('#000', 5)} stroke-opacity=".2"/>`,
  // Three rising bars.
  bars: (ink) =>
    `<rect x="24" y="52" width="12" height="22" rx="5" fill="${ink}" fill-opacity=".55"/><rect x="42" y="38" width="12" height="36" rx="5" fill="${ink}" fill-opacity=".8"/><rect x="60" y="22" width="12" height="52" rx="5" fill="${ink}"/>`,
  // A loop drawn as one line.
  loop: (ink) => `<path d="M48 48c-6-8-10-12-16-12a12 12 0 0 0 0 24c6 0 10-4 16-12s10-12 16-12a12 12 0 0 1 0 24c-6 0-10-4-16-12z" ${stroke(ink, 6)}/>`,
  // Four petals around a centre.
  petals: (ink) =>
    `<circle cx="48" cy="33" r="11" fill="${ink}"/><circle cx="48" cy="63" r="11" fill="${ink}"/><circle cx="33" cy="48" r="11" fill="${ink}" fill-opacity=".6"/><circle cx="63" cy="48" r="11" fill="${ink}" fill-opacity=".6"/>`,
  // A purse with its clasp: the reference Foyer Wallet's own mark (apps/wallet/public/wallet-icon.svg).
  purse: (ink) =>
    `<rect x="19.5" y="30" width="57" height="42" rx="9" fill="${ink}"/><path d="M19.5 39a9 9 0 0 1 9-9h36l-6-9h-30a9 9 0 0 0-9 9z" fill="${ink}" fill-opacity=".7"/><rect x="54" y="43.5" width="22.5" height="15" rx="7.5" fill="#000" fill-opacity=".35"/><circle cx="63" cy="51" r="3.3" fill="${ink}"/>`,
  // A sun: a disc and its rays.
  sun: (ink) => `<circle cx="48" cy="48" r="11" fill="${ink}"/><path d="M48 22v6M48 68v6M22 48h6M68 48h6M29.6 29.6l4.2 4.2M62.2 62.2l4.2 4.2M29.6 66.4l4.2-4.2M62.2 33.8l4.2-4.2" ${stroke(ink, 6)}/>`,
} satisfies Record<string, Mark>

export type WalletMarkName = keyof typeof MARKS
export const WALLET_MARK_NAMES = Object.keys(MARKS) as WalletMarkName[]

/**
 * The glyph of a mark, in `ink`. An entry without a mark of its own gets a pattern of its own: a
 * mirrored 5×5 grid of tiles drawn from its id (`patternOf`), so two wallets without images do not
 * share a glyph (the built-in registry's are checked to differ) and the same wallet always looks the same.
 */
export function walletMark(name: WalletMarkName | undefined, id: string, ink: string): string {
  return name ? MARKS[name](ink) : patternMark(patternOf(id), ink)
}

const CELL = 10
const GAP = 2
const ORIGIN = (96 - (5 * CELL + 4 * GAP)) / 2

/**
 * The 15 cells an id fills of a grid's left three columns (the right two mirror them), as bits:
 * FNV-1a of the id, taken again until between 5 and 10 cells are filled (neither a speck nor a block).
 */
export function patternOf(id: string): number {
  let hash = 0x811c9dc5
  for (let round = 0; ; round++) {
    for (const char of `${id}#${round}`) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0
    const cells = hash & 0x7fff
    const filled = cells.toString(2).replaceAll('0', '').length
    if (filled >= 5 && filled <= 10) return cells
  }
}

function patternMark(cells: number, ink: string): string {
  const tiles: string[] = []
  for (let row = 0; row < 5; row++)
    for (let column = 0; column < 3; column++) {
      if (!(cells & (1 << (row * 3 + column)))) continue
      for (const x of new Set([column, 4 - column])) tiles.push(`<rect x="${ORIGIN + x * (CELL + GAP)}" y="${ORIGIN + row * (CELL + GAP)}" width="${CELL}" height="${CELL}" rx="3" fill="${ink}"/>`)
    }
  return tiles.join('')
}
