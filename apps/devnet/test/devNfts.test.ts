import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, createWalletClient, http, parseAbi, type PublicClient } from 'viem'
import { startDevnet, type Devnet, type DevnetChain } from '../src/index.ts'

// Dev account 8 deploying at nonces 0, 1, 2 always yields these (CREATE addresses).
const SKETCHES = '0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A'
const BADGES = '0x98eDDadCfde04dC22a0e62119617e74a6Bc77313'
const SPAM = '0x2B574555158337Cd46d47c2Ca57E4698A1f04e70'

const erc721 = parseAbi([
  'function name() view returns (string)',
  'function ownerOf(uint256) view returns (address)',
  'function balanceOf(address) view returns (uint256)',
  'function tokenURI(uint256) view returns (string)',
  'function supportsInterface(bytes4) view returns (bool)',
  'function transferFrom(address, address, uint256)',
])
const erc1155 = parseAbi([
  'function uri(uint256) view returns (string)',
  'function balanceOf(address, uint256) view returns (uint256)',
  'function supportsInterface(bytes4) view returns (bool)',
  'function safeTransferFrom(address, address, uint256, uint256, bytes)',
])

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet()
})
afterAll(() => devnet?.stop())

const chain = (chainId: number): DevnetChain => devnet.chains.find((c) => c.chainId === chainId)!
const client = (): PublicClient => createPublicClient({ transport: http(chain(31337).rpcUrl), pollingInterval: 20 })
const account = (index: number) => devnet.accounts[index]!.address

/** Decodes a `data:<type>;base64,…` URI's bytes, after checking its type. */
function dataUriText(uri: string, type: string): string {
  const prefix = `data:${type};base64,`
  expect(uri.startsWith(prefix), `${uri.slice(0, 40)}… is a base64 ${type} data URI`).toBe(true)
  return Buffer.from(uri.slice(prefix.length), 'base64').toString('utf8')
}

describe('the devnet NFT collections', () => {
  it('deploys the ERC-721, the ERC-1155 and the spam ERC-721 at fixed addresses on 31337, none on 31338', () => {
    expect(chain(31337).nfts.map((c) => [c.standard, c.name, c.address, c.spam])).toEqual([
      ['erc721', 'Foyer Sketches', SKETCHES, false],
      ['erc1155', 'Foyer Badges', BADGES, false],
      ['erc721', 'Claim $5000 reward at foyer-bonus.example', SPAM, true],
    ])
    expect(chain(31338).nfts).toEqual([])
  })

  it('seeds accounts 0 and 1 as the description says, on chain', async () => {
    const rpc = client()
    expect(await rpc.readContract({ address: SKETCHES, abi: erc721, functionName: 'ownerOf', args: [1n] })).toBe(account(0))
    expect(await rpc.readContract({ address: SKETCHES, abi: erc721, functionName: 'ownerOf', args: [3n] })).toBe(account(1))
    expect(await rpc.readContract({ address: SKETCHES, abi: erc721, functionName: 'balanceOf', args: [account(0)] })).toBe(2n)
    expect(await rpc.readContract({ address: BADGES, abi: erc1155, functionName: 'balanceOf', args: [account(0), 1n] })).toBe(2n)
    expect(await rpc.readContract({ address: BADGES, abi: erc1155, functionName: 'balanceOf', args: [account(1), 1n] })).toBe(1n)
    expect(await rpc.readContract({ address: SPAM, abi: erc721, functionName: 'ownerOf', args: [1n] })).toBe(account(0))
    for (const collection of chain(31337).nfts) {
      for (const token of collection.tokens) {
        for (const holder of token.holders) {
          const held =
            collection.standard === 'erc721'
              ? (await rpc.readContract({ address: collection.address, abi: erc721, functionName: 'ownerOf', args: [BigInt(token.tokenId)] })) === holder.address
                ? 1n
                : 0n
              : await rpc.readContract({ address: collection.address, abi: erc1155, functionName: 'balanceOf', args: [holder.address, BigInt(token.tokenId)] })
          expect(held, `${collection.name} #${token.tokenId} of ${holder.address}`).toBe(BigInt(holder.amount))
        }
      }
    }
  })

  it('answers tokenURI and uri with data: JSON metadata whose image is an inert SVG of its own', async () => {
    const rpc = client()
    const metadata = JSON.parse(dataUriText(await rpc.readContract({ address: SKETCHES, abi: erc721, functionName: 'tokenURI', args: [2n] }), 'application/json'))
    expect(metadata).toMatchObject({ name: 'Night Garden', description: expect.any(String) })
    const svg = dataUriText(metadata.image, 'image/svg+xml')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="256" height="256"/)
    expect(svg).not.toMatch(/<script|\son[a-z]+=|href=/i)
    const badge = JSON.parse(dataUriText(await rpc.readContract({ address: BADGES, abi: erc1155, functionName: 'uri', args: [1n] }), 'application/json'))
    expect(badge.name).toBe('Early Visitor Badge')
    expect(await rpc.readContract({ address: SPAM, abi: erc721, functionName: 'name' })).toBe('Claim $5000 reward at foyer-bonus.example')
  })

  it('says which interfaces it implements (ERC-165): ERC-721 with metadata, ERC-1155 with its URI extension', async () => {
    const rpc = client()
    const supports = (address: `0x${string}`, abi: typeof erc721 | typeof erc1155, id: `0x${string}`) => rpc.readContract({ address, abi, functionName: 'supportsInterface', args: [id] })
    expect(await supports(SKETCHES, erc721, '0x80ac58cd')).toBe(true)
    expect(await supports(SKETCHES, erc721, '0x5b5e139f')).toBe(true)
    expect(await supports(SKETCHES, erc721, '0xd9b67a26')).toBe(false)
    expect(await supports(BADGES, erc1155, '0xd9b67a26')).toBe(true)
    expect(await supports(BADGES, erc1155, '0x0e89341c')).toBe(true)
  })

  it('moves tokens: an ERC-721 transfer by its owner, an ERC-1155 transfer of part of a balance; a stranger is refused', async () => {
    const rpc = client()
    const wallet = (index: number) => createWalletClient({ account: account(index), transport: http(chain(31337).rpcUrl) })
    // Account 1's tokens, moved to account 6, which no other test reads.
    const moved = await wallet(1).writeContract({ address: SKETCHES, abi: erc721, functionName: 'transferFrom', args: [account(1), account(6), 3n], chain: null })
    await rpc.waitForTransactionReceipt({ hash: moved })
    expect(await rpc.readContract({ address: SKETCHES, abi: erc721, functionName: 'ownerOf', args: [3n] })).toBe(account(6))
    const part = await wallet(1).writeContract({ address: BADGES, abi: erc1155, functionName: 'safeTransferFrom', args: [account(1), account(6), 1n, 1n, '0x'], chain: null })
    await rpc.waitForTransactionReceipt({ hash: part })
    expect(await rpc.readContract({ address: BADGES, abi: erc1155, functionName: 'balanceOf', args: [account(6), 1n] })).toBe(1n)
    await expect(rpc.simulateContract({ account: account(7), address: SKETCHES, abi: erc721, functionName: 'transferFrom', args: [account(0), account(7), 1n] })).rejects.toThrow(
      /ERC721InsufficientApproval|reverted/,
    )
  })
})
