import type { Catalogue } from '../catalogue.ts'

export const deOnramp: Catalogue['onramp'] = {
  amount: 'Zu zahlender Betrag',
  presetLabel: '{amount} zahlen',
  currency: 'Währung',
  method: 'Zahlungsart',
  methods: { card: 'Karte', bank_account: 'Bankkonto' },
  asset: 'Zu kaufende Kryptowährung',
  assetOn: '{symbol} auf {network}',
  limits: '{min} bis {max} {currency} per {method}',
  provider: 'Anbieter',
  problems: {
    amount: 'Gib einen Betrag größer als 0 ein, mit höchstens 2 Nachkommastellen.',
    limits: 'Der Betrag muss für Zahlungen per {method} zwischen {min} und {max} {currency} liegen.',
    nothingToBuy: 'Auf {network} kann gerade nichts gekauft werden.',
    unavailable: 'Die Seite des Anbieters konnte nicht geöffnet werden. Bitte versuche es erneut.',
  },
  away: {
    title: 'Kaufen ist gerade nicht möglich.',
    note: 'Es ist hier von selbst wieder möglich, sobald der Dienst antwortet.',
  },
  fallbackOptions: 'Es werden die Standardwährungen angezeigt: Die Liste des Anbieters konnte nicht geladen werden.',
  quote: 'Angebot',
  youGet: 'Du erhältst',
  networkFee: 'Netzwerkgebühr',
  providerFee: 'Anbietergebühr',
  total: 'Gesamt',
  quoting: 'Angebot wird geholt…',
  quoteUnavailable: 'Gerade kein Angebot: Der Anbieter zeigt den Preis auf seiner Seite.',
  continue: 'Weiter',
  opening: 'Wird geöffnet…',
  waiting: 'Warten auf deinen Kauf…',
  waitingNote: 'Schließe die Zahlung auf der Seite von {provider} ab. Dein {symbol} erscheint hier, sobald es in deiner Wallet ist.',
  blocked: 'Dein Browser hat das Fenster des Anbieters blockiert.',
  openPage: 'Seite von {provider} öffnen',
  done: 'Dein {symbol} ist angekommen.',
  holding: 'Du hast jetzt {amount} {symbol}.',
  finished: 'Ich bin fertig',
  backToAccount: 'Zurück zum Konto',
}

export const deOnrampTitles: Catalogue['onrampTitles'] = {
  WalletOnramp: 'Krypto kaufen',
  WalletOnrampPurchase: 'Krypto kaufen',
}
