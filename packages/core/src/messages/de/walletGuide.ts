import type { Catalogue } from '../catalogue.ts'

export const deWalletGuide: Catalogue['walletGuide'] = {
  homeTitle: 'Ein Zuhause für deine digitalen Werte',
  homeText: 'Eine Wallet bewahrt deine Token und Sammlerstücke auf – und die Schlüssel, die beweisen, dass sie dir gehören.',
  loginTitle: 'Eine neue Art, dich anzumelden',
  loginText: 'Statt auf jeder Website ein neues Konto mit Passwort anzulegen, verbindest du deine Wallet und bestätigst jede Anfrage darin.',
  ownTitle: 'Nur deine',
  ownText: 'Nur du hast ihre Schlüssel: Niemand, auch diese Website nicht, kann ohne deine Zustimmung etwas aus ihr bewegen.',
  getAWallet: 'Wallet holen',
  pickWallet: 'Wähle eine Wallet, um zu sehen, wo du sie bekommst. Ist sie installiert, komm zurück und verbinde sie.',
  wallets: 'Wallets zum Holen',
  loadingWallets: 'Wallets werden geladen',
  listFailed: 'Die Wallet-Liste konnte nicht geladen werden.',
  tryAgain: 'Erneut versuchen',
  getTitle: '{wallet} holen',
  getHint: 'Installiere {wallet} über einen dieser Links, komm dann zurück und wähle sie erneut aus.',
  downloads: 'Wo du {wallet} bekommst',
  noDownloads: 'Diese Wallet gibt nicht an, wo man sie bekommt.',
  opensInNewTab: '(öffnet sich in einem neuen Tab)',
  dontHave: 'Du hast {wallet} noch nicht?',
  get: 'Holen',
  getLabel: '{wallet} holen',
  chrome: 'Chrome-Erweiterung',
  firefox: 'Firefox-Add-on',
  ios: 'iPhone-App (App Store)',
  android: 'Android-App (Google Play)',
  desktop: 'Desktop-App',
  website: 'Webseite',
}

export const deWalletGuideTitles: Catalogue['walletGuideTitles'] = {
  WhatIsAWallet: 'Was ist eine Wallet?',
  GetWallet: 'Wallet holen',
}
