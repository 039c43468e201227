import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { tabTo } from '../support/keyboard.ts'
import { showLook } from '../support/looks.ts'
import { comparePixels } from '../support/screenPixels.ts'
import { connectDevWallet, modal, useBrowserSession } from '../support/session.ts'
import { animationsSettled } from '../support/viewShots.ts'

/**
 * What a host's stylesheet may say about elements, all at once: the stock Vite template's (its
 * `h2` colour made the modal's title dark on dark), a careless global reset, rules carrying the
 * app root's id, and a Tailwind-like preflight in a cascade layer.
 */
const HOST_CSS = `
html{font-size:10px;color-scheme:light dark}
:root{font-family:Inter,system-ui,Avenir,Helvetica,Arial,sans-serif;line-height:1.5;font-weight:400;color:#213547;background-color:#fff}
body{font:italic 700 13px/3 serif;letter-spacing:2px;word-spacing:9px;text-transform:uppercase;text-align:right;text-shadow:1px 1px red;cursor:crosshair}
*{margin:20px;padding:7px;color:red;font-size:30px;line-height:3;box-sizing:content-box;border:1px dotted lime;transition:all 5s}
*::before,*::after{box-sizing:content-box;border:2px solid red}
h1,h2,h3,h4,h5,h6{color:#213547;font-size:3em;line-height:1.1;font-weight:900;margin:1em 0;text-align:left}
div{display:grid;gap:30px;background:rgba(255,0,0,.2);position:relative}
p,span,strong,li,ul{display:block;width:90%;list-style:square}
button{border-radius:8px;border:4px solid red;padding:2em;font-size:1em;font-weight:500;font-family:inherit;background-color:#1a1a1a;color:#fff;cursor:pointer;transition:border-color .25s;width:300px;height:80px;text-align:left;display:block}
button:hover{border-color:#646cff}
button:focus,button:focus-visible{outline:4px auto -webkit-focus-ring-color}
input{border:3px dashed red;padding:1em;background:yellow;font-size:2rem;width:50%;appearance:none}
a{font-weight:500;color:#646cff;text-decoration:underline wavy}
svg{width:100px;height:100px;fill:red;stroke:lime;display:block}
path,rect,circle{fill:red;stroke-width:5}
img{display:block;max-width:100%;height:auto;border:2px solid red}
#root h2,#root button,#root span{color:#213547;background:#fff}
@layer base{*,::before,::after{margin:0;padding:0;border:0 solid}img,svg{display:block;vertical-align:middle}img{max-width:100%;height:auto}button{background:red}}
`

/** The computed styles compared, per element inside every Foyer root (and the root itself). */
const PROPERTIES = [
  'display',
  'position',
  'box-sizing',
  'margin',
  'padding',
  'border',
  'border-radius',
  'outline',
  'background-color',
  'background-image',
  'box-shadow',
  'color',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-align',
  'text-decoration-line',
  'text-shadow',
  'white-space',
  'vertical-align',
  'max-width',
  'opacity',
  'fill',
  'stroke',
  'stroke-width',
  'cursor',
  'transition',
  'content',
] as const

const SHOTS_DIR = fileURLToPath(new URL('../artifacts/style-isolation/', import.meta.url))

