import { describe, expect, it, vi } from 'vitest'
import { connectDevWallet, modal, useBrowserSession } from '../support/session.ts'
import { viewCheckInEveryLook } from '../support/looks.ts'

/**
 * The Account view's NFTs tab against the devnet's seeded collections (apps/devnet/src/nfts/nftPlan.ts):
 * the dev account's ERC-721 and ERC-1155 tokens show by name, collection and picture (served by the
 * Foyer server, loaded), the spam airdrop does not; the Activity tab lists the seeding mints by the
 * NFTs' names. Axe-clean in dark and light on a desktop and a phone (screenshots in
 * e2e/artifacts/views/nfts-<theme>-<size>/), each view checked in every look as it opens (the theme
 * and the viewport switched in place). Nothing moves, so the shared stack serves it.
 */
const SEEDED = [
  ['Sunrise Over the Foyer', 'Foyer Sketches'],
  ['Night Garden', 'Foyer Sketches'],
  ['Early Visitor Badge', 'Foyer Badges'],
  ['Builder Badge', 'Foyer Badges'],
]

describe('NFTs', () => {
  const session = useBrowserSession()

  it("shows the account's NFTs with their pictures and not the spam one, and the Activity tab names the NFTs minted to it, axe-clean in the dark and the light theme on a desktop and a phone", async () => {
    const { page, devAddress } = session
    const check = viewCheckInEveryLook(page, ({ theme, size }) => `nfts-${theme.toLowerCase()}-${size}`)
    await connectDevWallet(page, devAddress)
    await page
      .getByRole('navigation', { name: 'Wallet' })
      .getByRole('button', { name: /^Account/ })
      .click()
    const account = modal(page, 'Account')

    await account.getByRole('tab', { name: 'NFTs' }).click()
    const list = account.getByRole('tabpanel', { name: 'NFTs' }).getByRole('list', { name: 'NFTs' })
    const tiles = list.getByRole('listitem')
    await tiles.nth(SEEDED.length - 1).waitFor()
    const shown = await tiles.evaluateAll((items) => items.map((item) => [item.querySelector('.foyer-nft-name')?.textContent, item.querySelector('.foyer-nft-collection')?.textContent]))
    expect(shown.map(([name, collection]) => `${name} / ${collection}`).sort()).toEqual(SEEDED.map(([name, collection]) => `${name} / ${collection}`).sort())
    expect(await list.getByText(/Reward Voucher|Claim \$5000/).count(), 'the spam airdrop is not shown').toBe(0)
    expect(await list.getByText('2 held').count(), 'two Early Visitor Badges').toBe(1)
    // In each look, every picture is the server's and has loaded (lazy ones once scrolled to).
    await check('Account, NFTs', async () => {
      for (const image of await list.locator('img').all()) {
        await image.scrollIntoViewIfNeeded()
        expect(await image.getAttribute('src')).toMatch(/\/public\/nftImage\/eip155:31337\/0x[0-9a-f]{40}\/\d+$/)
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0)
      }
      await list.evaluate((element) => element.scrollIntoView({ block: 'start' }))
    })

    await account.getByRole('tab', { name: 'Activity' }).click()
    const activity = account.getByRole('tabpanel', { name: 'Activity' })
    await activity.locator('.foyer-activity-row').first().waitFor()
    // The seeding mints are among the account's oldest transactions: page until they show.
    const mints = activity.getByRole('listitem').filter({ hasText: /^Minted (Sunrise Over the Foyer|Early Visitor Badge) and 1 more/ })
    await activity.focus()
    await vi.waitFor(
      async () => {
        await page.keyboard.press('End')
        expect(await mints.count()).toBe(2)
      },
      { timeout: 30_000, interval: 300 },
    )
    expect(await activity.getByText(/Reward Voucher/).count(), 'a transaction whose transfers are all spam is dropped (spec §5)').toBe(0)
    const sketchesMint = mints.filter({ hasText: 'Sunrise Over the Foyer' })
    await check('Account, Activity with NFT mints', async () => {
      await sketchesMint.scrollIntoViewIfNeeded()
      const icon = sketchesMint.locator('img').first()
      await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0)
    })
  })
})
