import type { Catalogue } from '../catalogue.ts'

export const deShell: Catalogue['shell'] = {
  header: {
    back: 'Zurück',
    close: 'Schließen',
    loading: 'Wird geladen',
    dismissAlert: 'Hinweis schließen',
  },
  connect: {
    or: 'oder',
    wallets: 'Wallets',
    tagRecent: 'Zuletzt genutzt',
    tagInstalled: 'Installiert',
    tagQrCode: 'QR-Code',
    allWallets: 'Alle Wallets',
    noWallet: 'In diesem Browser wurde keine Wallet gefunden.',
    newToWallets: 'Neu bei Wallets?',
    moreWalletsFailed: 'Weitere Wallets konnten nicht geladen werden. Die Wallets in diesem Browser funktionieren weiterhin.',
    tryAgain: 'Erneut versuchen',
    loginsUnavailable: {
      email: 'Die Anmeldung per E-Mail ist gerade nicht verfügbar.',
      social: 'Die Anmeldung über soziale Konten ist gerade nicht verfügbar.',
      both: 'Die Anmeldung per E-Mail und über soziale Konten ist gerade nicht verfügbar.',
    },
    legalAgree: {
      both: 'Ich stimme den {terms} und der {privacy} zu',
      terms: 'Ich stimme den {terms} zu',
      privacy: 'Ich stimme der {privacy} zu',
    },
    termsOfService: 'Nutzungsbedingungen',
    privacyPolicy: 'Datenschutzerklärung',
    legalFirst: 'Setze das Häkchen, um eine Verbindung herzustellen.',
    continueWithWallet: 'Mit Wallet fortfahren',
  },
}

export const deShellTitles: Catalogue['shellTitles'] = {
  Connect: 'Wallet verbinden',
  AllWallets: 'Alle Wallets',
  ConnectingWalletConnectBasic: 'Wallet verbinden',
  Account: 'Konto',
  Networks: 'Netzwerk wählen',
  UnsupportedChain: 'Netzwerk wechseln',
}
