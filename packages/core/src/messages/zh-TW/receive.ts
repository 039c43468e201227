import type { Catalogue } from '../catalogue.ts'

export const zhTWReceive: Catalogue['receive'] = {
  qrLabel: '您的地址 {address} 的 QR Code',
  address: '您的地址',
  copy: '複製地址',
  networks: '此地址可接收的網路',
  warning: '請只在這些網路上傳送到此地址。在其他網路上傳送的代幣可能會遺失。',
}

export const zhTWReceiveTitles: Catalogue['receiveTitles'] = {
  WalletReceive: '接收',
}
