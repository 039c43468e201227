import type { Catalogue } from '../catalogue.ts'

export const viButtons: Catalogue['buttons'] = {
  connectWallet: 'Kết nối ví',
  connecting: 'Đang kết nối…',
  account: 'Tài khoản',
  wrongNetwork: 'Sai mạng',
  switchNetwork: ', chuyển mạng',
}
