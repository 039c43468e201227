import type { Catalogue } from '../catalogue.ts'

export const msSnackbars: Catalogue['snackbars'] = {
  TOKEN_BALANCE_UNAVAILABLE: 'Baki token tidak tersedia',
  TRANSACTION_STARTED: 'Transaksi dimulakan',
  SOMETHING_WENT_WRONG: 'Ada sesuatu yang tidak kena',
  SEND_FAILED: 'Gagal menghantar transaksi. Sila cuba lagi.',
  FETCH_TRANSACTIONS_FAILED: 'Gagal mendapatkan transaksi',
  AUTH_INIT_FAILED: 'Masalah berlaku semasa cuba memulakan pengesahan',
  SIGNATURE_DECLINED: 'Tandatangan ditolak',
  CALLS_UNSUPPORTED: 'Wallet ini tidak dapat menghantar kelompok panggilan ini',
  SMART_ACCOUNTS_UNSUPPORTED: 'Aplikasi ini mungkin tidak menyokong smart account',
  AUTHENTICATING: 'Mengesahkan…',
  ADDRESS_COPIED: 'Alamat disalin',
  LINK_COPIED: 'Pautan disalin',
  NETWORK_SWITCH_FAILED: 'Gagal menukar rangkaian',
  ACTION_NOT_ALLOWED: 'Tindakan tidak dibenarkan',
  CHAIN_NOT_SUPPORTED: 'Rangkaian tidak disokong',
}
