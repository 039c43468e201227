import type { Catalogue } from '../catalogue.ts'

export const idOnramp: Catalogue['onramp'] = {
  amount: 'Jumlah yang dibayar',
  presetLabel: 'Bayar {amount}',
  currency: 'Mata uang',
  method: 'Metode pembayaran',
  methods: { card: 'Kartu', bank_account: 'Rekening bank' },
  asset: 'Kripto yang dibeli',
  assetOn: '{symbol} di {network}',
  limits: '{min} sampai {max} {currency} dengan {method}',
  provider: 'Penyedia',
  problems: {
    amount: 'Masukkan jumlah di atas 0, dengan maksimal 2 angka desimal.',
    limits: 'Jumlah harus antara {min} dan {max} {currency} untuk pembayaran dengan {method}.',
    nothingToBuy: 'Tidak ada yang bisa dibeli di {network} saat ini.',
    unavailable: 'Halaman penyedia tidak dapat dibuka. Silakan coba lagi.',
  },
  away: {
    title: 'Pembelian sedang tidak tersedia.',
    note: 'Fitur ini akan kembali di sini dengan sendirinya begitu layanan merespons.',
  },
  fallbackOptions: 'Menampilkan mata uang standar: daftar dari penyedia tidak dapat dimuat.',
  quote: 'Penawaran harga',
  youGet: 'Anda dapat',
  networkFee: 'Biaya jaringan',
  providerFee: 'Biaya penyedia',
  total: 'Total',
  quoting: 'Meminta penawaran harga…',
  quoteUnavailable: 'Belum ada penawaran harga saat ini: penyedia menampilkan harganya di halamannya.',
  continue: 'Lanjutkan',
  opening: 'Membuka…',
  waiting: 'Menunggu pembelian Anda…',
  waitingNote: 'Selesaikan pembayaran di halaman {provider}. {symbol} Anda akan muncul di sini setelah masuk ke wallet Anda.',
  blocked: 'Browser Anda memblokir jendela penyedia.',
  openPage: 'Buka halaman {provider}',
  done: '{symbol} Anda sudah masuk.',
  holding: 'Sekarang Anda memiliki {amount} {symbol}.',
  finished: 'Saya sudah selesai',
  backToAccount: 'Kembali ke akun',
}

export const idOnrampTitles: Catalogue['onrampTitles'] = {
  WalletOnramp: 'Beli kripto',
  WalletOnrampPurchase: 'Beli kripto',
}
