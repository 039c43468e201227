import type { Catalogue } from '../catalogue.ts'

export const idWalletGuide: Catalogue['walletGuide'] = {
  homeTitle: 'Rumah untuk aset digital Anda',
  homeText: 'Wallet menyimpan token dan koleksi Anda, beserta kunci yang membuktikan bahwa semuanya milik Anda.',
  loginTitle: 'Cara baru untuk masuk',
  loginText: 'Alih-alih membuat akun dan kata sandi baru di setiap situs, Anda menghubungkan wallet dan menyetujui setiap permintaan di dalamnya.',
  ownTitle: 'Hanya milik Anda',
  ownText: 'Hanya Anda yang memegang kuncinya: tidak seorang pun, termasuk situs ini, dapat memindahkan isinya tanpa persetujuan Anda.',
  getAWallet: 'Dapatkan wallet',
  pickWallet: 'Pilih wallet untuk melihat tempat mendapatkannya. Setelah terpasang, kembali ke sini dan hubungkan.',
  wallets: 'Wallet yang bisa Anda dapatkan',
  loadingWallets: 'Memuat wallet',
  listFailed: 'Daftar wallet tidak dapat dimuat.',
  tryAgain: 'Coba lagi',
  getTitle: 'Dapatkan {wallet}',
  getHint: 'Pasang {wallet} dari salah satu sumber ini, lalu kembali ke sini dan pilih lagi.',
  downloads: 'Tempat mendapatkan {wallet}',
  noDownloads: 'Wallet ini tidak mencantumkan tempat untuk mendapatkannya.',
  opensInNewTab: '(terbuka di tab baru)',
  dontHave: 'Belum punya {wallet}?',
  get: 'Dapatkan',
  getLabel: 'Dapatkan {wallet}',
  chrome: 'Ekstensi Chrome',
  firefox: 'Add-on Firefox',
  ios: 'Aplikasi iPhone (App Store)',
  android: 'Aplikasi Android (Google Play)',
  desktop: 'Aplikasi desktop',
  website: 'Situs web',
}

export const idWalletGuideTitles: Catalogue['walletGuideTitles'] = {
  WhatIsAWallet: 'Apa itu wallet?',
  GetWallet: 'Dapatkan wallet',
}
