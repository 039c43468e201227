/** Sign-In with Ethereum: the eip155 namespace's sign-in format. */
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { createSiwxMessage as createMessage, type SiwxMessageData } from '@foyer/core/internal'
import { checksumAddress, eip4361Format, eip4361Text } from '../src/siwx/eip4361.ts'

// vitalik.eth's address: its EIP-55 form has capitals in both halves.
const CHECKSUMMED = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

const evmData: SiwxMessageData = {
  accountAddress: CHECKSUMMED.toLowerCase(),
  chainId: 'eip155:10',
  domain: 'shop.example:8080',
  uri: 'https://shop.example:8080/login',
  version: '1',
  nonce: 'a1b2c3d4e5f6g7h8',
  issuedAt: '2026-11-25T03:00:00.000Z',
}

describe('EIP-4361 messages (eip155)', () => {
  it('the eip155 message is the EIP-4361 text viem/siwe writes for the same fields', () => {
    const full = {
      ...evmData,
      statement: 'Sign in to the shop',
      expirationTime: '2026-11-26T03:00:00.000Z',
      notBefore: '2026-11-25T02:59:00.000Z',
      requestId: 'request-7',
      resources: ['https://shop.example/terms', 'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq'],
    }
    const viem = createSiweMessage({
      address: CHECKSUMMED,
      chainId: 10,
      domain: full.domain,
      uri: full.uri,
      version: '1',
      nonce: full.nonce,
      issuedAt: new Date(full.issuedAt),
      statement: full.statement,
      expirationTime: new Date(full.expirationTime),
      notBefore: new Date(full.notBefore),
      requestId: full.requestId,
      resources: full.resources,
    })
    expect(eip4361Text(full)).toBe(viem)
  })

  it('without a statement the message keeps EIP-4361 empty line, as viem/siwe writes it', () => {
    const viem = createSiweMessage({ address: CHECKSUMMED, chainId: 10, domain: evmData.domain, uri: evmData.uri, version: '1', nonce: evmData.nonce, issuedAt: new Date(evmData.issuedAt) })
    expect(eip4361Text(evmData)).toBe(viem)
    expect(eip4361Text(evmData)).toContain(`${CHECKSUMMED}\n\n\nURI: `)
  })

  it("the eip155 message round-trips through viem's parseSiweMessage", () => {
    const message = createMessage(eip4361Format, { ...evmData, statement: 'Welcome back', resources: ['https://shop.example/a'] })
    expect(parseSiweMessage(message.toString())).toEqual({
      domain: evmData.domain,
      address: CHECKSUMMED,
      statement: 'Welcome back',
      uri: evmData.uri,
      version: '1',
      chainId: 10,
      nonce: evmData.nonce,
      issuedAt: new Date(evmData.issuedAt),
      resources: ['https://shop.example/a'],
    })
  })

  it('the address is written in its EIP-55 form, in the data as in the text', () => {
    expect(checksumAddress(CHECKSUMMED.toLowerCase())).toBe(CHECKSUMMED)
    expect(checksumAddress(CHECKSUMMED.toUpperCase().replace('0X', '0x'))).toBe(CHECKSUMMED)
    expect(createMessage(eip4361Format, evmData).data.accountAddress).toBe(CHECKSUMMED)
  })

  it('a statement of several lines and a chain id that is not a number are refused before signing', () => {
    expect(() => eip4361Text({ ...evmData, statement: 'one\ntwo' })).toThrow(/statement/)
    expect(() => eip4361Text({ ...evmData, accountAddress: '0x1234' })).toThrow(/not an EVM address/)
  })
})
