import type { Catalogue } from '../catalogue.ts'

export const idSocial: Catalogue['social'] = {
  socialLogins: 'Login media sosial',
  continueWith: 'Lanjutkan dengan {provider}',
  logInWith: 'Masuk dengan {provider}',
  logInWithAccount: 'Masuk dengan akun Anda',
  continueInWindow: 'Lanjutkan di jendela {provider} yang terbuka.',
  continueInAccountWindow: 'Lanjutkan di jendela akun yang terbuka.',
  loginFailed: 'Gagal masuk',
  authenticating: 'Mengautentikasi…',
  creatingSession: 'Membuat sesi Anda…',
  tryAgain: 'Coba lagi',
  farcasterFailed: 'Login Farcaster tidak selesai.',
  farcasterQrLabel: 'Kode QR untuk masuk dengan Farcaster: pindai dengan ponsel Anda',
  preparingQr: 'Menyiapkan kode QR',
  farcasterScan: 'Pindai dengan kamera ponsel Anda atau aplikasi Farcaster, lalu masuk di sana.',
  openFarcaster: 'Buka Farcaster',
  copyLink: 'Salin tautan',
}

export const idSocialTitles: Catalogue['socialTitles'] = {
  ConnectingSocial: 'Masuk',
  ConnectingFarcaster: 'Farcaster',
}
