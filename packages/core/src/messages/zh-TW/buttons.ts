import type { Catalogue } from '../catalogue.ts'

export const zhTWButtons: Catalogue['buttons'] = {
  connectWallet: '連結錢包',
  connecting: '連結中…',
  account: '帳戶',
  wrongNetwork: '網路不正確',
  switchNetwork: '，切換網路',
}
