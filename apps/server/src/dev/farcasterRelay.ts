import { randomBytes, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { z } from 'zod'
import { answerDevSignInPage } from './farcasterRelayDevPage.ts'

/**
 * A local stand-in for a Sign In With Farcaster relay (FIP-11), for dev and tests: the three
 * endpoints Foyer and the Farcaster app meet at. Foyer opens a channel (POST /v1/channel) and asks
 * its status (GET /v1/channel/status, Bearer channelToken); the app posts the signed message
 * (POST /v1/channel/authenticate). There is no hub behind it: the custody address it reports for
 * the fid is the one the app declared when it authenticated. The channel URL it answers is its own
 * page (/~/siwf), where a person or a browser test signs in as a dev Farcaster account by name.
 */
export interface DevFarcasterRelay {
  /** http://127.0.0.1:<port> */
  url: string
  close(): Promise<void>
}

interface Channel {
  nonce: string
  siweUri: string
  domain: string
  url: string
  completed?: z.output<typeof authenticateSchema>
}

const MAX_CHANNELS = 10_000

const openSchema = z.object({
  siweUri: z.url(),
  domain: z.string().min(1).max(253),
  nonce: z
    .string()
    .regex(/^[A-Za-z0-9]{8,128}$/)
    .optional(),
})
const authenticateSchema = z.object({
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/),
  fid: z.number().int().positive(),
  username: z.string().min(1).max(256),
  displayName: z.string().max(256).optional(),
  custody: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
})

export async function startDevFarcasterRelay(options: { port?: number; host?: string } = {}): Promise<DevFarcasterRelay> {
  const host = options.host ?? '127.0.0.1'
  const channels = new Map<string, Channel>()
  let url = ''
  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => send(response, 500, { error: error instanceof Error ? error.message : 'failed' }))
  })

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', url).pathname
    if (request.method === 'POST' && path === '/v1/channel') {
      const body = openSchema.safeParse(await readJson(request))
      if (!body.success) return send(response, 400, { error: body.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') })
      const channelToken = randomUUID()
      const nonce = body.data.nonce ?? randomBytes(16).toString('hex')
      const query = new URLSearchParams({ channelToken, nonce, siweUri: body.data.siweUri, domain: body.data.domain })
      const channel: Channel = { nonce, siweUri: body.data.siweUri, domain: body.data.domain, url: `${url}/~/siwf?${query}` }
      if (channels.size >= MAX_CHANNELS) channels.delete(channels.keys().next().value!)
      channels.set(channelToken, channel)
      return send(response, 201, { channelToken, url: channel.url, nonce })
    }
    const channel = channels.get(bearer(request) ?? '')
    if (path === '/v1/channel/status' && request.method === 'GET') {
      if (!channel) return send(response, 401, { error: 'Unknown or expired channel token' })
      if (!channel.completed) return send(response, 202, { state: 'pending', nonce: channel.nonce, url: channel.url })
      return send(response, 200, { state: 'completed', nonce: channel.nonce, url: channel.url, ...channel.completed })
    }
    if (path === '/v1/channel/authenticate' && request.method === 'POST') {
      if (!channel) return send(response, 401, { error: 'Unknown or expired channel token' })
      const body = authenticateSchema.safeParse(await readJson(request))
      if (!body.success) return send(response, 400, { error: body.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') })
      channel.completed = body.data
      return send(response, 201, { state: 'completed' })
    }
    if (path === '/~/siwf' && (request.method === 'GET' || request.method === 'POST')) return answerDevSignInPage(request, response, url)
    return send(response, 404, { error: `There is no route ${request.method} ${path}` })
  }

  await listen(server, options.port ?? 0, host)
  url = `http://${host}:${(server.address() as AddressInfo).port}`
  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

function bearer(request: IncomingMessage): string | undefined {
  return /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  let text = ''
  for await (const chunk of request) {
    text += chunk
    if (text.length > 64 * 1024) return undefined
  }
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}
