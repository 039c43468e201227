import { AUTH_API_PREFIX, projectQuerySchema } from '@foyer/auth-frame/protocol'
import { z } from 'zod'
import { describeIssues } from '../../kernel/http/describeIssues.ts'
import { badRequest } from '../../kernel/http/httpError.ts'

/** The tag the auth routes are listed under in /openapi.json. */
export const AUTH_TAGS = ['auth'] as const
/** Errors every auth route may answer besides 400: unknown project (401), wrong origin (403). */
export const AUTH_ERRORS = [401, 403] as const

/** A route's full URL: '/email/connect' → '/auth/v1/email/connect'. */
export const authUrl = (path: string) => AUTH_API_PREFIX + path

/**
 * The query every auth route takes (the project guard reads projectId). A `zod/mini` schema, like
 * the whole protocol: a route that takes more builds a classic one from its shape.
 */
export const authQuery = projectQuerySchema

/** Parses a value that is not a whole request part (RPC params), naming it as `field` in the 400. */
export function parseField<Schema extends z.core.$ZodType>(schema: Schema, value: unknown, field: string): z.output<Schema> {
  const result = z.object({ [field]: schema }).safeParse({ [field]: value }, { reportInput: true })
  if (!result.success) throw badRequest(describeIssues(result.error.issues, 'body'))
  return (result.data as Record<string, z.output<Schema>>)[field]!
}
