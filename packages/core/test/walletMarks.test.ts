import { describe, expect, it } from 'vitest'
import { registryWallets, walletIconSvg, walletMark } from '../src/walletRegistry/index.ts'
import { patternOf } from '../src/walletRegistry/walletMarks.ts'

/** The glyph alone: the SVG without its colours, its gradient's id and its name. */
const glyphOf = (svg: string) => svg.replace(/<title>.*<\/title>|aria-label="[^"]*"|id="[^"]*"|url\(#[^)]*\)|stop-color="[^"]*"|#[0-9a-fA-F]{6}/g, '')

describe("the registry's generated wallet marks", () => {
  it('every wallet of the built-in registry has a glyph no other wallet has, whatever the colours', () => {
    const owners = new Map<string, string>()
    for (const wallet of registryWallets) {
      const glyph = glyphOf(walletIconSvg(wallet))
      expect(owners.get(glyph), `${wallet.id} draws the same glyph as ${owners.get(glyph)}`).toBeUndefined()
      owners.set(glyph, wallet.id)
    }
    expect(owners.size).toBe(registryWallets.length)
  })

  it('a hand-drawn mark is used by one wallet at most', () => {
    const marks = registryWallets.flatMap((wallet) => (wallet.mark ? [wallet.mark] : []))
    expect(new Set(marks).size).toBe(marks.length)
  })

  it('a wallet without a mark gets a mirrored pattern of 5 to 10 cells from its id, the same each time', () => {
    for (const id of ['tokenpocket', 'exodus', 'an-operators-wallet', '']) {
      const cells = patternOf(id)
      expect(cells.toString(2).replaceAll('0', '').length).toBeGreaterThanOrEqual(5)
      expect(cells.toString(2).replaceAll('0', '').length).toBeLessThanOrEqual(10)
      expect(patternOf(id)).toBe(cells)
      expect(walletMark(undefined, id, '#fff')).toBe(walletMark(undefined, id, '#fff'))
    }
    expect(walletMark(undefined, 'tokenpocket', '#fff')).not.toBe(walletMark(undefined, 'trust', '#fff'))
  })
})
