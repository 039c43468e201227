import { loadTranslation } from '@foyer/core/internal'
import { describe, expect, inject, it } from 'vitest'
import { axeViolations } from '../support/axe.ts'
import { loginWithEmail } from '../support/embeddedWallet.ts'
import { uniqueEmail } from '../support/mailbox.ts'
import { viewCheckInEveryLook } from '../support/looks.ts'
import { viewCheck } from '../support/viewCheck.ts'
import { answerDevWallet, modal, useBrowserSession } from '../support/session.ts'

describe("the modal in German (createFoyer({ locale: 'de' }))", () => {
  const session = useBrowserSession()

  for (const theme of ['Dark', 'Light'] as const) {
    it(`shows German titles, buttons and labels and stays axe-clean in the ${theme.toLowerCase()} theme`, async () => {
      const { page, devAddress } = session
      await page.goto(`${session.appUrl}?locale=de`)
      await page.getByRole('radio', { name: theme }).check()
      const nav = page.getByRole('navigation', { name: 'Wallet' })
      // The German texts load on demand: the host's button turns German once they are there.
      await nav.getByRole('button', { name: 'Wallet verbinden' }).click()

      const connect = modal(page, 'Wallet verbinden')
      await connect
        .getByRole('list', { name: 'Wallets' })
        .getByRole('button', { name: /Alle Wallets/ })
        .getByText(/\d+/)
        .waitFor()
      await connect.getByRole('button', { name: 'Schließen' }).waitFor()
      expect(await page.locator('div.foyer-root').getAttribute('lang')).toBe('de')
      expect(await axeViolations(page), 'Connect').toEqual([])

      await connect.getByRole('button', { name: /Alle Wallets/ }).click()
      const all = modal(page, 'Alle Wallets')
      await all.getByRole('searchbox', { name: 'Wallets durchsuchen' }).waitFor()
      expect(await all.getByRole('searchbox').getAttribute('placeholder')).toBe('Wallet suchen')
      await page.getByRole('button', { name: 'Zurück', exact: true }).click()

      await connect.getByRole('button', { name: /Foyer Dev Wallet/ }).click()
      await modal(page, 'Foyer Dev Wallet').getByText('Weiter in Foyer Dev Wallet').waitFor()
      await answerDevWallet(page)
      await page.getByTestId('host-address').getByText(devAddress).waitFor()

      await nav.getByRole('button', { name: /^Konto/ }).click()
      const account = modal(page, 'Konto')
      await account.getByRole('list', { name: 'Token' }).getByText('USDC', { exact: false }).first().waitFor()
      await account.getByRole('tab', { name: 'Aktivität' }).waitFor()
      await account.getByRole('button', { name: /Netzwerk wechseln$/ }).waitFor()
      expect(await axeViolations(page), 'Konto').toEqual([])

      if (theme === 'Dark') {
        // A German phone keyboard types a comma: "0,5" is half an ETH, and the review writes it the German way.
        await account.getByRole('button', { name: 'Senden', exact: true }).click()
        const send = modal(page, 'Senden')
        await send.getByRole('textbox', { name: /^Betrag/ }).fill('0,5')
        await send.getByRole('textbox', { name: /^Empfänger/ }).fill('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
        await send.getByRole('button', { name: 'Prüfen' }).click()
        const review = modal(page, 'Senden prüfen')
        await review
          .getByTestId('send-amount')
          .getByText(/^0,5 ETH/)
          .waitFor()
        await page.getByRole('button', { name: 'Zurück', exact: true }).click()
        await send.getByRole('textbox', { name: /^Betrag/ }).waitFor()
        await page.getByRole('button', { name: 'Zurück', exact: true }).click()
        await account.getByRole('button', { name: 'Trennen' }).waitFor()
      }

      await account.getByRole('button', { name: 'Trennen' }).click()
      await account.waitFor({ state: 'detached' })
      await nav.getByRole('button', { name: 'Wallet verbinden' }).waitFor()
    })
  }
})

/**
 * Two more of the nineteen locales, read from their catalogues: Arabic, written right to left (the
 * layout mirrors: the modal's `dir`, and the arrows point the other way), and Japanese. Each view is
 * axe-clean and shot in every look.
 */
describe('the modal in Arabic (right to left) and in Japanese', () => {
  const session = useBrowserSession()

  for (const locale of ['ar', 'ja'] as const) {
    it(`${locale}: the Connect, All Wallets and Account views speak it, with Latin digits, ${locale === 'ar' ? 'mirrored right to left, ' : ''}axe-clean in every look`, async () => {
      const { page, devAddress } = session
      const { catalogue } = await loadTranslation(locale)
      const check = viewCheckInEveryLook(page, (look) => `locale-${locale}-${look.theme.toLowerCase()}-${look.size}`)
      await page.goto(`${session.appUrl}?locale=${locale}`)
      const nav = page.getByRole('navigation', { name: 'Wallet' })
      await nav.getByRole('button', { name: catalogue.buttons.connectWallet }).click()
      const connect = modal(page, catalogue.shellTitles.Connect)
      await connect
        .getByRole('button', { name: new RegExp(catalogue.shell.connect.allWallets) })
        .getByText(/\d+/)
        .waitFor()
      const root = page.locator('div.foyer-root')
      expect(await root.getAttribute('lang')).toBe(locale)
      expect(await root.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr')
      // A wallet row's chevron points to where the row leads: left in Arabic.
      const chevron = connect.getByRole('button', { name: /Foyer Dev Wallet/ }).locator('svg.foyer-directional')
      expect(await chevron.evaluate((icon) => getComputedStyle(icon).transform)).toBe(locale === 'ar' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none')
      if (locale === 'ar') {
        // The wallet's image sits at the row's right edge, its chevron at the left.
        const row = connect.getByRole('button', { name: /Foyer Dev Wallet/ })
        const [rowBox, chevronBox] = [await row.boundingBox(), await chevron.boundingBox()]
        expect(chevronBox!.x - rowBox!.x).toBeLessThan(rowBox!.width / 2)
      }
      await check('Connect')

      await connect.getByRole('button', { name: new RegExp(catalogue.shell.connect.allWallets) }).click()
      await modal(page, catalogue.shellTitles.AllWallets).getByRole('searchbox').waitFor()
      await check('AllWallets')
      await page.getByRole('button', { name: catalogue.shell.header.back, exact: true }).click()

      await connect.getByRole('button', { name: /Foyer Dev Wallet/ }).click()
      await answerDevWallet(page)
      await page.getByTestId('host-address').getByText(devAddress).waitFor()
      await nav.getByRole('button', { name: new RegExp(`^${catalogue.buttons.account}`) }).click()
      const account = modal(page, catalogue.shellTitles.Account)
      const balance = account.getByTestId('account-balance')
      await balance.getByText(/\d/).waitFor()
      // Latin digits in every locale (the unit tests check the grouping and the decimal mark of each).
      expect(await account.textContent()).not.toMatch(/[٠-٩۰-۹]/)
      await check('Account')
      if (locale !== 'ar') return

      // Right to left, every other view of the wallet flows too.
      const back = () => page.getByRole('button', { name: catalogue.shell.header.back, exact: true }).click()
      const features = account.getByRole('navigation').filter({ has: page.getByRole('button', { name: catalogue.account.features.send, exact: true }) })
      await features.getByRole('button', { name: catalogue.account.features.send, exact: true }).click()
      await modal(page, catalogue.sendTitles.WalletSend).getByRole('combobox').waitFor()
      await check('Send')
      await back()
      await features.getByRole('button', { name: catalogue.account.features.receive, exact: true }).click()
      await modal(page, catalogue.receiveTitles.WalletReceive).getByRole('img').first().waitFor()
      await check('Receive')
      await back()
      await account.getByRole('tab', { name: catalogue.account.tabs.Activity }).click()
      await account.getByRole('tabpanel', { name: catalogue.account.tabs.Activity }).waitFor()
      await check('Account, Activity')
      await page.keyboard.press('Escape')
      await account.waitFor({ state: 'detached' })

      await nav.getByRole('button', { name: /Foyer Devnet/ }).click()
      await modal(page, catalogue.shellTitles.Networks).getByRole('list').getByRole('button').first().waitFor()
      await check('Networks')
      await page.keyboard.press('Escape')

      await nav.getByRole('button', { name: new RegExp(`^${catalogue.buttons.account}`) }).click()
      await account.getByRole('button', { name: catalogue.account.disconnect }).click()
      await account.waitFor({ state: 'detached' })
      await nav.getByRole('button', { name: catalogue.buttons.connectWallet }).click()
      await connect.getByRole('button', { name: catalogue.shell.connect.newToWallets }).click()
      await modal(page, catalogue.walletGuideTitles.WhatIsAWallet).getByRole('button', { name: catalogue.walletGuide.getAWallet }).click()
      await modal(page, catalogue.walletGuideTitles.GetWallet).getByRole('list').getByRole('button').first().waitFor()
      await check('Get a wallet')
      await back()
      await check('What is a wallet')
      await back()
      await connect.getByRole('list').getByRole('button', { name: 'Trust Wallet' }).click()
      await modal(page, 'Trust Wallet')
        .getByRole('img', { name: catalogue.wallets.qrLabel.replace('{wallet}', 'Trust Wallet') })
        .waitFor()
      await check('Trust Wallet, QR code')
      await back()
      await connect.getByRole('button', { name: /WalletConnect/ }).click()
      await modal(page, 'WalletConnect').getByRole('img').first().waitFor()
      await check('WalletConnect')
    })
  }
})

describe("the embedded wallet's approval screen in the modal's language", () => {
  const session = useBrowserSession()

  it('speaks German, and Arabic right to left, in its frame: the title, the labels and the buttons; the message signed stays as the app wrote it', async () => {
    const { page } = session
    await loginWithEmail(page, inject('apiUrl'), uniqueEmail('frame-locale'))
    const screens = {
      de: { title: 'Nachricht signieren', label: 'Nachricht', reject: 'Ablehnen', approve: 'Bestätigen', dir: 'ltr' },
      ar: { title: 'توقيع الرسالة', label: 'الرسالة', reject: 'رفض', approve: 'موافقة', dir: 'rtl' },
    }
    for (const [locale, words] of Object.entries(screens)) {
      // The session survives the reload; the frame loads again in the page's locale.
      await page.goto(`${session.appUrl}?locale=${locale}`)
      await page.getByTestId('host-status').getByText('connected', { exact: true }).waitFor()
      await page.getByRole('button', { name: 'Sign message' }).click()
      const frame = page.frameLocator('iframe.foyer-auth-frame')
      await frame.getByRole('heading', { name: words.title }).waitFor()
      expect(await frame.locator('html').evaluate((html) => [html.getAttribute('lang'), html.getAttribute('dir')])).toEqual([locale, words.dir])
      await frame.getByRole('heading', { name: words.label, exact: true }).waitFor()
      await frame.getByText('Hello from the Foyer demo').waitFor()
      await frame.getByRole('button', { name: words.approve, disabled: false }).waitFor()
      await viewCheck(page, `locale-${locale}-approval`)('Sign message')
      await frame.getByRole('button', { name: words.reject }).click()
      await page
        .getByRole('alert')
        .getByText(/rejected/i)
        .first()
        .waitFor()
    }
  })
})
