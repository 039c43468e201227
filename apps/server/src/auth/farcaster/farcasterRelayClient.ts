import { z } from 'zod'
import { HttpError } from '../../kernel/http/httpError.ts'

/**
 * Foyer's side of a Sign In With Farcaster relay (FIP-11): it opens a channel, then asks its status
 * until the Farcaster app has posted the signed message to it (/v1/channel/authenticate, the app's side).
 */
const channelSchema = z.object({ channelToken: z.string().min(1).max(256), url: z.url().max(2048), nonce: z.string().min(1).max(128) })

const statusSchema = z.object({
  state: z.enum(['pending', 'completed']),
  nonce: z.string().optional(),
  message: z.string().max(4096).optional(),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]+$/)
    .optional(),
  fid: z.number().int().positive().optional(),
  username: z.string().max(256).optional(),
  displayName: z.string().max(256).optional(),
  custody: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .optional(),
})
export type ChannelStatus = z.output<typeof statusSchema>

export type RelayChannel = z.output<typeof channelSchema>

export function farcasterRelayClient(relayUrl: string) {
  return {
    async createChannel(request: { siweUri: string; domain: string; nonce: string }): Promise<RelayChannel> {
      const answer = await call(`${relayUrl}/v1/channel`, { method: 'POST', body: JSON.stringify(request), headers: { 'content-type': 'application/json' } })
      return parse(channelSchema, answer.body, 'channel')
    },

    /** The channel's state; undefined when the relay no longer knows it (expired). */
    async status(channelToken: string, signal?: AbortSignal): Promise<ChannelStatus | undefined> {
      const answer = await call(`${relayUrl}/v1/channel/status`, { headers: { authorization: `Bearer ${channelToken}` }, signal })
      if (answer.status === 401 || answer.status === 404) return undefined
      return parse(statusSchema, answer.body, 'channel status')
    },
  }
}

export type FarcasterRelayClient = ReturnType<typeof farcasterRelayClient>

async function call(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  let response: Response
  try {
    const timeout = AbortSignal.timeout(10_000)
    response = await fetch(url, { ...init, signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout })
  } catch (error) {
    if (init.signal?.aborted) throw error
    throw new HttpError(502, 'The Farcaster relay could not be reached; try again shortly', { cause: error })
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (response.status >= 500 || (response.status >= 400 && response.status !== 401 && response.status !== 404)) {
    throw new HttpError(502, `The Farcaster relay answered HTTP ${response.status}`)
  }
  return { status: response.status, body }
}

function parse<Schema extends z.ZodType>(schema: Schema, body: unknown, what: string): z.output<Schema> {
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new HttpError(502, `The Farcaster relay's ${what} answer is not what the protocol says`)
  return parsed.data
}
