import type { Catalogue } from '../catalogue.ts'

export const idSnackbars: Catalogue['snackbars'] = {
  TOKEN_BALANCE_UNAVAILABLE: 'Saldo token tidak tersedia',
  TRANSACTION_STARTED: 'Transaksi dimulai',
  SOMETHING_WENT_WRONG: 'Ada yang salah',
  SEND_FAILED: 'Gagal mengirim transaksi. Silakan coba lagi.',
  FETCH_TRANSACTIONS_FAILED: 'Gagal memuat transaksi',
  AUTH_INIT_FAILED: 'Terjadi masalah saat memulai autentikasi',
  SIGNATURE_DECLINED: 'Tanda tangan ditolak',
  CALLS_UNSUPPORTED: 'Wallet ini tidak dapat mengirim kumpulan panggilan ini',
  SMART_ACCOUNTS_UNSUPPORTED: 'Aplikasi ini mungkin tidak mendukung smart account',
  AUTHENTICATING: 'Mengautentikasi…',
  ADDRESS_COPIED: 'Alamat disalin',
  LINK_COPIED: 'Tautan disalin',
  NETWORK_SWITCH_FAILED: 'Gagal mengganti jaringan',
  ACTION_NOT_ALLOWED: 'Tindakan tidak diizinkan',
  CHAIN_NOT_SUPPORTED: 'Jaringan tidak didukung',
}