describe("a host's stylesheet does not reach what Foyer draws", () => {
  const session = useBrowserSession(undefined, undefined, 'no-preference')

  it("the Connect view (dark and light) and the Connect buttons look the same under it, before or after Foyer's sheet", async () => {
    const { page } = session
    const buttons = page.locator('button.foyer-root')
    await buttons.first().waitFor()
    await expectUnchangedByHostSheet(page, 'connect-buttons', buttons)

    await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', { name: 'Connect Wallet' }).click()
    const connect = modal(page, 'Connect Wallet')
    await connect.getByRole('button', { name: /Foyer Dev Wallet/ }).waitFor()
    await expectUnchangedByHostSheet(page, 'connect-dark', page.locator('.foyer-dialog'))
    await showLook(page, { theme: 'Light', size: 'desktop' })
    await expectUnchangedByHostSheet(page, 'connect-light', page.locator('.foyer-dialog'))
  })

  it('the Account view and the account and network buttons look the same under it', async () => {
    const { page, devAddress } = session
    await connectDevWallet(page, devAddress)
    const buttons = page.locator('button.foyer-root')
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /Foyer Devnet/ })
      .waitFor()
    await expectUnchangedByHostSheet(page, 'account-buttons', buttons)

    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /^Account/ })
      .click()
    const account = modal(page, 'Account')
    await account.getByRole('list', { name: 'Tokens' }).getByText(/USDC$/).waitFor()
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.foyer-root img')].every((image) => image.complete))
    await expectUnchangedByHostSheet(page, 'account', page.locator('.foyer-dialog'))
  })

  it("keyboard focus shows Foyer's ring, not the host's, on a host button and in the modal", async () => {
    const { page } = session
    await page.locator('button.foyer-root').first().waitFor()
    await addHostSheet(page, 'after')
    await tabTo(page, (element) => element.name === 'Connect Wallet')
    expect(await focusRing(page)).toBe('solid 2px, 2px from the edge')
    await page.keyboard.press('Enter')
    await modal(page, 'Connect Wallet').waitFor()
    await tabTo(page, (element) => element.name.startsWith('Foyer Dev Wallet'))
    expect(await focusRing(page)).toBe('solid 2px, 2px from the edge')
  })
})

/** The focused element's outline (the host's sheet draws `4px auto`). */
function focusRing(page: Page): Promise<string> {
  return page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!)
    return `${style.outlineStyle} ${style.outlineWidth}, ${style.outlineOffset} from the edge`
  })
}

/**
 * Captures what Foyer draws with HOST_CSS added before Foyer's sheets and after them, and plain once
 * the sheet is gone again (the page is not reloaded), and expects the same computed styles and the
 * same pixels. Plain is captured after the sheet's removal, not before its arrival: Chromium may
 * keep a raster of the dialog from the middle of its opening animation until something repaints
 * it, a few hundred pixels antialiased otherwise than the repaint does (seen in one run of three).
 */
async function expectUnchangedByHostSheet(page: Page, name: string, targets: Locator): Promise<void> {
  await settled(page, targets)
  for (const place of ['before', 'after'] as const) {
    await addHostSheet(page, place)
    const styled = await capture(page, targets)
    await page.evaluate(() => document.getElementById('host-sheet')?.remove())
    const plain = await capture(page, targets)
    saveShots(`${name}-${place}`, plain, styled)
    expect.soft(await differences(page, plain, styled), `${name}: the host's sheet ${place} Foyer's`).toEqual([])
  }
}

/**
 * Waits until two plain captures in a row agree: what is still arriving (a balance, an image)
 * would otherwise count as the host's doing.
 */
async function settled(page: Page, targets: Locator): Promise<void> {
  let last = await capture(page, targets)
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await page.waitForTimeout(250)
    const next = await capture(page, targets)
    if ((await differences(page, last, next)).length === 0) return
    last = next
  }
  throw new Error('what Foyer draws kept changing for 5 s without the host sheet')
}

interface Capture {
  styles: string[]
  /** One PNG per target, cropped 2 px inside its edge (its border left out), with its corners' radius. */
  shots: { png: Buffer; corner: number }[]
}

async function capture(page: Page, targets: Locator): Promise<Capture> {
  // Nothing hovered or focused: the pointer in a corner, focus on the page.
  await page.mouse.move(0, 0)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await animationsSettled(page)
  const styles = await page.evaluate(styleDump, [...PROPERTIES])
  const shots: Capture['shots'] = []
  for (const target of await targets.all()) {
    const hostPlaced = await target.evaluate((element) => element.classList.contains('foyer-root'))
    if (hostPlaced) await stage(target, true)
    const box = await target.boundingBox()
    if (!box) throw new Error('a target is not on screen')
    const clip = { x: Math.round(box.x) + 2, y: Math.round(box.y) + 2, width: Math.round(box.width) - 4, height: Math.round(box.height) - 4 }
    const corner = await target.evaluate((element) => Number.parseFloat(getComputedStyle(element).borderTopLeftRadius) || 0)
    shots.push({ png: await page.screenshot({ clip, animations: 'disabled' }), corner })
    if (hostPlaced) await stage(target, false)
  }
  return { styles, shots }
}

