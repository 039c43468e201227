import type { IncomingMessage } from 'node:http'
import { RELAY_JWT_TTL_SECONDS, RelayAuthError, verifyRelayJwt } from '@foyer/walletconnect'
import { isOriginAllowed } from '../projects/originPolicy.ts'
import { projectIdSchema } from '../projects/projectFields.ts'
import type { FindProject } from '../projects/projectLookup.ts'

/** 2.21.8's tokens are ~400 characters; anything far longer is refused before it is decoded. */
const MAX_AUTH_LENGTH = 4096

/** Why an upgrade was refused: the label of the log line and of the refusals metric. */
export type RefusalCause =
  | 'missing-auth'
  | `jwt-${RelayAuthError['reason']}`
  | 'jwt-lifetime-too-long'
  | 'missing-project-id'
  | 'unknown-project-id'
  | 'projects-unavailable'
  | 'origin-not-allowed'
  | 'throttled'
  | 'too-many-sockets'

export type UpgradeVerdict = { accepted: true; clientId: string; projectId: string } | { accepted: false; status: 401 | 403 | 429 | 503; cause: RefusalCause; message: string }

export interface UpgradeAuthOptions {
  findProject: FindProject
  devMode: boolean
  /** The audiences this relay accepts, given the token's own (unverified) claim. */
  audiences: (claimed: string | undefined) => string[]
  /** Whether the caller was refused so often lately that it is answered 429 without checks. */
  isThrottled: (throttleKey: string) => boolean
  /** Longest a token may be valid, from its iat and from now. */
  maxJwtLifetimeSeconds: number
  now?: () => number
}

/**
 * Decides whether a WebSocket upgrade may become a relay socket, before anything is allocated
 * for it: the caller is not being throttled, the projectId names a project of this server, a
 * browser's Origin is on that project's allow-list (no Origin: server to server, passes), and the
 * auth JWT is signed by its did:key, unexpired, addressed to this relay and valid for no longer
 * than the relay allows. Cheapest checks first. `throttleKey` is the caller's IP address key (an
 * IPv6 /64), not its client id: a fresh did:key per attempt costs an attacker nothing.
 */
export async function checkUpgrade(request: IncomingMessage, throttleKey: string, query: URLSearchParams, options: UpgradeAuthOptions): Promise<UpgradeVerdict> {
  if (options.isThrottled(throttleKey)) {
    return refuse(429, 'throttled', 'Too many refused connection attempts: wait a few seconds, then fix the cause logged by the relay')
  }
  const auth = query.get('auth')
  if (!auth) return refuse(401, 'missing-auth', 'Unauthorized: the auth query parameter (the client JWT) is missing')
  if (auth.length > MAX_AUTH_LENGTH) return refuse(401, 'jwt-malformed', `Unauthorized: the auth JWT is longer than ${MAX_AUTH_LENGTH} characters`)

  const projectId = query.get('projectId')
  if (!projectId) {
    return refuse(401, 'missing-project-id', 'Unauthorized: the projectId query parameter is missing; configure the client with a project id of this server')
  }
  const id = projectIdSchema.safeParse(projectId)
  let project
  try {
    project = id.success ? await options.findProject(id.data) : undefined
  } catch {
    return refuse(503, 'projects-unavailable', 'Service unavailable: projects cannot be looked up right now; try again shortly')
  }
  if (!project) {
    return refuse(401, 'unknown-project-id', `Unauthorized: invalid projectId "${projectId.slice(0, 64)}"; this server has no such project`)
  }
  const origin = request.headers.origin
  if (origin !== undefined && !isOriginAllowed(project, origin, options.devMode)) {
    return refuse(403, 'origin-not-allowed', `Forbidden: origin ${origin.slice(0, 200)} is not allowed for project ${project.id}`)
  }

  const nowSeconds = Math.floor((options.now ?? Date.now)() / 1000)
  let claims
  try {
    claims = verifyRelayJwt(auth, { audience: options.audiences(peekClaims(auth).aud), nowSeconds })
  } catch (error) {
    if (!(error instanceof RelayAuthError)) throw error
    return refuse(401, `jwt-${error.reason}`, `Unauthorized: ${error.message}`)
  }
  // A token that never expires would let one leaked token open sockets for ever; exp − now also
  // catches a token that claims to be issued in the future.
  const validFor = Math.max(claims.exp - claims.iat, claims.exp - nowSeconds)
  if (validFor > options.maxJwtLifetimeSeconds) {
    return refuse(
      401,
      'jwt-lifetime-too-long',
      `Unauthorized: the auth JWT is valid for ${validFor} s (iat ${claims.iat}, exp ${claims.exp}); this relay accepts tokens valid for at most ${options.maxJwtLifetimeSeconds} s (WalletConnect clients sign them for ${RELAY_JWT_TTL_SECONDS} s)`,
    )
  }
  return { accepted: true, clientId: claims.clientId, projectId: project.id }
}

/**
 * The `iss` and `aud` a token claims, read without checking anything: the client id goes in the
 * refusal's log line, the audience lets dev mode accept loopback URLs. Never trusted beyond that.
 */
export function peekClaims(auth: string | null): { iss?: string; aud?: string } {
  const payload = auth?.split('.')[1]
  if (!payload || payload.length > MAX_AUTH_LENGTH) return {}
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    if (typeof claims !== 'object' || claims === null) return {}
    const { iss, aud } = claims as Record<string, unknown>
    return { ...(typeof iss === 'string' && { iss: iss.slice(0, 100) }), ...(typeof aud === 'string' && { aud }) }
  } catch {
    return {}
  }
}

function refuse(status: 401 | 403 | 429 | 503, cause: RefusalCause, message: string): UpgradeVerdict {
  return { accepted: false, status, cause, message }
}
