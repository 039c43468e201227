import type { Catalogue } from '../catalogue.ts'

export const jaWalletGuide: Catalogue['walletGuide'] = {
  homeTitle: 'デジタル資産の保管場所',
  homeText: 'ウォレットには、トークンやNFTなどのコレクションと、それらがあなたのものであることを証明する鍵が保管されます。',
  loginTitle: '新しいログイン方法',
  loginText: 'サイトごとに新しいアカウントとパスワードを作る代わりに、ウォレットを接続し、各リクエストをウォレットで承認します。',
  ownTitle: 'あなただけのもの',
  ownText: '鍵を持っているのはあなただけです。このサイトを含め誰も、あなたの承認なしに中身を動かすことはできません。',
  getAWallet: 'ウォレットを入手',
  pickWallet: 'ウォレットを選ぶと、入手先が表示されます。インストールしたら、ここに戻って接続してください。',
  wallets: '入手できるウォレット',
  loadingWallets: 'ウォレットを読み込み中',
  listFailed: 'ウォレット一覧を読み込めませんでした。',
  tryAgain: 'もう一度試す',
  getTitle: '{wallet}を入手',
  getHint: 'いずれかの入手先から{wallet}をインストールしたら、ここに戻ってもう一度選択してください。',
  downloads: '{wallet}の入手先',
  noDownloads: 'このウォレットは入手先を公開していません。',
  opensInNewTab: '（新しいタブで開きます）',
  dontHave: '{wallet}をお持ちでないですか？',
  get: '入手',
  getLabel: '{wallet}を入手',
  chrome: 'Chrome拡張機能',
  firefox: 'Firefoxアドオン',
  ios: 'iPhoneアプリ（App Store）',
  android: 'Androidアプリ（Google Play）',
  desktop: 'デスクトップアプリ',
  website: 'ウェブサイト',
}

export const jaWalletGuideTitles: Catalogue['walletGuideTitles'] = {
  WhatIsAWallet: 'ウォレットとは？',
  GetWallet: 'ウォレットを入手',
}
