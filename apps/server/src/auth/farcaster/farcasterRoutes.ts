import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { AUTH_ROUTES } from '@foyer/auth-frame/protocol'
import type { Hex } from 'viem'
import { defineRoute, type AnyRoute } from '../../kernel/http/defineRoute.ts'
import { badRequest, HttpError } from '../../kernel/http/httpError.ts'
import type { PublicOrigin } from '../../kernel/http/publicOrigin.ts'
import { clientOf } from '../../kernel/http/clientAddress.ts'
import { projectOf } from '../../projects/projectGuard.ts'
import { deviceIdOf, signInSocialUser } from '../authAccounts.ts'
import type { AuthDeps } from '../authDeps.ts'
import { AUTH_ERRORS, AUTH_TAGS, authQuery, authUrl } from '../routes/authRoute.ts'
import { oauthStateStore } from '../social/oauthStateStore.ts'
import { farcasterRelayClient, type ChannelStatus } from './farcasterRelayClient.ts'
import type { FarcasterSettings } from './farcasterSettings.ts'
import { idRegistryCustody, verifySignInMessage, type CustodyCheck } from './signInMessage.ts'

export interface FarcasterRoutesDeps {
  auth: AuthDeps
  /** Undefined: Farcaster login is off and its routes say so. */
  settings: FarcasterSettings | undefined
  devMode: boolean
  /** This server's origin from configuration: the domain the Farcaster app shows and signs. */
  publicOrigin: PublicOrigin
}

export const FARCASTER_EXPIRED = 'This Farcaster sign-in has expired or was already used; start it again'

/**
 * Sign In With Farcaster through a relay: channel (the relay's URL the modal shows as a QR code,
 * its nonce kept with the device in auth_oauth_states for 10 minutes) and connect (a long poll of
 * the relay until the Farcaster app has signed; the message is verified and the fid signed in).
 */
