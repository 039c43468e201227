import type { Catalogue } from '../catalogue.ts'

export const msSiwx: Catalogue['siwx'] = {
  heading: 'Log masuk ke {app}',
  whatItIs: 'Tandatangani mesej untuk membuktikan akaun ini milik anda. Tandatangan ini percuma dan tidak menghantar sebarang transaksi.',
  inWallet: 'Wallet anda akan memaparkan mesej untuk ditandatangani.',
  inFrame: 'Mesej akan dipaparkan dalam tetingkap selamat untuk anda luluskan.',
  cancelDisconnects: 'Membatalkan akan memutuskan sambungan wallet anda.',
  account: 'Akaun',
  sign: 'Log masuk',
  signing: 'Menunggu tandatangan anda…',
  cancel: 'Batal',
  required: '{app} memerlukan anda log masuk. Tandatangani mesej, atau batalkan untuk memutuskan sambungan.',
  failed: 'Log masuk gagal. Sila cuba lagi.',
}

export const msSiwxTitles: Catalogue['siwxTitles'] = {
  SIWXSignMessage: 'Log masuk',
  ConnectingSiwe: 'Log masuk',
}
