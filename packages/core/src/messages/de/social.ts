import type { Catalogue } from '../catalogue.ts'

export const deSocial: Catalogue['social'] = {
  socialLogins: 'Anmelden mit sozialen Netzwerken',
  continueWith: 'Weiter mit {provider}',
  logInWith: 'Mit {provider} anmelden',
  logInWithAccount: 'Mit deinem Konto anmelden',
  continueInWindow: 'Fahre im geöffneten {provider}-Fenster fort.',
  continueInAccountWindow: 'Fahre im geöffneten Anmeldefenster fort.',
  loginFailed: 'Anmeldung fehlgeschlagen',
  authenticating: 'Wird authentifiziert…',
  creatingSession: 'Deine Sitzung wird erstellt…',
  tryAgain: 'Erneut versuchen',
  farcasterFailed: 'Die Anmeldung mit Farcaster wurde nicht abgeschlossen.',
  farcasterQrLabel: 'QR-Code zur Anmeldung mit Farcaster: Scanne ihn mit deinem Smartphone',
  preparingQr: 'QR-Code wird vorbereitet',
  farcasterScan: 'Scanne den Code mit der Kamera deines Smartphones oder mit der Farcaster-App und melde dich dort an.',
  openFarcaster: 'Farcaster öffnen',
  copyLink: 'Link kopieren',
}

export const deSocialTitles: Catalogue['socialTitles'] = {
  ConnectingSocial: 'Anmelden',
  ConnectingFarcaster: 'Farcaster',
}
