import type { Catalogue } from '../catalogue.ts'

export const msOnramp: Catalogue['onramp'] = {
  amount: 'Jumlah untuk dibayar',
  presetLabel: 'Bayar {amount}',
  currency: 'Mata wang',
  method: 'Kaedah pembayaran',
  methods: { card: 'Kad', bank_account: 'Akaun bank' },
  asset: 'Kripto untuk dibeli',
  assetOn: '{symbol} di {network}',
  limits: '{min} hingga {max} {currency} melalui {method}',
  provider: 'Penyedia',
  problems: {
    amount: 'Masukkan jumlah melebihi 0, dengan tidak lebih daripada 2 tempat perpuluhan.',
    limits: 'Jumlah mestilah antara {min} dan {max} {currency} untuk pembayaran melalui {method}.',
    nothingToBuy: 'Tiada apa yang boleh dibeli di {network} buat masa ini.',
    unavailable: 'Halaman penyedia tidak dapat dibuka. Sila cuba lagi.',
  },
  away: {
    title: 'Pembelian tidak tersedia buat masa ini.',
    note: 'Ia akan kembali di sini dengan sendirinya sebaik sahaja perkhidmatan memberi respons.',
  },
  fallbackOptions: 'Memaparkan mata wang standard: senarai penyedia tidak dapat dimuatkan.',
  quote: 'Sebut harga',
  youGet: 'Anda dapat',
  networkFee: 'Yuran rangkaian',
  providerFee: 'Yuran penyedia',
  total: 'Jumlah keseluruhan',
  quoting: 'Mendapatkan sebut harga…',
  quoteUnavailable: 'Tiada sebut harga buat masa ini: penyedia memaparkan harga di halamannya.',
  continue: 'Teruskan',
  opening: 'Membuka…',
  waiting: 'Menunggu pembelian anda…',
  waitingNote: 'Selesaikan pembayaran di halaman {provider}. {symbol} anda akan dipaparkan di sini sebaik sahaja ia sampai ke wallet anda.',
  blocked: 'Pelayar anda menyekat tetingkap penyedia.',
  openPage: 'Buka halaman {provider}',
  done: '{symbol} anda telah tiba.',
  holding: 'Anda kini memegang {amount} {symbol}.',
  finished: 'Saya sudah selesai',
  backToAccount: 'Kembali ke akaun',
}

export const msOnrampTitles: Catalogue['onrampTitles'] = {
  WalletOnramp: 'Beli kripto',
  WalletOnrampPurchase: 'Beli kripto',
}
