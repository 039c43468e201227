import { describe, expect, it } from 'vitest'
import { isSpamNft, luresVisitors, spamList } from '../../src/nfts/nftSpamRule.ts'

const CONTRACT = '0x95bD8D42f30351685e96C62EDdc0d0613bf9a87A'

describe('the NFT spam rule', () => {
  it.each([
    'Claim $5000 reward at foyer-bonus.example',
    'Visit https://drop.example to get yours',
    'www.free-eth.io',
    '$ETH voucher',
    'USDC Airdrop',
    'Air-drop pass',
    'Redeem your tokens',
    'Giveaway #12',
    'Rewards pass',
    'bonus-nft.xyz',
    'Join t.me/somegroup',
  ])('flags a name with a URL, a domain or a lure word: %s', (name) => {
    expect(luresVisitors(name)).toBe(true)
  })

  it.each(['Foyer Sketches', 'Night Garden', 'Early Visitor Badge', 'Builder Badge', 'CryptoPunk #42', 'v1.5 Genesis', 'Dr. Who Collection', 'St.Louis skyline', 'Reclaimed Wood'])(
    'leaves an ordinary name alone: %s',
    (name) => {
      expect(luresVisitors(name)).toBe(false)
    },
  )

  it("flags an NFT by its collection's name or its own", () => {
    const listed = spamList([])
    expect(isSpamNft({ chainId: 'eip155:1', contract: CONTRACT, collectionName: 'Foyer Sketches', name: 'Sunrise' }, listed)).toBe(false)
    expect(isSpamNft({ chainId: 'eip155:1', contract: CONTRACT, collectionName: 'Foyer Sketches', name: 'Claim yours' }, listed)).toBe(true)
    expect(isSpamNft({ chainId: 'eip155:1', contract: CONTRACT, collectionName: 'claim-now.xyz', name: 'Sunrise' }, listed)).toBe(true)
  })

  it("flags every NFT of a collection the operator lists, on that chain only, whatever the address's letter case", () => {
    const listed = spamList([`eip155:1:${CONTRACT}`])
    const nft = { contract: CONTRACT.toLowerCase(), collectionName: 'Foyer Sketches', name: 'Sunrise' }
    expect(isSpamNft({ ...nft, chainId: 'eip155:1' }, listed)).toBe(true)
    expect(isSpamNft({ ...nft, chainId: 'eip155:10' }, listed)).toBe(false)
  })
})
