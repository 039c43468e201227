/** Sign In With Solana: the solana namespace's sign-in format, as Foyer writes it (a wallet's solana:signIn words the same). */
import { createSiwxMessage, type SiwxMessageData } from '@foyer/core/internal'
import { describe, expect, it } from 'vitest'
import { siwsFormat } from '../src/signIn/siwsFormat.ts'

const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
const siwsText = siwsFormat.text

const solanaData: SiwxMessageData = {
  accountAddress: SOLANA_ADDRESS,
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  domain: 'shop.example',
  uri: 'https://shop.example/',
  version: '1',
  nonce: 'n0nce1234',
  issuedAt: '2026-11-25T03:00:00.000Z',
}

describe('Sign In With Solana messages (solana)', () => {
  it('the solana message is the SIWS text: Solana account, the cluster by name, no empty statement line', () => {
    expect(siwsText(solanaData)).toBe(
      [
        'shop.example wants you to sign in with your Solana account:',
        SOLANA_ADDRESS,
        '',
        'URI: https://shop.example/',
        'Version: 1',
        'Chain ID: mainnet',
        'Nonce: n0nce1234',
        'Issued At: 2026-11-25T03:00:00.000Z',
      ].join('\n'),
    )
  })

  it('a statement sits between two empty lines; a cluster without a name is its CAIP-2 id', () => {
    const text = siwsText({ ...solanaData, chainId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K', statement: 'Sign in to the shop', resources: ['https://shop.example/terms'] })
    expect(text).toBe(
      [
        'shop.example wants you to sign in with your Solana account:',
        SOLANA_ADDRESS,
        '',
        'Sign in to the shop',
        '',
        'URI: https://shop.example/',
        'Version: 1',
        'Chain ID: solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
        'Nonce: n0nce1234',
        'Issued At: 2026-11-25T03:00:00.000Z',
        'Resources:',
        '- https://shop.example/terms',
      ].join('\n'),
    )
  })

  it('a Solana address is kept as written (base58 is case-sensitive)', () => {
    expect(createSiwxMessage(siwsFormat, solanaData).data.accountAddress).toBe(SOLANA_ADDRESS)
  })
})
