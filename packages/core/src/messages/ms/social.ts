import type { Catalogue } from '../catalogue.ts'

export const msSocial: Catalogue['social'] = {
  socialLogins: 'Log masuk media sosial',
  continueWith: 'Teruskan dengan {provider}',
  logInWith: 'Log masuk dengan {provider}',
  logInWithAccount: 'Log masuk dengan akaun anda',
  continueInWindow: 'Teruskan dalam tetingkap {provider} yang telah dibuka.',
  continueInAccountWindow: 'Teruskan dalam tetingkap akaun yang telah dibuka.',
  loginFailed: 'Log masuk gagal',
  authenticating: 'Mengesahkan…',
  creatingSession: 'Mencipta sesi anda…',
  tryAgain: 'Cuba lagi',
  farcasterFailed: 'Log masuk Farcaster tidak selesai.',
  farcasterQrLabel: 'Kod QR untuk log masuk dengan Farcaster: imbas dengan telefon anda',
  preparingQr: 'Menyediakan kod QR',
  farcasterScan: 'Imbas dengan kamera telefon anda atau aplikasi Farcaster, kemudian log masuk di sana.',
  openFarcaster: 'Buka Farcaster',
  copyLink: 'Salin pautan',
}

export const msSocialTitles: Catalogue['socialTitles'] = {
  ConnectingSocial: 'Log masuk',
  ConnectingFarcaster: 'Farcaster',
}
