import { describe, expect, it } from 'vitest'
import { rpcUrl } from '../../src/api/rpc.ts'

describe('rpcUrl (spec §7 Chain RPC)', () => {
  it('is the server’s /v1/ with the chainId and projectId in the query', () => {
    const url = new URL(rpcUrl('http://127.0.0.1:4400', 'eip155:31337', 'p1'))
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4400/v1/')
    expect(Object.fromEntries(url.searchParams)).toEqual({ chainId: 'eip155:31337', projectId: 'p1' })
  })

  it('keeps a path the server is mounted under, with or without a trailing slash', () => {
    expect(rpcUrl('https://api.example.com/foyer', 'eip155:1', 'p1')).toBe(rpcUrl('https://api.example.com/foyer/', 'eip155:1', 'p1'))
    expect(new URL(rpcUrl('https://api.example.com/foyer/', 'eip155:1', 'p1')).pathname).toBe('/foyer/v1/')
  })

  it('encodes the values, so a projectId cannot add query parameters', () => {
    const url = new URL(rpcUrl('https://api.example.com', 'eip155:10', 'a&chainId=eip155:1'))
    expect(url.searchParams.getAll('chainId')).toEqual(['eip155:10'])
    expect(url.searchParams.get('projectId')).toBe('a&chainId=eip155:1')
  })
})
