import type { Catalogue } from '../catalogue.ts'

export const koButtons: Catalogue['buttons'] = {
  connectWallet: '지갑 연결',
  connecting: '연결 중…',
  account: '계정',
  wrongNetwork: '잘못된 네트워크',
  switchNetwork: ', 네트워크 전환',
}
