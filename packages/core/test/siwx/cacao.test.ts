import { describe, expect, it } from 'vitest'
import { buildCacao } from '../../src/siwx/cacao.ts'
import type { SiwxMessageData } from '../../src/siwxTypes.ts'
import { EVM_ADDRESS, SOLANA_ADDRESS } from '../fixtures/networks.ts'

const data: SiwxMessageData = {
  accountAddress: EVM_ADDRESS,
  chainId: 'eip155:1',
  domain: 'shop.example',
  uri: 'https://shop.example/login',
  version: '1',
  nonce: 'a1b2c3d4e5',
  issuedAt: '2026-11-25T03:00:00.000Z',
}

describe('CACAO (CAIP-74)', () => {
  it('the CACAO carries the message fields: iss the did:pkh of the account, aud the URI, the signature as eip191', () => {
    expect(buildCacao(data, { message: 'text', signature: '0xabcd' }, 'eip191')).toEqual({
      h: { t: 'caip122' },
      p: {
        domain: 'shop.example',
        iss: `did:pkh:eip155:1:${EVM_ADDRESS}`,
        aud: 'https://shop.example/login',
        version: '1',
        nonce: 'a1b2c3d4e5',
        iat: '2026-11-25T03:00:00.000Z',
      },
      s: { t: 'eip191', s: '0xabcd' },
    })
  })

  it('the optional fields go to exp, nbf, statement, requestId and resources; none is written empty', () => {
    const { p } = buildCacao(
      { ...data, expirationTime: '2026-11-26T00:00:00Z', notBefore: '2026-11-25T00:00:00Z', statement: 'Hi', requestId: 'r1', resources: ['https://a.example'] },
      { message: 'text', signature: '0xabcd' },
      'eip191',
    )
    expect(p).toMatchObject({ exp: '2026-11-26T00:00:00Z', nbf: '2026-11-25T00:00:00Z', statement: 'Hi', requestId: 'r1', resources: ['https://a.example'] })
    expect(buildCacao({ ...data, resources: [] }, { message: 'text', signature: '0x' }, 'eip191').p).not.toHaveProperty('resources')
  })

  it('a Solana CACAO is signed with its format’s type (solana:ed25519) by the did:pkh of its cluster', () => {
    const cacao = buildCacao({ ...data, accountAddress: SOLANA_ADDRESS, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, { message: 'text', signature: 'sig58' }, 'solana:ed25519')
    expect(cacao.p.iss).toBe(`did:pkh:solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_ADDRESS}`)
    expect(cacao.s).toEqual({ t: 'solana:ed25519', s: 'sig58' })
  })
})
