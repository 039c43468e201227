import { FoyerError } from '@foyer/auth-frame/protocol'
import { describe, expect, it } from 'vitest'
import { formatCaipAddress, formatCaipNetworkId, isCaipAddress, isChainNamespace, parseCaipAddress, parseCaipNetworkId } from '../src/caip.ts'
import { CHAIN_NAMESPACES } from '../src/types.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'

describe('CAIP-10 addresses', () => {
  it('a CAIP address is three non-empty parts: namespace, chain id, address', () => {
    expect(parseCaipAddress(`eip155:1:${ADDRESS}`)).toEqual({ namespace: 'eip155', chainId: '1', address: ADDRESS })
  })

  it.each(CHAIN_NAMESPACES)('the known namespace %s is accepted', (namespace) => {
    expect(parseCaipAddress(`${namespace}:chain:addr`).namespace).toBe(namespace)
  })

  it.each([
    ['two parts', 'eip155:1'],
    ['four parts', `eip155:1:${ADDRESS}:extra`],
    ['one part', ADDRESS],
    ['an empty string', ''],
    ['an empty namespace', `:1:${ADDRESS}`],
    ['an empty chain id', `eip155::${ADDRESS}`],
    ['an empty address', 'eip155:1:'],
    ['an unknown namespace', `cosmos:cosmoshub-4:${ADDRESS}`],
    ['a namespace in the wrong case', `EIP155:1:${ADDRESS}`],
  ])("anything that is not a valid CAIP address throws 'Invalid CAIP Address' (%s)", (_case, value) => {
    expect(() => parseCaipAddress(value)).toThrow(new FoyerError('Invalid CAIP Address'))
    expect(isCaipAddress(value)).toBe(false)
  })

  it('isCaipAddress answers true for a valid address', () => {
    expect(isCaipAddress(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV`)).toBe(true)
  })

  it('formatting an address round-trips through parsing', () => {
    const formatted = formatCaipAddress('eip155', 10, ADDRESS)
    expect(formatted).toBe(`eip155:10:${ADDRESS}`)
    const parsed = parseCaipAddress(formatted)
    expect(formatCaipAddress(parsed.namespace, parsed.chainId, parsed.address)).toBe(formatted)
  })

  it("formatting an address from empty parts throws 'Invalid CAIP Address'", () => {
    expect(() => formatCaipAddress('eip155', 1, '')).toThrow('Invalid CAIP Address')
    expect(() => formatCaipAddress('eip155', '', ADDRESS)).toThrow('Invalid CAIP Address')
  })
})

describe('CAIP-2 network ids', () => {
  it('a network id is exactly two parts: namespace and chain id', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', chainId: '1' })
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93')).toEqual({
      namespace: 'bip122',
      chainId: '000000000019d6689c085ae165831e93',
    })
  })

  it.each([
    ['one part', 'eip155'],
    ['three parts', `eip155:1:${ADDRESS}`],
    ['an empty chain id', 'eip155:'],
    ['an empty namespace', ':1'],
    ['an unknown namespace', 'cosmos:cosmoshub-4'],
  ])('a network id that is not two valid parts is refused (%s)', (_case, value) => {
    expect(() => parseCaipNetworkId(value)).toThrow('Invalid CAIP Network ID')
  })

  it('formatting a network id round-trips through parsing', () => {
    const formatted = formatCaipNetworkId('polkadot', '91b171bb158e2d3848fa23a9f1c25182')
    const parsed = parseCaipNetworkId(formatted)
    expect(formatCaipNetworkId(parsed.namespace, parsed.chainId)).toBe(formatted)
  })
})

describe('namespaces', () => {
  it('the known namespaces are eip155, solana, polkadot and bip122', () => {
    expect([...CHAIN_NAMESPACES]).toEqual(['eip155', 'solana', 'polkadot', 'bip122'])
    expect(isChainNamespace('solana')).toBe(true)
    expect(isChainNamespace('cosmos')).toBe(false)
  })
})
