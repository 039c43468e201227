import { describe, expect, it } from 'vitest'
import { FoyerServerUnavailableError, redeemProof } from '../src/index.ts'

/** A fetch that records the URL asked and answers `status` with `body`. */
function answering(status: number, body: unknown) {
  const asked: string[] = []
  const fetch = (async (url: URL) => {
    asked.push(url.href)
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }) as unknown as typeof globalThis.fetch
  return { fetch, asked }
}

describe('redeeming a proof with Foyer’s server', () => {
  it('asks the configured server, under its path, with the project id', async () => {
    const server = answering(404, { message: 'unknown' })
    await redeemProof({ proof: 'p', foyerUrl: 'https://foyer.example/api', projectId: 'shop', fetch: server.fetch })
    expect(server.asked).toEqual(['https://foyer.example/api/v1/sessions/proofs/redeem?projectId=shop'])
  })

  it('a refusal is a problem named by the server; an outage or a 429 throws, so no one is signed in or turned away for it', async () => {
    expect(await redeemProof({ proof: 'p', foyerUrl: 'https://foyer.example', projectId: 'shop', fetch: answering(404, { message: 'already redeemed' }).fetch })).toEqual({
      problem: 'the proof was refused: already redeemed',
    })
    for (const status of [429, 503]) {
      await expect(redeemProof({ proof: 'p', foyerUrl: 'https://foyer.example', projectId: 'shop', fetch: answering(status, { message: 'later' }).fetch })).rejects.toBeInstanceOf(
        FoyerServerUnavailableError,
      )
    }
  })
})
