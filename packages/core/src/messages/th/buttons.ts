import type { Catalogue } from '../catalogue.ts'

export const thButtons: Catalogue['buttons'] = {
  connectWallet: 'เชื่อมต่อกระเป๋าเงิน',
  connecting: 'กำลังเชื่อมต่อ…',
  account: 'บัญชี',
  wrongNetwork: 'เครือข่ายไม่ถูกต้อง',
  switchNetwork: ', สลับเครือข่าย',
}
