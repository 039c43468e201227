import type { Catalogue } from '../catalogue.ts'

export const msReceive: Catalogue['receive'] = {
  qrLabel: 'Kod QR alamat anda {address}',
  address: 'Alamat anda',
  copy: 'Salin alamat',
  networks: 'Rangkaian untuk menerima di alamat ini',
  warning: 'Hantar ke alamat ini hanya pada rangkaian ini. Token yang dihantar pada rangkaian lain mungkin hilang.',
}

export const msReceiveTitles: Catalogue['receiveTitles'] = {
  WalletReceive: 'Terima',
}
