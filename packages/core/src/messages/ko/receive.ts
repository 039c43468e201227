import type { Catalogue } from '../catalogue.ts'

export const koReceive: Catalogue['receive'] = {
  qrLabel: '내 주소 {address}의 QR 코드',
  address: '내 주소',
  copy: '주소 복사',
  networks: '이 주소로 받을 수 있는 네트워크',
  warning: '이 주소로는 아래 네트워크에서만 보내세요. 다른 네트워크로 보낸 토큰은 잃어버릴 수 있어요.',
}

export const koReceiveTitles: Catalogue['receiveTitles'] = {
  WalletReceive: '받기',
}
