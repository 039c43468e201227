import type { Catalogue } from '../catalogue.ts'

export const jaShell: Catalogue['shell'] = {
  header: {
    back: '戻る',
    close: '閉じる',
    loading: '読み込み中',
    dismissAlert: '通知を閉じる',
  },
  connect: {
    or: 'または',
    wallets: 'ウォレット',
    tagRecent: '最近使用',
    tagInstalled: 'インストール済み',
    tagQrCode: 'QRコード',
    allWallets: 'すべてのウォレット',
    noWallet: 'このブラウザにウォレットが見つかりません。',
    newToWallets: 'ウォレットは初めてですか？',
    moreWalletsFailed: 'ほかのウォレットを読み込めませんでした。このブラウザのウォレットは引き続き使えます。',
    tryAgain: 'もう一度試す',
    loginsUnavailable: {
      email: 'メールアドレスでのログインは現在ご利用いただけません。',
      social: 'ソーシャルログインは現在ご利用いただけません。',
      both: 'メールアドレスとソーシャルアカウントでのログインは現在ご利用いただけません。',
    },
    legalAgree: {
      both: '{terms}と{privacy}に同意します',
      terms: '{terms}に同意します',
      privacy: '{privacy}に同意します',
    },
    termsOfService: '利用規約',
    privacyPolicy: 'プライバシーポリシー',
    legalFirst: '接続するには、チェックボックスをオンにしてください。',
    continueWithWallet: 'ウォレットで続ける',
  },
}

export const jaShellTitles: Catalogue['shellTitles'] = {
  Connect: 'ウォレットを接続',
  AllWallets: 'すべてのウォレット',
  ConnectingWalletConnectBasic: 'ウォレットを接続',
  Account: 'アカウント',
  Networks: 'ネットワークを選択',
  UnsupportedChain: 'ネットワークを切り替え',
}
