import type { Catalogue } from '../catalogue.ts'

export const arButtons: Catalogue['buttons'] = {
  connectWallet: 'ربط المحفظة',
  connecting: 'جارٍ الربط…',
  account: 'الحساب',
  wrongNetwork: 'شبكة خاطئة',
  switchNetwork: '، تبديل الشبكة',
}
