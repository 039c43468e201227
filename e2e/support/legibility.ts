/**
 * Whether an element can be read as painted: visible, fully opaque, on an opaque background the
 * page itself paints, with its WCAG contrast. Measured from computed styles inside the page, so a
 * theme that blanks text with transparent colours or hides it in any other way is caught.
 */
import type { Locator } from 'playwright-core'

export interface Legibility {
  text: string
  /** Why it cannot be read; empty when it can. */
  problems: string[]
  /** Text against what is behind it. */
  contrast: number
  /** The element's own background against what surrounds it (1 when it paints none). */
  edgeContrast: number
}

/**
 * Measured once the page's transitions have ended: a button that has just been enabled fades from
 * its disabled colours to the accent over a few frames, and a reading taken in between (seen on a
 * loaded CI machine: 4.01:1) is not what the visitor reads.
 */
export async function legibilityOf(locator: Locator): Promise<Legibility> {
  await locator.evaluate(settledAnimations)
  return locator.evaluate(measureLegibility)
}

/** Runs inside the page: waits for every animation and transition that ends (a spinner's never does). */
async function settledAnimations(element: Element): Promise<void> {
  const finite = element.ownerDocument.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
}

type Rgba = [number, number, number, number]

/** Runs inside the page: self-contained on purpose (Playwright sends its source). */
function measureLegibility(element: Element): Legibility {
  const parse = (value: string): Rgba | null => {
    const match = /^rgba?\(([^)]*)\)$/.exec(value.trim())
    if (!match) return null
    const parts = match[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number)
    return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1]
  }
  // Source-over compositing of one colour on another.
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const alpha = top[3] + bottom[3] * (1 - top[3])
    if (alpha === 0) return [0, 0, 0, 0]
    const mix = (i: number) => (top[i]! * top[3] + bottom[i]! * bottom[3] * (1 - top[3])) / alpha
    return [mix(0), mix(1), mix(2), alpha]
  }
  const luminance = (colour: Rgba) => {
    const [r, g, b] = colour.slice(0, 3).map((channel) => {
      const c = channel / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const ratio = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
    return (light! + 0.05) / (dark! + 0.05)
  }

  const problems: string[] = []
  const style = getComputedStyle(element)
  const text = (element.textContent ?? '').trim()
  if (!text) problems.push('no text')
  if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) problems.push('not rendered')
  const rect = element.getBoundingClientRect()
  if (rect.width < 1 || rect.height < 1) problems.push(`size ${rect.width}×${rect.height}`)
  if (rect.right <= 0 || rect.bottom <= 0 || rect.left >= innerWidth || rect.top >= innerHeight) problems.push('outside the frame')
  if (parseFloat(style.fontSize) < 11) problems.push(`font-size ${style.fontSize}`)

  // Backgrounds from the element up to the root, composited bottom-up; opacity multiplied.
  const layers: Rgba[] = []
  let opacity = 1
  for (let node: Element | null = element; node; node = node.parentElement) {
    const nodeStyle = getComputedStyle(node)
    opacity *= Number(nodeStyle.opacity)
    const background = parse(nodeStyle.backgroundColor)
    if (!background) problems.push(`unreadable background ${nodeStyle.backgroundColor}`)
    else layers.push(background)
  }
  if (opacity < 1) problems.push(`opacity ${opacity}`)
  let behind: Rgba = [0, 0, 0, 0]
  for (const layer of layers.slice(1).reverse()) behind = over(layer, behind)
  const own = layers[0] ?? [0, 0, 0, 0]
  const background = over(own, behind)
  // The frame must paint its own backdrop: whatever the host puts behind a transparent one is unknown.
  if (background[3] < 1) problems.push(`background not opaque (${background[3]})`)
  const colour = parse(style.color)
  if (!colour) problems.push(`unreadable colour ${style.color}`)
  const ink = colour ? over(colour, background) : background
  if (colour && colour[3] < 1) problems.push(`text alpha ${colour[3]}`)
  return {
    text,
    problems,
    contrast: Math.round(ratio(ink, background) * 100) / 100,
    edgeContrast: own[3] > 0 ? Math.round(ratio(background, behind[3] > 0 ? behind : background) * 100) / 100 : 1,
  }
}
