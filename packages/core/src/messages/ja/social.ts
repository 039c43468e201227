import type { Catalogue } from '../catalogue.ts'

export const jaSocial: Catalogue['social'] = {
  socialLogins: 'ソーシャルログイン',
  continueWith: '{provider}で続ける',
  logInWith: '{provider}でログイン',
  logInWithAccount: 'アカウントでログイン',
  continueInWindow: '開いた{provider}の画面で続けてください。',
  continueInAccountWindow: '開いたログイン画面で続けてください。',
  loginFailed: 'ログインに失敗しました',
  authenticating: '認証中…',
  creatingSession: 'セッションを作成中…',
  tryAgain: 'もう一度試す',
  farcasterFailed: 'Farcasterでのログインが完了しませんでした。',
  farcasterQrLabel: 'FarcasterでログインするためのQRコード：スマートフォンでスキャンしてください',
  preparingQr: 'QRコードを準備中',
  farcasterScan: 'スマートフォンのカメラまたはFarcasterアプリでスキャンし、アプリでサインインしてください。',
  openFarcaster: 'Farcasterを開く',
  copyLink: 'リンクをコピー',
}

export const jaSocialTitles: Catalogue['socialTitles'] = {
  ConnectingSocial: 'ログイン',
  ConnectingFarcaster: 'Farcaster',
}
