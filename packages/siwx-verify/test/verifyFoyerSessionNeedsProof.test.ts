import { describe, expect, it } from 'vitest'
import { verifyFoyerSession } from '../src/index.ts'

describe('verifyFoyerSession without a proof', () => {
  it('refuses a session sent without its sign-in’s proof, before anything else is checked', async () => {
    const check = await verifyFoyerSession({ anything: true }, { proof: '', foyerUrl: 'https://foyer.example', projectId: 'shop', expectedDomain: 'shop.example' })
    expect(check).toEqual({ valid: false, problem: expect.stringMatching(/^no proof: send the sign-in’s proof/) })
  })
})
