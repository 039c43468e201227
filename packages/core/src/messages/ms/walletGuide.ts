import type { Catalogue } from '../catalogue.ts'

export const msWalletGuide: Catalogue['walletGuide'] = {
  homeTitle: 'Rumah untuk aset digital anda',
  homeText: 'Wallet menyimpan token dan barang koleksi anda, serta kunci yang membuktikan semuanya milik anda.',
  loginTitle: 'Cara baharu untuk log masuk',
  loginText: 'Daripada membuat akaun dan kata laluan baharu di setiap laman, anda menyambungkan wallet anda dan meluluskan setiap permintaan di dalamnya.',
  ownTitle: 'Milik anda sahaja',
  ownText: 'Hanya anda yang memegang kuncinya: tiada sesiapa, termasuk laman ini, boleh memindahkan isinya tanpa kelulusan anda.',
  getAWallet: 'Dapatkan wallet',
  pickWallet: 'Pilih wallet untuk melihat tempat mendapatkannya. Setelah dipasang, kembali ke sini dan sambungkannya.',
  wallets: 'Wallet yang boleh anda dapatkan',
  loadingWallets: 'Memuatkan wallet',
  listFailed: 'Senarai wallet tidak dapat dimuatkan.',
  tryAgain: 'Cuba lagi',
  getTitle: 'Dapatkan {wallet}',
  getHint: 'Pasang {wallet} daripada salah satu sumber ini, kemudian kembali dan pilihnya sekali lagi.',
  downloads: 'Tempat untuk mendapatkan {wallet}',
  noDownloads: 'Wallet ini tidak menyatakan tempat untuk mendapatkannya.',
  opensInNewTab: '(dibuka dalam tab baharu)',
  dontHave: 'Tiada {wallet}?',
  get: 'Dapatkan',
  getLabel: 'Dapatkan {wallet}',
  chrome: 'Sambungan Chrome',
  firefox: 'Add-on Firefox',
  ios: 'Aplikasi iPhone (App Store)',
  android: 'Aplikasi Android (Google Play)',
  desktop: 'Aplikasi desktop',
  website: 'Laman web',
}

export const msWalletGuideTitles: Catalogue['walletGuideTitles'] = {
  WhatIsAWallet: 'Apakah itu wallet?',
  GetWallet: 'Dapatkan wallet',
}
