import type { Catalogue } from '../catalogue.ts'

export const deNames: Catalogue['names'] = {
  registerAction: 'Namen registrieren',
  intro: 'Wähle einen Namen für dein Konto. Andere können an ihn senden statt an deine Adresse.',
  label: 'Dein Name',
  rule: 'Buchstaben, Ziffern und Bindestriche, mindestens 4 Zeichen.',
  problems: {
    characters: 'Verwende nur Buchstaben, Ziffern und Bindestriche.',
    tooShort: 'Verwende mindestens 4 Zeichen.',
    tooLong: 'Verwende höchstens 63 Zeichen.',
    hyphens: 'Ein Bindestrich darf den Namen nicht beginnen oder beenden und nicht an dritter und vierter Stelle stehen.',
  },
  checking: '{name} wird geprüft…',
  available: '{name} ist verfügbar.',
  taken: '{name} ist bereits vergeben.',
  cannotCheck: 'Ob {name} frei ist, konnte nicht geprüft werden.',
  suggestions: 'Vorschläge',
  useSuggestion: '{name} verwenden',
  register: 'Registrieren',
  confirmInWallet: 'In der Wallet bestätigen…',
  failures: {
    taken: '{name} wurde gerade vergeben. Wähle einen anderen Namen.',
    accountNamed: 'Dieses Konto hat bereits einen Namen: {name}.',
    tooMany: 'Aus deinem Netzwerk wurden zu viele Namen registriert. Bitte versuche es später erneut.',
    failed: 'Fehler beim Registrieren des Namens. Bitte versuche es erneut.',
  },
  registered: 'Dein Konto heißt jetzt {name}. Apps und Wallets können den Namen statt deiner Adresse anzeigen.',
  backToAccount: 'Zurück zum Konto',
}

export const deNameTitles: Catalogue['nameTitles'] = {
  RegisterAccountName: 'Namen wählen',
  RegisterAccountNameSuccess: 'Name registriert',
}
