import type { Catalogue } from '../catalogue.ts'

export const zhCNReceive: Catalogue['receive'] = {
  qrLabel: '您的地址 {address} 的二维码',
  address: '您的地址',
  copy: '复制地址',
  networks: '此地址可接收的网络',
  warning: '请仅在以下网络上向此地址转账。在其他网络上发送的代币可能会丢失。',
}

export const zhCNReceiveTitles: Catalogue['receiveTitles'] = {
  WalletReceive: '接收',
}
