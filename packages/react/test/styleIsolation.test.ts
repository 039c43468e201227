import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import { ROOT } from '../src/theme/scope.ts'

// Every sheet Foyer adds goes through useStyleSheet: caught here instead of added to a document.
const sheets = vi.hoisted(() => new Map<string, string>())
vi.mock('../src/theme/styleSheet.ts', () => ({
  useStyleSheet: (id: string, css: string) => sheets.set(id, css),
  styleSheetAttributes: () => ({}),
}))

const SRC = fileURLToPath(new URL('../src/', import.meta.url))

/** The one rule outside a root: the embedded wallet's frame, which sits in the page's body. */
const FRAME_SELECTOR = '.foyer-auth-frame:not(#\\#)'

describe("Foyer's stylesheets", () => {
  it('are every one a hook adds, each rule scoped to a Foyer root, with no rem', async () => {
    const callSites = await loadEverySheet()
    expect(sheets.size, 'a sheet for each useStyleSheet call in src/').toBe(callSites)
    expect(callSites).toBeGreaterThan(20)

    const unscoped: string[] = []
    const rems: string[] = []
    for (const [id, css] of sheets) {
      for (const selector of selectorsOf(css)) {
        const scoped = selector === FRAME_SELECTOR || (selector.startsWith(ROOT) && /^($|[ .[:])/.test(selector.slice(ROOT.length)))
        if (!scoped) unscoped.push(`${id}: ${selector}`)
      }
      for (const match of css.matchAll(/[\d.]rem\b/g)) rems.push(`${id}: …${css.slice(Math.max(0, match.index - 30), match.index + 4)}`)
    }
    expect(unscoped).toEqual([])
    expect(rems).toEqual([])
  })

  it('the page sheet resets a root before anything else says how it looks', async () => {
    await loadEverySheet()
    const selectors = selectorsOf(sheets.get('foyer-styles')!)
    expect(selectors.slice(0, 4)).toEqual([ROOT, `${ROOT} :where(:not(svg,svg *,img))`, `${ROOT} ::before`, `${ROOT} ::after`])
  })
})

/** Imports each src/ file that calls useStyleSheet and runs its style hooks; answers how many calls there are. */
async function loadEverySheet(): Promise<number> {
  let callSites = 0
  for (const file of sourceFiles(SRC)) {
    const source = readFileSync(file, 'utf8')
    const calls = source.match(/\buseStyleSheet\(/g)?.length ?? 0
    if (calls === 0 || file.endsWith('styleSheet.ts')) continue
    callSites += calls
    const module = (await import(file)) as Record<string, unknown>
    for (const [name, value] of Object.entries(module)) if (/^use\w*Styles$/.test(name) && typeof value === 'function') value()
  }
  return callSites
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Each selector of a sheet's style rules: inside @media and @supports too, never a keyframe's. */
function selectorsOf(css: string): string[] {
  const selectors: string[] = []
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
  let at = 0
  while (at < text.length) {
    const open = text.indexOf('{', at)
    if (open < 0) break
    const prelude = text.slice(at, open).trim()
    const close = blockEnd(text, open)
    if (prelude.startsWith('@media') || prelude.startsWith('@supports')) selectors.push(...selectorsOf(text.slice(open + 1, close)))
    else if (!prelude.startsWith('@')) selectors.push(...splitList(prelude))
    at = close + 1
  }
  return selectors
}

function blockEnd(text: string, open: number): number {
  let depth = 0
  for (let at = open; at < text.length; at += 1) {
    if (text[at] === '{') depth += 1
    else if (text[at] === '}' && --depth === 0) return at
  }
  throw new Error(`an unclosed block at ${text.slice(open - 40, open)}`)
}

/** A selector list split at its commas, not those inside `:not(a,b)` or `[data-x="a,b"]`. */
function splitList(list: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let at = 0; at < list.length; at += 1) {
    const char = list[at]
    if (char === '(' || char === '[') depth += 1
    else if (char === ')' || char === ']') depth -= 1
    else if (char === ',' && depth === 0) {
      parts.push(list.slice(start, at).trim())
      start = at + 1
    }
  }
  parts.push(list.slice(start).trim())
  return parts
}
