import type { Catalogue } from '../catalogue.ts'

export const idReceive: Catalogue['receive'] = {
  qrLabel: 'Kode QR alamat Anda {address}',
  address: 'Alamat Anda',
  copy: 'Salin alamat',
  networks: 'Jaringan untuk menerima di alamat ini',
  warning: 'Kirim ke alamat ini hanya di jaringan berikut. Token yang dikirim di jaringan lain bisa hilang.',
}

export const idReceiveTitles: Catalogue['receiveTitles'] = {
  WalletReceive: 'Terima',
}
