import type { Catalogue } from '../catalogue.ts'

export const arReceive: Catalogue['receive'] = {
  qrLabel: 'رمز QR لعنوانك {address}',
  address: 'عنوانك',
  copy: 'نسخ العنوان',
  networks: 'الشبكات التي يستقبل عليها هذا العنوان',
  warning: 'أرسل إلى هذا العنوان على هذه الشبكات فقط. قد تضيع الرموز المميزة المرسلة على شبكة أخرى.',
}

export const arReceiveTitles: Catalogue['receiveTitles'] = {
  WalletReceive: 'استلام',
}