export function farcasterRoutes(deps: FarcasterRoutesDeps): { routes: AnyRoute[]; enabled: boolean } {
  const states = oauthStateStore(deps.auth.db)
  const settings = deps.settings
  const relay = settings && farcasterRelayClient(settings.relayUrl)
  // Without an Optimism node the relay's custody report is believed: dev mode only.
  const custody: CustodyCheck | undefined = settings?.optimismRpcUrl ? idRegistryCustody(settings.optimismRpcUrl, settings.idRegistryAddress) : deps.devMode ? { kind: 'relay' } : undefined
  const enabled = () => {
    if (!settings || !relay || !custody) throw badRequest('Farcaster login is not configured on this server')
    return { settings, relay, custody }
  }
  const domainOf = (origin: string) => settings?.domain ?? new URL(origin).host

  const channel = defineRoute({
    method: AUTH_ROUTES.farcasterChannel.method,
    url: authUrl(AUTH_ROUTES.farcasterChannel.path),
    access: 'frame',
    summary: 'Starts a Farcaster sign-in: a relay channel whose URL the modal shows as a QR code for the Farcaster app',
    tags: AUTH_TAGS,
    querystring: authQuery,
    // The frame posts {}; nothing in it is read, so no body is declared (or required).
    response: AUTH_ROUTES.farcasterChannel.response,
    errors: [...AUTH_ERRORS, 502],
    handler: async (_input, request) => {
      const deviceId = deviceIdOf(request)
      const { relay } = enabled()
      const project = projectOf(request)
      const origin = deps.publicOrigin()
      const nonce = randomBytes(16).toString('hex')
      const opened = await relay.createChannel({ siweUri: `${origin}/`, domain: domainOf(origin), nonce })
      if (opened.nonce !== nonce) throw new HttpError(502, 'The Farcaster relay opened the channel with another nonce than the one Foyer gave it')
      await states.save({ state: opened.channelToken, provider: 'farcaster', codeVerifier: '', nonce, openerOrigin: origin, returnTo: null, deviceId, projectId: project.id })
      return { url: opened.url, channelToken: opened.channelToken }
    },
  })

  const connect = defineRoute({
    method: AUTH_ROUTES.farcasterConnect.method,
    url: authUrl(AUTH_ROUTES.farcasterConnect.path),
    access: 'frame',
    summary: 'Waits (up to 25 s) for the Farcaster app to sign in on the channel; pending means ask again, completed carries the session',
    tags: AUTH_TAGS,
    querystring: authQuery,
    body: AUTH_ROUTES.farcasterConnect.body,
    response: AUTH_ROUTES.farcasterConnect.response,
    errors: [...AUTH_ERRORS, 429, 502],
    handler: async ({ body }, request, reply) => {
      const deviceId = deviceIdOf(request)
      const { settings, relay, custody } = enabled()
      const project = projectOf(request)
      // Relay tokens are printable ASCII (UUIDs from Farcaster's relay); anything else is not a channel of ours.
      if (!/^[\x21-\x7e]+$/.test(body.channelToken)) throw badRequest(FARCASTER_EXPIRED)
      const row = await states.findLive(body.channelToken)
      if (!row || row.provider !== 'farcaster') throw badRequest(FARCASTER_EXPIRED)
      if (row.projectId !== project.id) throw badRequest('This Farcaster sign-in was started for another project')
      if (row.deviceId !== deviceId) throw badRequest('This Farcaster sign-in was started on another device; start it again here')

      // The wait ends early when the caller goes away or the server closes.
      const gone = new AbortController()
      reply.raw.once('close', () => gone.abort())
      const signal = AbortSignal.any([gone.signal, deps.auth.closing])
      const release = deps.auth.longPolls.take(clientOf(request))
      const status = await waitForSignature(relay, body.channelToken, settings, signal).finally(release)
      if (status === 'expired') {
        await states.consume(body.channelToken)
        throw badRequest(FARCASTER_EXPIRED)
      }
      if (status === 'pending') return { status: 'pending' as const }

      if (!(await states.consume(body.channelToken))) throw badRequest(FARCASTER_EXPIRED)
      if (!status.message || !status.signature || !status.fid) throw new HttpError(502, 'The Farcaster relay completed the channel without a signed message')
      const origin = deps.publicOrigin()
      const fid = await verifySignInMessage(
        { message: status.message, signature: status.signature as Hex, fid: status.fid, ...(status.custody && { custody: status.custody }) },
        { domain: domainOf(origin), nonce: row.nonce, now: new Date(deps.auth.now()) },
        custody,
      )
      const session = await signInSocialUser(deps.auth, {
        provider: 'farcaster',
        subject: String(fid),
        ...(status.username && { userName: status.username }),
        deviceId,
        projectId: project.id,
      })
      return { status: 'completed' as const, session }
    },
  })

  // Served only with a relay and a way to check custody (an Optimism node, or dev mode's relay).
  return { routes: [channel, connect], enabled: Boolean(settings && relay && custody) }
}

/** Asks the relay until the channel completes, it forgets the channel, or the long poll's time is up. */
async function waitForSignature(
  relay: ReturnType<typeof farcasterRelayClient>,
  channelToken: string,
  settings: FarcasterSettings,
  signal: AbortSignal,
): Promise<ChannelStatus | 'pending' | 'expired'> {
  const deadline = Date.now() + settings.longPollMs
  for (;;) {
    let status: ChannelStatus | undefined
    try {
      status = await relay.status(channelToken, signal)
    } catch (error) {
      if (signal.aborted) return 'pending'
      throw error
    }
    if (!status) return 'expired'
    if (status.state === 'completed') return status
    if (signal.aborted || Date.now() + settings.pollIntervalMs > deadline) return 'pending'
    const slept = await sleep(settings.pollIntervalMs, true, { signal }).catch(() => false)
    if (!slept) return 'pending'
  }
}
