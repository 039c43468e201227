import { base58 } from '@scure/base'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { readSignInMessage } from '../src/index.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA_ADDRESS = base58.encode(new Uint8Array(32).fill(7))
const NONCE = 'a1B2c3D4e5F6g7H8'
const base = { address: ADDRESS, chainId: 1, domain: 'shop.example', uri: 'https://shop.example/login', version: '1', nonce: NONCE } as const

describe('readSignInMessage: EIP-4361 as viem writes it', () => {
  it('reads a message without a statement (its empty line before URI)', () => {
    const issuedAt = new Date('2026-11-25T03:00:00.000Z')
    expect(readSignInMessage(createSiweMessage({ ...base, issuedAt }))).toMatchObject({
      signIn: {
        rules: { namespace: 'eip155' },
        data: { accountAddress: ADDRESS, chainId: 'eip155:1', domain: 'shop.example', uri: 'https://shop.example/login', version: '1', nonce: NONCE, issuedAt: '2026-11-25T03:00:00.000Z' },
      },
    })
  })

  it('reads every optional field: statement, expiration, not-before, request id, resources', () => {
    const message = createSiweMessage({
      ...base,
      chainId: 31337,
      statement: 'Sign in to the shop',
      issuedAt: new Date('2026-11-25T03:00:00.000Z'),
      expirationTime: new Date('2026-11-26T03:00:00.000Z'),
      notBefore: new Date('2026-11-25T02:59:00.000Z'),
      requestId: 'req-1',
      resources: ['https://shop.example/terms', 'ipfs://bafy'],
    })
    const read = readSignInMessage(message)
    expect('signIn' in read && read.signIn.data).toEqual({
      accountAddress: ADDRESS,
      chainId: 'eip155:31337',
      domain: 'shop.example',
      uri: 'https://shop.example/login',
      version: '1',
      nonce: NONCE,
      issuedAt: '2026-11-25T03:00:00.000Z',
      expirationTime: '2026-11-26T03:00:00.000Z',
      notBefore: '2026-11-25T02:59:00.000Z',
      statement: 'Sign in to the shop',
      requestId: 'req-1',
      resources: ['https://shop.example/terms', 'ipfs://bafy'],
    })
  })
})

describe('readSignInMessage: Sign In With Solana', () => {
  const fields = `URI: https://shop.example/login\nVersion: 1\nChain ID: CHAIN\nNonce: ${NONCE}\nIssued At: 2026-11-25T03:00:00Z`
  const siws = (chain: string, statement = '') => `localhost:5173 wants you to sign in with your Solana account:\n${SOLANA_ADDRESS}${statement}\n\n${fields.replace('CHAIN', chain)}`

  it.each([
    ['a cluster name', 'mainnet', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['solana:devnet', 'solana:devnet', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
    ['a CAIP-2 id', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'],
    ['a bare reference', 'GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69', 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69'],
  ])('reads its chain named by %s', (_label, chain, chainId) => {
    expect(readSignInMessage(siws(chain))).toMatchObject({ signIn: { rules: { namespace: 'solana' }, data: { accountAddress: SOLANA_ADDRESS, chainId, domain: 'localhost:5173' } } })
  })

  it('reads a statement between empty lines', () => {
    expect(readSignInMessage(siws('mainnet', '\n\nWelcome'))).toMatchObject({ signIn: { data: { statement: 'Welcome' } } })
  })

  it('refuses a chain that is no Solana cluster', () => {
    expect(readSignInMessage(siws('localnet'))).toEqual({ problem: 'the Chain ID "localnet" does not name a Solana chain' })
  })
})

describe('readSignInMessage: what it refuses, saying why', () => {
  const good = createSiweMessage({ ...base, issuedAt: new Date('2026-11-25T03:00:00.000Z') })
  it.each([
    ['another first line', `hello\n${good}`, 'the first line must be'],
    ['a scheme before the domain', good.replace('shop.example wants', 'https://shop.example wants'), 'without a scheme'],
    ['a Cosmos account', good.replace('Ethereum account', 'Cosmos account'), 'signs in with a Cosmos account'],
    ['an Ethereum address for Polkadot', good.replace('Ethereum account', 'Polkadot account'), "is not a Polkadot account's SS58 address"],
    ['a wrong checksum', good.replace(ADDRESS, ADDRESS.replace('C51812dc', 'c51812DC')), 'has capitals that are not its EIP-55 checksum'],
    ['a Solana address for Ethereum', good.replace(ADDRESS, SOLANA_ADDRESS), 'is not an EVM address'],
    ['CRLF lines', good.replaceAll('\n', '\r\n'), 'lines must end in \\n alone'],
    ['a missing nonce', good.replace(`Nonce: ${NONCE}\n`, ''), 'the Nonce line is missing'],
    ['fields out of order', good.replace('Version: 1\nChain ID: 1', 'Chain ID: 1\nVersion: 1'), 'the Version line is missing'],
    ['a field twice', good.replace('Version: 1', 'Version: 1\nVersion: 1'), 'is not a field in its place'],
    ['a line after the last field', `${good}\nTransfer: everything`, 'is not a field in its place'],
    ['version 2', good.replace('Version: 1', 'Version: 2'), 'the Version must be 1'],
    ['a short nonce', good.replace(NONCE, 'abc'), 'the Nonce must be 8 to 256 letters and digits'],
    ['a date that is not RFC 3339', good.replace('2026-11-25T03:00:00.000Z', 'Nov 25 2026'), 'is not an RFC 3339 date and time'],
    ['a relative URI', good.replace('https://shop.example/login', '/login'), 'is not an absolute URI'],
    ['a statement of two lines', good.replace(`${ADDRESS}\n\n\n`, `${ADDRESS}\n\nfirst\nsecond\n\n`), 'the statement must be one line'],
    ['a resource that is no URI', `${good}\nResources:\n- not a uri`, 'is not an absolute URI'],
  ])('%s', (_label, message, problem) => {
    const read = readSignInMessage(message)
    expect('problem' in read && read.problem).toContain(problem)
  })
})
