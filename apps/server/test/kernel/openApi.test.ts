import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request, startServer, type RunningServer } from '../harness.ts'
import { UNREAD_CHAIN } from '../unreadChain.ts'

type Operation = { summary: string; parameters: { name: string; in: string; required: boolean }[]; responses: Record<string, unknown> }

describe('GET /openapi.json', () => {
  let server: RunningServer
  let paths: Record<string, Record<string, Operation>>
  beforeAll(async () => {
    // No chain needs to answer: the document is built from the routes' schemas alone.
    server = await startServer({ chains: [UNREAD_CHAIN] })
    const { status, body } = await request(server.baseUrl, '/openapi.json')
    expect(status).toBe(200)
    expect(body.openapi).toBe('3.0.3')
    paths = body.paths
  })
  afterAll(() => server.close())

  it('documents every route the server answers, and only those', () => {
    const documented = Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
    expect(documented.length).toBeGreaterThanOrEqual(7)
    for (const entry of documented) {
      const [method, path] = entry.split(' ') as [string, string]
      const url = path.replace(/\{([^}]+)\}/g, ':$1')
      expect(server.app.hasRoute({ method: method as 'GET', url }), entry).toBe(true)
    }
  })

  it('describes path parameters as required and query parameters with their constraints', () => {
    const balance = paths['/v1/account/{address}/balance']!.get!
    expect(balance.parameters).toContainEqual(expect.objectContaining({ name: 'address', in: 'path', required: true }))
    expect(balance.parameters).toContainEqual(expect.objectContaining({ name: 'chainId', in: 'query', required: true }))
    expect(balance.parameters).toContainEqual(expect.objectContaining({ name: 'currency', in: 'query', required: false }))
    const wallets = paths['/getWallets']!.get!
    expect(wallets.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['page', 'entries', 'include', 'exclude', 'search', 'chains', 'badge_type']))
  })

  it('documents the 400 error body on every route and the answer shape of JSON routes', () => {
    for (const [path, methods] of Object.entries(paths)) {
      for (const operation of Object.values(methods)) {
        expect(operation.responses['400'], `${path} documents its 400`).toBeDefined()
        expect(operation.summary, `${path} has a summary`).toMatch(/\w/)
      }
    }
    const ok = paths['/getWallets']!.get!.responses['200'] as { content: Record<string, { schema: { properties: Record<string, unknown> } }> }
    expect(Object.keys(ok.content['application/json']!.schema.properties)).toEqual(['count', 'data'])
  })
})
