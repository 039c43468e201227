import type { Catalogue } from '../catalogue.ts'

export const idButtons: Catalogue['buttons'] = {
  connectWallet: 'Hubungkan wallet',
  connecting: 'Menghubungkan…',
  account: 'Akun',
  wrongNetwork: 'Jaringan salah',
  switchNetwork: ', ganti jaringan',
}
