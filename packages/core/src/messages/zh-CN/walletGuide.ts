import type { Catalogue } from '../catalogue.ts'

export const zhCNWalletGuide: Catalogue['walletGuide'] = {
  homeTitle: '您的数字资产之家',
  homeText: '钱包保管您的代币和收藏品，以及证明它们归您所有的密钥。',
  loginTitle: '全新的登录方式',
  loginText: '无需在每个网站注册新账户和密码，只需连接钱包，并在钱包中批准每个请求。',
  ownTitle: '只属于您',
  ownText: '只有您持有钱包的密钥：未经您批准，任何人（包括本网站）都无法转移其中的资产。',
  getAWallet: '获取钱包',
  pickWallet: '选择一个钱包，查看获取途径。安装后，回到这里连接即可。',
  wallets: '可获取的钱包',
  loadingWallets: '正在加载钱包',
  listFailed: '无法加载钱包列表。',
  tryAgain: '重试',
  getTitle: '获取 {wallet}',
  getHint: '请通过以下任一途径安装 {wallet}，然后返回并再次选择它。',
  downloads: '{wallet} 的获取途径',
  noDownloads: '此钱包未提供获取途径。',
  opensInNewTab: '（在新标签页中打开）',
  dontHave: '还没有 {wallet}？',
  get: '获取',
  getLabel: '获取 {wallet}',
  chrome: 'Chrome 扩展程序',
  firefox: 'Firefox 附加组件',
  ios: 'iPhone 应用（App Store）',
  android: 'Android 应用（Google Play）',
  desktop: '桌面应用',
  website: '网站',
}

export const zhCNWalletGuideTitles: Catalogue['walletGuideTitles'] = {
  WhatIsAWallet: '什么是钱包？',
  GetWallet: '获取钱包',
}
