import { eip155Namespace } from '@foyer/adapter-evm/namespace'
import { solanaNamespace } from '@foyer/adapter-solana/namespace'
import { describe, expect, it } from 'vitest'
import { THROWN } from '../../src/errors.ts'
import { createNamespaceRegistry } from '../../src/namespaceRegistry.ts'
import { createSiwxMessage, siwxFormatOf } from '../../src/siwx/siwxFormats.ts'
import { SOLANA_ADDRESS } from '../fixtures/networks.ts'

const namespaces = createNamespaceRegistry([], [eip155Namespace, solanaNamespace])
const data = { domain: 'shop.example', uri: 'https://shop.example/', version: '1', nonce: 'n0nce1234', issuedAt: '2026-11-25T03:00:00.000Z' }

describe('each namespace signs in in its module’s format', () => {
  it('an eip155 account signs EIP-4361 with its address checksummed; a solana account SIWS with its address as written', async () => {
    const evm = createSiwxMessage(await siwxFormatOf({ namespaces }, 'eip155:1'), { ...data, chainId: 'eip155:1', accountAddress: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045' })
    expect(evm.toString()).toContain('sign in with your Ethereum account:\n0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')
    expect((await siwxFormatOf({ namespaces }, 'eip155:1')).signatureType).toBe('eip191')
    const solana = createSiwxMessage(await siwxFormatOf({ namespaces }, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'), {
      ...data,
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      accountAddress: SOLANA_ADDRESS,
    })
    expect(solana.data.accountAddress).toBe(SOLANA_ADDRESS)
    expect(solana.toString()).toContain('Chain ID: mainnet')
  })

  it.each(['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'bip122:000000000019d6689c085ae165831e93'] as const)("%s, whose module has no format yet, is refused: 'Unsupported chain'", async (chainId) => {
    await expect(siwxFormatOf({ namespaces }, chainId)).rejects.toThrow(THROWN.UNSUPPORTED_CHAIN)
  })
})
