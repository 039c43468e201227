import type { Catalogue } from '../catalogue.ts'

export const viReceive: Catalogue['receive'] = {
  qrLabel: 'Mã QR cho địa chỉ {address} của bạn',
  address: 'Địa chỉ của bạn',
  copy: 'Sao chép địa chỉ',
  networks: 'Các mạng mà địa chỉ này nhận được',
  warning: 'Chỉ gửi đến địa chỉ này trên các mạng sau. Token gửi trên mạng khác có thể bị mất.',
}

export const viReceiveTitles: Catalogue['receiveTitles'] = {
  WalletReceive: 'Nhận',
}
