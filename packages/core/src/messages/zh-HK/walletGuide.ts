import type { Catalogue } from '../catalogue.ts'

export const zhHKWalletGuide: Catalogue['walletGuide'] = {
  homeTitle: '數碼資產的家',
  homeText: '錢包可以存放你的代幣和收藏品，以及證明它們屬於你的密鑰。',
  loginTitle: '全新的登入方式',
  loginText: '不必在每個網站建立新帳戶和密碼，只要連接錢包，並在錢包中批准每個請求。',
  ownTitle: '只屬於你',
  ownText: '只有你持有它的密鑰：沒有任何人（包括這個網站）能在未經你批准的情況下動用其中的資產。',
  getAWallet: '取得錢包',
  pickWallet: '選擇一個錢包，查看可以在哪裏取得。安裝完成後，再回到這裏連接它。',
  wallets: '可取得的錢包',
  loadingWallets: '正在載入錢包',
  listFailed: '無法載入錢包列表。',
  tryAgain: '再試一次',
  getTitle: '取得 {wallet}',
  getHint: '從以下任一來源安裝 {wallet}，然後回到這裏再次選擇它。',
  downloads: '在哪裏取得 {wallet}',
  noDownloads: '此錢包沒有提供取得方式。',
  opensInNewTab: '（在新分頁中開啟）',
  dontHave: '還沒有 {wallet}？',
  get: '取得',
  getLabel: '取得 {wallet}',
  chrome: 'Chrome 擴充功能',
  firefox: 'Firefox 附加元件',
  ios: 'iPhone App（App Store）',
  android: 'Android App（Google Play）',
  desktop: '桌面應用程式',
  website: '網站',
}

export const zhHKWalletGuideTitles: Catalogue['walletGuideTitles'] = {
  WhatIsAWallet: '什麼是錢包？',
  GetWallet: '取得錢包',
}