/**
 * Puts a host button at a whole-pixel place of its own for its screenshot, and back: where the
 * host's sheet moves it (its margins on the page), its text lands on other subpixels and is
 * antialiased otherwise. Its computed styles are read where the host put it.
 */
async function stage(target: Locator, on: boolean): Promise<void> {
  await target.evaluate((element: HTMLElement, on) => {
    for (const [property, value] of [
      ['position', 'fixed'],
      ['left', '8px'],
      ['top', '8px'],
      ['z-index', '2147483647'],
    ] as const) {
      if (on) element.style.setProperty(property, value, 'important')
      else element.style.removeProperty(property)
    }
  }, on)
}

/** Runs inside the page: each element of every Foyer root, by its path, with its computed styles and size. */
function styleDump(properties: string[]): string[] {
  const label = (element: Element) => `${element.localName}${[...element.classList].map((name) => `.${name}`).join('')}`
  const path = (element: Element) => {
    const parts: string[] = []
    for (let at: Element | null = element; at && !at.classList.contains('foyer-root'); at = at.parentElement) parts.unshift(`${label(at)}:${[...(at.parentElement?.children ?? [])].indexOf(at)}`)
    return parts.join('>')
  }
  return [...document.querySelectorAll('.foyer-root')].flatMap((root, index) =>
    [root, ...root.querySelectorAll('*')].flatMap((element) => {
      const where = `root ${index} ${label(root)} ${path(element)}`
      const rect = element.getBoundingClientRect()
      const own = getComputedStyle(element)
      const lines = properties.map((property) => `${where} ${property}: ${own.getPropertyValue(property)}`)
      // The modal's root is an empty block as wide as the host makes its parent; a button's is its own.
      if (element !== root || own.display.startsWith('inline')) lines.push(`${where} size: ${rect.width.toFixed(2)}×${rect.height.toFixed(2)}`)
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(element, pseudo)
        if (style.content !== 'none' && style.content !== 'normal') lines.push(...properties.map((property) => `${where}${pseudo} ${property}: ${style.getPropertyValue(property)}`))
      }
      return lines
    }),
  )
}

/** What differs between two captures: pixels, per target, then computed styles, line by line. */
async function differences(page: Page, plain: Capture, styled: Capture): Promise<string[]> {
  const found: string[] = []
  for (const [index, shot] of plain.shots.entries()) {
    const other = styled.shots[index]
    if (!other) {
      found.push(`target ${index}: missing`)
      continue
    }
    // Rounded corners show the page behind them, which the host's sheet changes.
    const { differing, problem } = await comparePixels(page.context(), shot.png, other.png, shot.corner)
    if (problem) found.push(`target ${index}: ${problem}`)
    else if (differing > 0) found.push(`target ${index}: ${differing} pixels differ`)
  }
  if (plain.styles.length !== styled.styles.length) found.push(`${plain.styles.length} style lines against ${styled.styles.length}`)
  else plain.styles.forEach((line, index) => line !== styled.styles[index] && found.push(`${line}  →  ${styled.styles[index]!.split(': ').slice(1).join(': ')}`))
  return found.slice(0, 40)
}

/** HOST_CSS as the host's own `<style>`: first in the head (before Foyer's sheets) or last (after them). */
async function addHostSheet(page: Page, place: 'before' | 'after'): Promise<void> {
  await page.evaluate(
    ({ css, place }) => {
      const sheet = document.createElement('style')
      sheet.id = 'host-sheet'
      sheet.textContent = css
      if (place === 'before') document.head.prepend(sheet)
      else document.head.append(sheet)
    },
    { css: HOST_CSS, place },
  )
}

/** Keeps the captures (e2e/artifacts/style-isolation/, git-ignored) to be looked at. */
function saveShots(name: string, plain: Capture, styled: Capture): void {
  mkdirSync(SHOTS_DIR, { recursive: true })
  plain.shots.forEach((shot, index) => writeFileSync(`${SHOTS_DIR}${name}-${index}-plain.png`, shot.png))
  styled.shots.forEach((shot, index) => writeFileSync(`${SHOTS_DIR}${name}-${index}-host.png`, shot.png))
}
