import { describe, expect, it } from 'vitest'
import { acceptsMessage, learnParentOrigin, webOrigin } from '../src/frame/parentOrigin.ts'

describe('the parent origin the frame learns', () => {
  it('takes location.ancestorOrigins[0] where the browser has it', () => {
    expect(learnParentOrigin({ ancestorOrigins: ['https://app.example', 'https://top.example'], referrer: 'https://other.example/' })).toBe('https://app.example')
  })

  it('falls back to the referrer, reduced to its origin', () => {
    expect(learnParentOrigin({ referrer: 'http://localhost:5173/shop?item=1#x' })).toBe('http://localhost:5173')
    expect(learnParentOrigin({ ancestorOrigins: [], referrer: 'https://app.example:8443/' })).toBe('https://app.example:8443')
  })

  it('knows nothing without either, or when the parent is an opaque or non-web origin', () => {
    expect(learnParentOrigin({ referrer: '' })).toBeNull()
    expect(learnParentOrigin({ ancestorOrigins: ['null'], referrer: 'https://app.example/' })).toBeNull()
    expect(learnParentOrigin({ referrer: 'file:///home/page.html' })).toBeNull()
    expect(webOrigin('data:text/html,hi')).toBeNull()
    expect(webOrigin('javascript:alert(1)')).toBeNull()
  })
})

describe('which messages the frame accepts', () => {
  const parent = { name: 'parent window' }
  const origin = 'https://app.example'

  it('accepts the parent window at the confirmed origin', () => {
    expect(acceptsMessage({ source: parent, origin }, parent, origin)).toBe(true)
  })

  it('refuses another window at the right origin (a popup, a sibling frame, the frame itself)', () => {
    expect(acceptsMessage({ source: { name: 'popup' }, origin }, parent, origin)).toBe(false)
    expect(acceptsMessage({ source: null, origin }, parent, origin)).toBe(false)
  })

  it('refuses the parent window at another origin (the parent navigated away)', () => {
    expect(acceptsMessage({ source: parent, origin: 'https://evil.example' }, parent, origin)).toBe(false)
    expect(acceptsMessage({ source: parent, origin: 'https://app.example:444' }, parent, origin)).toBe(false)
    expect(acceptsMessage({ source: parent, origin: 'http://app.example' }, parent, origin)).toBe(false)
  })

  it('refuses everything when there is no parent', () => {
    expect(acceptsMessage({ source: null, origin }, null, origin)).toBe(false)
    expect(acceptsMessage({ source: undefined, origin }, undefined, origin)).toBe(false)
  })
})
