/**
 * The query parameter a social login's redirect fallback comes back with: the protocol's
 * SOCIAL_RESULT_PARAM, repeated here so startup can look for it without loading the protocol's
 * schemas (a test keeps the two equal).
 */
export const SOCIAL_RESULT_PARAM = 'foyer_social_result'

export function hasSocialResult(href: string): boolean {
  try {
    return new URL(href).searchParams.has(SOCIAL_RESULT_PARAM)
  } catch {
    return false
  }
}
