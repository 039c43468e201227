import type { Catalogue } from '../catalogue.ts'

export const jaButtons: Catalogue['buttons'] = {
  connectWallet: 'ウォレットを接続',
  connecting: '接続中…',
  account: 'アカウント',
  wrongNetwork: 'ネットワークが違います',
  switchNetwork: '、ネットワークを切り替え',
}
