/// <reference types="node" />
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { probeServer } from '../../src/auth/serverProbe.ts'

/** A real server on 127.0.0.1 answering every request with one status and body. */
async function answering(status: number, body: unknown) {
  const server: Server = createServer((request, response) => {
    seen.push(request.url ?? '')
    response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}
const servers: Server[] = []
const seen: string[] = []
afterEach(async () => {
  seen.length = 0
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))))
})

/** A port nothing listens on: a server that is down. */
async function downServer() {
  const url = await answering(200, {})
  await new Promise<void>((resolve) => servers.pop()!.close(() => resolve()))
  return url
}

describe('asking the embedded wallet’s server why its frame does not start', () => {
  it('a server that is down is "cannot be reached"', async () => {
    const problem = await probeServer(await downServer(), 'p1')
    expect(problem).toMatchObject({ problem: 'unreachable', message: expect.stringMatching(/^the Foyer server at http:\/\/127\.0\.0\.1:\d+ cannot be reached \(no connection\)$/) })
  })

  it('a server that fails (5xx) is "cannot be reached"', async () => {
    expect(await probeServer(await answering(503, { message: 'The database does not answer right now; try again shortly.' }), 'p1')).toMatchObject({ problem: 'unreachable' })
  })

  it('a 403 is "this site is not allowed", the SOCIALS_TIMEOUT configuration problem, with the server’s words for the console', async () => {
    const problem = await probeServer(await answering(403, { error: 'Forbidden', message: 'Unauthorized: origin not allowed', code: 'INVALID_APP_CONFIGURATION' }), 'p1')
    expect(problem).toMatchObject({ problem: 'notAllowed', alert: 'SOCIALS_TIMEOUT', message: expect.stringContaining('refuses this page (403: Unauthorized: origin not allowed)') })
  })

  it('an unknown projectId is "not allowed" too, as the INVALID_PROJECT_ID problem', async () => {
    expect(await probeServer(await answering(401, { message: 'Unknown project', code: 'INVALID_PROJECT_ID' }), 'nope')).toMatchObject({ problem: 'notAllowed', alert: 'INVALID_PROJECT_ID' })
  })

  it('a server that serves this page is no problem; it was asked the project routes’ question', async () => {
    expect(await probeServer(await answering(200, { email: true, socials: [] }), 'p 1')).toBeUndefined()
    expect(seen).toEqual(['/v1/login-methods?projectId=p%201'])
  })
})
