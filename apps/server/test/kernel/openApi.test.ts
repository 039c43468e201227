import { describe, expect, it } from 'vitest'
import { useOpenApiDocument } from '../openApi/useOpenApiDocument.ts'

type Operation = { summary: string; parameters: { name: string; in: string; required: boolean }[]; responses: Record<string, unknown> }

describe('GET /openapi.json', () => {
  const openApi = useOpenApiDocument<Operation>()

  it('documents every route the server answers, and only those', () => {
    const documented = Object.entries(openApi.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
    expect(documented.length).toBeGreaterThanOrEqual(7)
    for (const entry of documented) {
      const [method, path] = entry.split(' ') as [string, string]
      const url = path.replace(/\{([^}]+)\}/g, ':$1')
      expect(openApi.server.app.hasRoute({ method: method as 'GET', url }), entry).toBe(true)
    }
  })

  it('describes path parameters as required and query parameters with their constraints', () => {
    const balance = openApi.paths['/v1/account/{address}/balance']!.get!
    expect(balance.parameters).toContainEqual(expect.objectContaining({ name: 'address', in: 'path', required: true }))
    expect(balance.parameters).toContainEqual(expect.objectContaining({ name: 'chainId', in: 'query', required: true }))
    expect(balance.parameters).toContainEqual(expect.objectContaining({ name: 'currency', in: 'query', required: false }))
    const wallets = openApi.paths['/getWallets']!.get!
    expect(wallets.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['page', 'entries', 'include', 'exclude', 'search', 'chains', 'badge_type']))
  })

  it('documents the 400 error body on every route and the answer shape of JSON routes', () => {
    for (const [path, methods] of Object.entries(openApi.paths)) {
      for (const operation of Object.values(methods)) {
        expect(operation.responses['400'], `${path} documents its 400`).toBeDefined()
        expect(operation.summary, `${path} has a summary`).toMatch(/\w/)
      }
    }
    const ok = openApi.paths['/getWallets']!.get!.responses['200'] as { content: Record<string, { schema: { properties: Record<string, unknown> } }> }
    expect(Object.keys(ok.content['application/json']!.schema.properties)).toEqual(['count', 'data'])
  })
})
