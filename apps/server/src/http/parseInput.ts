import type { z } from 'zod'
import { describeIssues } from './describeIssues.ts'
import { badRequest } from './httpError.ts'

/** Where a request value came from; it prefixes the field in error messages. */
export type InputLocation = 'params' | 'querystring' | 'body' | 'headers'

/** Parses one part of a request, or throws a 400 naming every problem ("querystring.page must be …"). */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  location: InputLocation,
): z.output<Schema> {
  const result = schema.safeParse(value, { reportInput: true })
  if (!result.success) throw badRequest(describeIssues(result.error.issues, location))
  return result.data
}
