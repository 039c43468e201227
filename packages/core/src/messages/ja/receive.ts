import type { Catalogue } from '../catalogue.ts'

export const jaReceive: Catalogue['receive'] = {
  qrLabel: 'あなたのアドレス {address} のQRコード',
  address: 'あなたのアドレス',
  copy: 'アドレスをコピー',
  networks: 'このアドレスで受け取れるネットワーク',
  warning: 'このアドレスへは、これらのネットワークでのみ送ってください。ほかのネットワークで送られたトークンは失われる可能性があります。',
}

export const jaReceiveTitles: Catalogue['receiveTitles'] = {
  WalletReceive: '受け取り',
}
