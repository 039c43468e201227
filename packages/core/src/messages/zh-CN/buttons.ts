import type { Catalogue } from '../catalogue.ts'

export const zhCNButtons: Catalogue['buttons'] = {
  connectWallet: '连接钱包',
  connecting: '正在连接…',
  account: '账户',
  wrongNetwork: '网络不匹配',
  switchNetwork: '，切换网络',
}
