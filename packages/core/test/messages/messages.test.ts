import { describe, expect, it } from 'vitest'
import { createContext } from '../../src/context.ts'
import { AUTH_MESSAGES } from '../../src/auth/authMessages.ts'
import { SNACKBARS, THROWN, tryAgainAfterMessage } from '../../src/errors.ts'
import { alertTexts, authErrorTexts, createMessagesStore, fillMessage, localizeText, shellTitles, snackbarTexts } from '../../src/messages/index.ts'
import { de } from '../../src/messages/de/index.ts'
import { resolveOptions } from '../../src/options.ts'
import { mainnet } from '../fixtures/networks.ts'

/** Resolves once the store has its translation (it loads on demand). */
function loaded(store: ReturnType<typeof createMessagesStore>): Promise<void> {
  return new Promise((resolve) => {
    if (store.get().catalogue) return resolve()
    const stop = store.subscribe((state) => state.catalogue && (stop(), resolve()))
  })
}

describe('parameterised messages', () => {
  it('fill their {placeholders} with the values given', () => {
    expect(fillMessage('Transactions on {network} will show here.', { network: 'Foyer Devnet' })).toBe('Transactions on Foyer Devnet will show here.')
    expect(fillMessage(de.activity.andMore, { asset: '1 ETH', count: 2 })).toBe('1 ETH und 2 weitere')
    expect(tryAgainAfterMessage(30)).toBe('Please try again after 30 seconds')
  })

  it('leave a placeholder without a value as written', () => {
    expect(fillMessage('Open {wallet}', {})).toBe('Open {wallet}')
  })
})

describe('localizing core English texts', () => {
  it('translates a known text, a template with its values, and leaves any other text alone', () => {
    expect(localizeText(authErrorTexts.en, de.authErrors, AUTH_MESSAGES.INVALID_OTP)).toBe('Gib den 6-stelligen Code aus der E-Mail ein')
    expect(localizeText(authErrorTexts.en, de.authErrors, tryAgainAfterMessage(12))).toBe('Bitte versuche es in 12 Sekunden erneut')
    expect(localizeText(authErrorTexts.en, de.authErrors, 'User rejected the request.')).toBe('User rejected the request.')
  })

  it('translates the thrown cooldown and frame error, whose English is the thrown text', () => {
    expect(tryAgainAfterMessage(5)).toBe(fillMessage(AUTH_MESSAGES.TRY_AGAIN_AFTER, { seconds: 5 }))
    expect(localizeText(authErrorTexts.en, de.authErrors, THROWN.DEFAULT_FRAME_ERROR)).toBe('Ein Fehler ist aufgetreten')
  })
})

describe('the messages store', () => {
  it('serves English without loading anything', () => {
    const store = createMessagesStore('en')
    expect(store.get().catalogue).toBeUndefined()
    expect(store.texts(shellTitles).Connect).toBe('Connect Wallet')
  })

  it('loads German on demand, then serves it', async () => {
    const store = createMessagesStore('de')
    await loaded(store)
    expect(store.texts(shellTitles).Connect).toBe('Wallet verbinden')
    expect(store.localize(snackbarTexts, SNACKBARS.SIGNATURE_DECLINED)).toBe('Signatur abgelehnt')
  })

  it('shows the snackbar and the alerts in the locale of the options, English by default', async () => {
    const english = createContext(resolveOptions({ networks: [mainnet] }))
    english.snackbar.success(SNACKBARS.ADDRESS_COPIED)
    expect(english.snackbar.get().message).toBe('Address copied')

    const german = createContext(resolveOptions({ networks: [mainnet], locale: 'de' }))
    await loaded(german.messages)
    german.snackbar.success(SNACKBARS.ADDRESS_COPIED)
    expect(german.snackbar.get().message).toBe('Adresse kopiert')
    german.alert.raise('JWT_TOKEN_NOT_VALID')
    expect(german.alert.message()).toEqual(de.alerts.JWT_TOKEN_NOT_VALID)
    expect(alertTexts.en.JWT_TOKEN_NOT_VALID.shortMessage).toBe('Session Expired')
  })
})
