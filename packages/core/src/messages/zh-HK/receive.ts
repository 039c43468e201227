import type { Catalogue } from '../catalogue.ts'

export const zhHKReceive: Catalogue['receive'] = {
  qrLabel: '你的地址 {address} 的 QR Code',
  address: '你的地址',
  copy: '複製地址',
  networks: '此地址可接收的網絡',
  warning: '請只在這些網絡上發送到此地址。在其他網絡上發送的代幣可能會遺失。',
}

export const zhHKReceiveTitles: Catalogue['receiveTitles'] = {
  WalletReceive: '接收',
}
