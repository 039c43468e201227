import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { HttpError, createHttpClient } from '../../src/api/http.ts'
import { startFakeApi, type FakeApi, type RecordedRequest } from '../fixtures/apiServer.ts'

let api: FakeApi
beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => api.reset())

describe('generic HTTP client (spec §7)', () => {
  it('GET sends the query, after the default sdk properties', async () => {
    const http = createHttpClient(api.url, { projectId: 'p1', st: 'foyer', sv: '1.7.3' })
    const echo = await http.get<RecordedRequest>('/test/echo', { chainId: 'eip155:1' })
    expect(echo).toEqual({
      method: 'GET',
      path: '/test/echo',
      query: { projectId: 'p1', st: 'foyer', sv: '1.7.3', chainId: 'eip155:1' },
    })
  })

  it('undefined query values are left out, lists are joined with commas, numbers and booleans are written out', async () => {
    const http = createHttpClient(api.url, { projectId: undefined })
    const echo = await http.get<RecordedRequest>('test/echo', { include: ['a', 'b'], page: 2, forceUpdate: false, search: undefined })
    expect(echo.query).toEqual({ include: 'a,b', page: '2', forceUpdate: 'false' })
  })

  it('a query value overrides a default of the same name', async () => {
    const http = createHttpClient(api.url, { st: 'foyer' })
    expect((await http.get<RecordedRequest>('/test/echo', { st: 'other' })).query).toEqual({ st: 'other' })
  })

  it.each(['post', 'put'] as const)('%s sends a JSON body', async (method) => {
    const http = createHttpClient(api.url)
    const echo = await http[method]<RecordedRequest>('/test/echo', { amount: '1', addresses: ['0x1'] }, { chainId: '1' })
    expect(echo).toEqual({ method: method.toUpperCase(), path: '/test/echo', query: { chainId: '1' }, body: { amount: '1', addresses: ['0x1'] } })
  })

  it('DELETE sends the query and no body', async () => {
    const http = createHttpClient(api.url)
    expect(await http.delete<RecordedRequest>('/test/echo', { id: '7' })).toEqual({ method: 'DELETE', path: '/test/echo', query: { id: '7' } })
  })

  it.each([400, 403, 404, 500, 503])("a non-OK answer throws 'HTTP status code: %i'", async (status) => {
    const http = createHttpClient(api.url)
    await expect(http.get(`/test/status/${status}`)).rejects.toMatchObject({ message: `HTTP status code: ${status}`, status })
  })

  it('the thrown error keeps the status and the answer body', async () => {
    const http = createHttpClient(api.url)
    const error: unknown = await http.post('/test/status/422', {}).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 422, body: { message: 'status 422' } })
  })

  it('a body that is not JSON is returned as text', async () => {
    expect(await createHttpClient(api.url).get('/test/text')).toBe('plain words')
  })

  it('a base URL with a path prefix and a trailing slash keeps its prefix', () => {
    const http = createHttpClient('https://api.example/foyer/', { projectId: 'p1' })
    expect(http.url('/v1/supported-chains')).toBe('https://api.example/foyer/v1/supported-chains?projectId=p1')
  })

  it('url() builds the address without fetching anything', () => {
    const http = createHttpClient(api.url)
    expect(http.url('/getWalletImage/abc', { size: 'md' })).toBe(`${api.url}/getWalletImage/abc?size=md`)
    expect(api.requests).toEqual([])
  })

  it('an aborted request rejects', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(createHttpClient(api.url).get('/test/echo', {}, { signal: controller.signal })).rejects.toThrow(/abort/i)
  })
})
