import type { Catalogue } from '../catalogue.ts'

export const zhHKButtons: Catalogue['buttons'] = {
  connectWallet: '連接錢包',
  connecting: '連接中…',
  account: '帳戶',
  wrongNetwork: '網絡不正確',
  switchNetwork: '，切換網絡',
}
