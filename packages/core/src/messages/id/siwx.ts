import type { Catalogue } from '../catalogue.ts'

export const idSiwx: Catalogue['siwx'] = {
  heading: 'Masuk ke {app}',
  whatItIs: 'Tanda tangani pesan untuk membuktikan bahwa akun ini milik Anda. Tanda tangan ini gratis dan tidak mengirim transaksi apa pun.',
  inWallet: 'Wallet Anda akan menampilkan pesan yang perlu ditandatangani.',
  inFrame: 'Pesan akan muncul di jendela aman untuk Anda setujui.',
  cancelDisconnects: 'Jika dibatalkan, wallet Anda akan terputus.',
  account: 'Akun',
  sign: 'Masuk',
  signing: 'Menunggu tanda tangan Anda…',
  cancel: 'Batal',
  required: '{app} meminta Anda masuk. Tanda tangani pesannya, atau batalkan untuk memutuskan wallet.',
  failed: 'Gagal masuk. Silakan coba lagi.',
}

export const idSiwxTitles: Catalogue['siwxTitles'] = {
  SIWXSignMessage: 'Masuk',
  ConnectingSiwe: 'Masuk',
}
