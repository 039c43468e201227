import type { z } from 'zod'

/**
 * Turns zod issues into one sentence a caller can act on, naming where each problem is:
 * "querystring.entries must be at most 100; querystring.page must be a whole number".
 *
 * Messages a schema writes as a predicate ("must be an EVM address …") are used as they are;
 * zod's own messages ("Too big: expected …") are rephrased here in that same style.
 * Parse with `{ reportInput: true }` so a missing value reads "is required".
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[], location?: string): string {
  return issues.map((issue) => `${fieldName(issue.path, location)} ${describeIssue(issue)}`).join('; ')
}

function fieldName(path: readonly PropertyKey[], location: string | undefined): string {
  const name = path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index > 0 ? '.' : ''}${String(key)}`)).join('')
  if (!location) return name || 'value'
  return name ? `${location}.${name}` : location
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (/^(must|is|has) /.test(issue.message)) return issue.message
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required'
      if (Array.isArray(issue.input) && issue.expected !== 'array') return 'must be given once'
      return `must be ${TYPE_PHRASES[issue.expected] ?? issue.expected}`
    case 'too_big':
      return bound(issue.origin, issue.inclusive ? 'at most' : 'less than', issue.maximum)
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'must not be empty'
      return bound(issue.origin, issue.inclusive ? 'at least' : 'more than', issue.minimum)
    case 'invalid_value':
      return `must be one of ${issue.values.map((value) => `'${String(value)}'`).join(', ')}`
    case 'invalid_format':
      return `must be a valid ${issue.format}`
    case 'unrecognized_keys':
      return `has unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`
    default:
      return issue.message
  }
}

function bound(origin: string, relation: string, limit: number | bigint): string {
  if (origin === 'string') return `must be ${relation} ${limit} characters long`
  if (origin === 'array' || origin === 'set') return `must have ${relation} ${limit} items`
  return `must be ${relation} ${limit}`
}

const TYPE_PHRASES: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
}
