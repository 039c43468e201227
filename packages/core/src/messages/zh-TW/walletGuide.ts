import type { Catalogue } from '../catalogue.ts'

export const zhTWWalletGuide: Catalogue['walletGuide'] = {
  homeTitle: '數位資產的家',
  homeText: '錢包可以存放您的代幣和收藏品，以及證明它們屬於您的金鑰。',
  loginTitle: '全新的登入方式',
  loginText: '不必在每個網站建立新帳戶和密碼，只要連結錢包，並在錢包中核准每個請求。',
  ownTitle: '只屬於您',
  ownText: '只有您持有它的金鑰：沒有任何人（包括這個網站）能在未經您核准的情況下動用其中的資產。',
  getAWallet: '取得錢包',
  pickWallet: '選擇一個錢包，查看可以在哪裡取得。安裝完成後，再回到這裡連結它。',
  wallets: '可取得的錢包',
  loadingWallets: '正在載入錢包',
  listFailed: '無法載入錢包清單。',
  tryAgain: '再試一次',
  getTitle: '取得 {wallet}',
  getHint: '從以下任一來源安裝 {wallet}，然後回到這裡再次選擇它。',
  downloads: '在哪裡取得 {wallet}',
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

export const zhTWWalletGuideTitles: Catalogue['walletGuideTitles'] = {
  WhatIsAWallet: '什麼是錢包？',
  GetWallet: '取得錢包',
}
