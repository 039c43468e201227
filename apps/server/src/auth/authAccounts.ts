/**
 * Embedded-wallet accounts: finding or creating a user (keys made on creation), signing in
 * (a session), and reading the signed-in user of a request. Email login (routes/) and social and
 * Farcaster login (social/, farcaster/) all end here.
 */
import { randomUUID } from 'node:crypto'
import { DEVICE_HEADER, deviceIdSchema, type AuthUser, type sessionAnswerSchema } from '@foyer/auth-frame/protocol'
import { and, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { badRequest } from '../kernel/http/httpError.ts'
import { projectOf } from '../projects/projectGuard.ts'
import type { WalletAccountType } from '../namespaces/embeddedWallet.ts'
import { keepsEveryNamespaceAddress, namespaceAddressesOf, type AuthChain } from './authChains.ts'
import type { AuthDeps } from './authDeps.ts'
import { sessionExpired } from './authErrors.ts'
import { authUsers, type AuthUserRow } from './authUsersTable.ts'
import { createUserKeys, openUserKeys } from './keys/userKeys.ts'
import { issueSession, verifySession, type LiveSession, type SessionScope } from './sessions/sessionTokens.ts'

export type SessionAnswer = z.output<typeof sessionAnswerSchema>

/** What signInSocialUser and the other account functions need (the social and Farcaster routes hold one). */
export type AccountsDeps = AuthDeps

export interface SocialSignIn {
  /** 'google', 'github', …, or 'farcaster'. */
  provider: string
  /** The provider's stable id of the person (OpenID `sub`, Farcaster fid). */
  subject: string
  /** The provider's email; kept on a new user when no other user has it. */
  email?: string | null
  userName?: string
  deviceId: string
  projectId: string
}

/**
 * Signs a social (or Farcaster) login in: the user of (provider, subject), created with fresh
 * keys the first time, and a new session for the device. The user name is refreshed on each login.
 */
export async function signInSocialUser(deps: AuthDeps, input: SocialSignIn): Promise<SessionAnswer> {
  const identity = and(eq(authUsers.socialProvider, input.provider), eq(authUsers.socialSubject, input.subject))
  let [user] = await deps.db.select().from(authUsers).where(identity)
  if (!user) {
    const email = input.email ? input.email.toLowerCase() : null
    const emailFree = email !== null && (await findUserByEmail(deps, email)) === undefined
    const values = { socialProvider: input.provider, socialSubject: input.subject, userName: input.userName ?? null }
    user = await insertUser(deps, { ...values, email: emailFree ? email : null })
    // The email was taken meanwhile: the user is made without it.
    user ??= await insertUser(deps, { ...values, email: null })
    user ??= (await deps.db.select().from(authUsers).where(identity))[0]
    if (!user) throw new Error(`The ${input.provider} user could be neither created nor found`)
  } else if (input.userName !== undefined && input.userName !== user.userName) {
    ;[user] = await deps.db
      .update(authUsers)
      .set({ userName: input.userName, updatedAt: new Date(deps.now()) })
      .where(eq(authUsers.id, user.id))
      .returning()
  }
  return startSession(deps, user!, input)
}

/** The user who logs in with this email, created with fresh keys on the first login. */
export async function findOrCreateEmailUser(deps: AuthDeps, email: string): Promise<AuthUserRow> {
  const existing = await findUserByEmail(deps, email)
  if (existing) return existing
  const created = await insertUser(deps, { email })
  const user = created ?? (await findUserByEmail(deps, email))
  if (!user) throw new Error('The email user could be neither created nor found')
  return user
}

export async function findUserByEmail(deps: AuthDeps, email: string): Promise<AuthUserRow | undefined> {
  const [user] = await deps.db.select().from(authUsers).where(eq(authUsers.email, email.toLowerCase()))
  return user
}

/** A new session for the user on the device, answered as the frame stores it. */
export async function startSession(deps: AuthDeps, user: AuthUserRow, scope: SessionScope): Promise<SessionAnswer> {
  const session = await issueSession(deps, user.id, { deviceId: scope.deviceId, projectId: scope.projectId })
  return { ...session, user: await userAnswer(deps, await withEveryNamespaceAddress(deps, user), deps.chains.defaultChain) }
}

/**
 * The user with an address in every namespace the embedded wallet serves: a user made before a
 * namespace was served (bip122 came after eip155 and solana) has its addresses derived from the
 * seed once, at its next login or request, and kept; the keys are opened for that only.
 */
export async function withEveryNamespaceAddress(deps: AuthDeps, user: AuthUserRow): Promise<AuthUserRow> {
  if (keepsEveryNamespaceAddress(user)) return user
  const { seed } = openUserKeys(deps.keys.master, user, namespaceAddressesOf)
  const namespaceAddresses = { ...user.namespaceAddresses, ...namespaceAddressesOf(seed) }
  const [updated] = await deps.db
    .update(authUsers)
    .set({ namespaceAddresses, updatedAt: new Date(deps.now()) })
    .where(eq(authUsers.id, user.id))
    .returning()
  deps.log.info(
    { userId: user.id, added: Object.keys(namespaceAddresses).filter((key) => !(key in user.namespaceAddresses)) },
    'auth: derived the addresses of namespaces served since the user was made',
  )
  return updated ?? { ...user, namespaceAddresses }
}

/**
 * The user as the frame sees it on a chain: never a key, only addresses. `address` is the account
 * of `accountType` (the app's choice; absent, the smart account where the chain offers one),
 * `accounts` all of the user's accounts there, `smartAccountDeployed` read from the chain.
 */
export async function userAnswer(deps: AuthDeps, user: AuthUserRow, chain: AuthChain, accountType?: WalletAccountType): Promise<AuthUser> {
  const held = await deps.accounts.on(chain, user, { ...(accountType && { type: accountType }), deployment: true })
  return {
    email: user.email,
    address: held.address,
    chainId: chain.caipNetworkId,
    accounts: held.accounts,
    preferredAccountType: held.type,
    ...(held.smartAccountDeployed !== undefined && { smartAccountDeployed: held.smartAccountDeployed }),
    ...(user.userName !== null && { userName: user.userName }),
  }
}

export interface AuthenticatedRequest {
  user: AuthUserRow
  session: LiveSession
  deviceId: string
}

/** The signed-in user of a request (bearer token of a live session on this device), or 401 'Session Expired'. */
export async function authenticateRequest(deps: AuthDeps, request: FastifyRequest): Promise<AuthenticatedRequest> {
  const deviceId = deviceIdOf(request)
  const found = await sessionOf(deps, request, deviceId)
  if (!found) throw sessionExpired()
  return { ...found, deviceId }
}

/** Like authenticateRequest, but null instead of a 401 (routes where a session is optional). */
export async function sessionOf(deps: AuthDeps, request: FastifyRequest, deviceId: string): Promise<Omit<AuthenticatedRequest, 'deviceId'> | null> {
  const token = bearerToken(request)
  if (!token) return null
  const session = await verifySession(deps, token, { deviceId, projectId: projectOf(request).id })
  if (!session) return null
  const [user] = await deps.db.select().from(authUsers).where(eq(authUsers.id, session.userId))
  return user ? { user: await withEveryNamespaceAddress(deps, user), session } : null
}

/** The frame's device id from the x-foyer-device header, or a 400 naming the header. */
export function deviceIdOf(request: FastifyRequest): string {
  const value = request.headers[DEVICE_HEADER]
  if (value === undefined || value === '') throw badRequest(`headers.${DEVICE_HEADER} is required: send the frame's device id (43 base64url characters)`)
  const parsed = deviceIdSchema.safeParse(value)
  if (!parsed.success) throw badRequest(`headers.${DEVICE_HEADER} must be 43 base64url characters (32 random bytes)`)
  return parsed.data
}

/** The token of `authorization: Bearer <token>`, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(request.headers.authorization ?? '')
  return match && match[1]!.length <= 4096 ? match[1] : undefined
}

/** Inserts a user with fresh keys; undefined when a unique column (email, social identity) is taken. */
async function insertUser(deps: AuthDeps, values: { email?: string | null; socialProvider?: string; socialSubject?: string; userName?: string | null }): Promise<AuthUserRow | undefined> {
  const id = randomUUID()
  const now = new Date(deps.now())
  const [user] = await deps.db
    .insert(authUsers)
    .values({ id, ...values, ...createUserKeys(deps.keys.master, id, namespaceAddressesOf), createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning()
  if (user && deps.onUserCreated) {
    await deps.onUserCreated(user).catch((error: unknown) => deps.log.warn({ err: error, userId: user.id }, 'auth: a new user hook failed'))
  }
  return user
}
