import type { Catalogue } from '../catalogue.ts'

export const zhHKSocial: Catalogue['social'] = {
  socialLogins: '社交平台登入',
  continueWith: '使用 {provider} 繼續',
  logInWith: '使用 {provider} 登入',
  logInWithAccount: '使用你的帳戶登入',
  continueInWindow: '請在已開啟的 {provider} 視窗中繼續。',
  continueInAccountWindow: '請在已開啟的登入視窗中繼續。',
  loginFailed: '登入失敗',
  authenticating: '驗證中…',
  creatingSession: '正在完成登入…',
  tryAgain: '再試一次',
  farcasterFailed: 'Farcaster 登入未完成。',
  farcasterQrLabel: '使用 Farcaster 登入的 QR Code：請用手機掃描',
  preparingQr: '正在準備 QR Code',
  farcasterScan: '請用手機相機或 Farcaster App 掃描，然後在那裏登入。',
  openFarcaster: '開啟 Farcaster',
  copyLink: '複製連結',
}

export const zhHKSocialTitles: Catalogue['socialTitles'] = {
  ConnectingSocial: '登入',
  ConnectingFarcaster: 'Farcaster',
}
