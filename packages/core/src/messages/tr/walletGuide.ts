import type { Catalogue } from '../catalogue.ts'

export const trWalletGuide: Catalogue['walletGuide'] = {
  homeTitle: 'Dijital varlıklarınız için bir yuva',
  homeText: 'Cüzdan; tokenlerinizi, koleksiyon öğelerinizi ve bunların size ait olduğunu kanıtlayan anahtarları saklar.',
  loginTitle: 'Giriş yapmanın yeni bir yolu',
  loginText: 'Her sitede yeni bir hesap ve şifre oluşturmak yerine cüzdanınızı bağlar ve her isteği cüzdanınızda onaylarsınız.',
  ownTitle: 'Yalnızca sizin',
  ownText: 'Anahtarları yalnızca sizdedir: onayınız olmadan hiç kimse, bu site bile, içindekileri hareket ettiremez.',
  getAWallet: 'Cüzdan edinin',
  pickWallet: 'Nereden edinebileceğinizi görmek için bir cüzdan seçin. Yükledikten sonra geri dönüp bağlayın.',
  wallets: 'Edinebileceğiniz cüzdanlar',
  loadingWallets: 'Cüzdanlar yükleniyor',
  listFailed: 'Cüzdan listesi yüklenemedi.',
  tryAgain: 'Tekrar dene',
  getTitle: '{wallet} edinin',
  getHint: '{wallet} uygulamasını bunlardan birinden yükleyin, ardından geri dönüp tekrar seçin.',
  downloads: '{wallet} nereden edinilir',
  noDownloads: 'Bu cüzdan nereden edinilebileceğini belirtmiyor.',
  opensInNewTab: '(yeni sekmede açılır)',
  dontHave: '{wallet} cüzdanınız yok mu?',
  get: 'İndir',
  getLabel: '{wallet} indir',
  chrome: 'Chrome uzantısı',
  firefox: 'Firefox eklentisi',
  ios: 'iPhone uygulaması (App Store)',
  android: 'Android uygulaması (Google Play)',
  desktop: 'Masaüstü uygulaması',
  website: 'Web sitesi',
}

export const trWalletGuideTitles: Catalogue['walletGuideTitles'] = {
  WhatIsAWallet: 'Cüzdan nedir?',
  GetWallet: 'Cüzdan edinin',
}
