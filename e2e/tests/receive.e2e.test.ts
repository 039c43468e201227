import { describe, expect, inject, it } from 'vitest'
import { base58 } from '@scure/base'
import { tabTo } from '../support/keyboard.ts'
import { readQrCode } from '../support/qrCode.ts'
import { connectDevWallet, modal, useBrowserSession } from '../support/session.ts'
import { viewCheckInEveryLook, walkInEveryLook } from '../support/looks.ts'

/**
 * Receive (spec §2), reached from the Account view's feature row by keyboard: the QR code read back
 * to the connected address (as a phone's camera would, from a screenshot, network image and all),
 * Copy, the networks the address receives on; for the Solana account too. Axe-clean in dark and
 * light on a desktop and a phone (screenshots in e2e/artifacts/views/receive-<theme>-<size>/): one
 * connection, the walk taken in each look in turn (the theme and the viewport switched in place).
 */
const solanaAddress = base58.encode(base58.decode(inject('webConfig').devWallet!.solanaSecretKey!).subarray(32))

describe('Receive', () => {
  const session = useBrowserSession()

  it('shows the address as a QR code that reads back to it, copies it and lists its networks, by keyboard and axe-clean in the dark and the light theme on a desktop and a phone; on Solana the Solana address and network', async () => {
    const { page, context, appUrl, devAddress } = session
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(appUrl).origin })
    const check = viewCheckInEveryLook(page, ({ theme, size }) => `receive-${theme.toLowerCase()}-${size}`)
    const nav = page.getByRole('navigation', { name: 'Wallet' })
    await connectDevWallet(page, devAddress)
    const account = modal(page, 'Account')
    const receive = modal(page, 'Receive')
    const copied = page.getByText('Address copied')

    // In each look, by keyboard from the header's Account button.
    await walkInEveryLook(page, async (_last, look) => {
      await nav.getByRole('button', { name: /^Account/ }).focus()
      await page.keyboard.press('Enter')
      await account.getByRole('navigation', { name: 'Wallet actions' }).waitFor()
      await check.inLook(look, 'Account, with Receive')
      await tabTo(page, (el) => el.name === 'Receive')
      await page.keyboard.press('Enter')
      await receive.getByRole('img', { name: `QR code of your address ${devAddress}` }).waitFor()
      await check.inLook(look, 'Receive, EVM')
      expect(await readQrCode(page)).toBe(devAddress)
      expect((await receive.getByTestId('receive-address').textContent())!.replaceAll(' ', '')).toBe(devAddress)
      expect(await receive.getByRole('region', { name: 'Networks this address receives on' }).getByRole('listitem').allTextContents()).toEqual(['FFoyer Devnet', 'FFoyer Devnet L2'])

      // Copied in this look: no earlier look's snackbar or clipboard is left to be read.
      await copied.waitFor({ state: 'hidden' })
      await page.evaluate(() => navigator.clipboard.writeText(''))
      await tabTo(page, (el) => el.name === 'Copy address')
      await page.keyboard.press('Enter')
      await copied.waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(devAddress)
      // Back returns to the Account view, with focus on the button that opened Receive.
      await receive.getByRole('button', { name: 'Back', exact: true }).click()
      await account.waitFor()
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Receive')
      await page.keyboard.press('Escape')
      await account.waitFor({ state: 'detached' })
    })

    // The Solana account receives at its own address, on the Solana network only.
    await nav.getByRole('button', { name: /Foyer Devnet/ }).click()
    await modal(page, 'Choose Network')
      .getByRole('button', { name: /Foyer Solana Devnet/ })
      .click()
    await page.getByTestId('host-address').getByText(solanaAddress).waitFor()
    await walkInEveryLook(page, async (_last, look) => {
      await nav.getByRole('button', { name: /^Account/ }).click()
      await account.getByRole('button', { name: 'Receive' }).click()
      await receive.getByRole('img', { name: `QR code of your address ${solanaAddress}` }).waitFor()
      await check.inLook(look, 'Receive, Solana')
      expect(await readQrCode(page)).toBe(solanaAddress)
      expect(await receive.getByRole('region', { name: 'Networks this address receives on' }).getByRole('listitem').allTextContents()).toEqual(['FFoyer Solana Devnet'])
      await page.keyboard.press('Escape')
      await receive.waitFor({ state: 'detached' })
    })
  })
})
