import type { Catalogue } from '../catalogue.ts'

export const ukReceive: Catalogue['receive'] = {
  qrLabel: 'QR-код вашої адреси {address}',
  address: 'Ваша адреса',
  copy: 'Копіювати адресу',
  networks: 'Мережі, у яких ця адреса приймає кошти',
  warning: 'Надсилайте на цю адресу лише в цих мережах. Токени, надіслані в іншій мережі, можуть бути втрачені.',
}

export const ukReceiveTitles: Catalogue['receiveTitles'] = {
  WalletReceive: 'Отримати',
}
