/**
 * SPDX licence expressions (`MIT`, `(MIT OR Apache-2.0)`, `GPL-2.0-only WITH Classpath-exception-2.0`)
 * judged against a set of approved licence ids: an OR needs one approved side, an AND needs both.
 * Anything that is not an SPDX expression (`SEE LICENSE IN …`, `UNLICENSED`, free text) is refused.
 */

export type LicenceVerdict = { approved: true } | { approved: false; reason: string }

type Expression = { kind: 'licence'; id: string } | { kind: 'and' | 'or'; left: Expression; right: Expression }

/** Judges one `license` value from a package manifest or lockfile. */
export function judgeLicence(expression: string, isApproved: (id: string) => boolean): LicenceVerdict {
  const text = expression.trim()
  if (text === '') return { approved: false, reason: 'no licence given' }
  if (/^UNLICENSED$/i.test(text)) return { approved: false, reason: 'UNLICENSED: no licence is granted' }
  if (/^SEE LICEN[CS]E IN\b/i.test(text)) return { approved: false, reason: `a custom licence in a file ("${text}"), not an OSI licence id` }
  let parsed: Expression
  try {
    parsed = parseSpdx(text)
  } catch (error) {
    return { approved: false, reason: `not an SPDX expression: ${(error as Error).message}` }
  }
  const refused = unapprovedIds(parsed, isApproved)
  return refused === undefined ? { approved: true } : { approved: false, reason: `not OSI-approved: ${refused.join(', ')}` }
}

/** The ids that keep `expression` from being approved, or undefined when it is. */
function unapprovedIds(expression: Expression, isApproved: (id: string) => boolean): string[] | undefined {
  if (expression.kind === 'licence') return isApproved(expression.id) ? undefined : [expression.id]
  const left = unapprovedIds(expression.left, isApproved)
  const right = unapprovedIds(expression.right, isApproved)
  if (expression.kind === 'or') return left && right ? [...left, ...right] : undefined
  return left || right ? [...(left ?? []), ...(right ?? [])] : undefined
}

/**
 * Parses an SPDX expression. Operators are accepted in any case (npm manifests write `or`);
 * `+` ("or later") and `WITH <exception>` keep the licence id they extend, since an exception only
 * adds permissions.
 */
export function parseSpdx(text: string): Expression {
  const tokens = text.match(/\(|\)|[^\s()]+/g) ?? []
  let position = 0
  const peek = () => tokens[position]
  const isOperator = (token: string | undefined, operator: string) => token?.toUpperCase() === operator

  function parseOr(): Expression {
    let left = parseAnd()
    while (isOperator(peek(), 'OR')) {
      position++
      left = { kind: 'or', left, right: parseAnd() }
    }
    return left
  }
  function parseAnd(): Expression {
    let left = parseAtom()
    while (isOperator(peek(), 'AND')) {
      position++
      left = { kind: 'and', left, right: parseAtom() }
    }
    return left
  }
  function parseAtom(): Expression {
    const token = tokens[position++]
    if (token === undefined) throw new Error('it ends where a licence id was expected')
    if (token === '(') {
      const inner = parseOr()
      if (tokens[position++] !== ')') throw new Error('a "(" is not closed')
      return inner
    }
    if (!/^[A-Za-z0-9.\-:]+\+?$/.test(token) || ['AND', 'OR', 'WITH', ')'].includes(token.toUpperCase())) {
      throw new Error(`"${token}" is not a licence id`)
    }
    if (isOperator(peek(), 'WITH')) {
      position++
      const exception = tokens[position++]
      if (exception === undefined || !/^[A-Za-z0-9.\-:]+$/.test(exception)) throw new Error('WITH is not followed by an exception id')
    }
    return { kind: 'licence', id: token.replace(/\+$/, '') }
  }

  const expression = parseOr()
  if (position < tokens.length) throw new Error(`unexpected "${tokens[position]}" after a complete expression`)
  return expression
}
