import type { Catalogue } from '../catalogue.ts'

export const ruReceive: Catalogue['receive'] = {
  qrLabel: 'QR-код вашего адреса {address}',
  address: 'Ваш адрес',
  copy: 'Копировать адрес',
  networks: 'Сети, в которых этот адрес принимает средства',
  warning: 'Отправляйте на этот адрес только в этих сетях. Токены, отправленные в другой сети, могут быть потеряны.',
}

export const ruReceiveTitles: Catalogue['receiveTitles'] = {
  WalletReceive: 'Получить',
}
