import type { Catalogue } from '../catalogue.ts'

export const thReceive: Catalogue['receive'] = {
  qrLabel: 'QR โค้ดของที่อยู่ {address} ของคุณ',
  address: 'ที่อยู่ของคุณ',
  copy: 'คัดลอกที่อยู่',
  networks: 'เครือข่ายที่ที่อยู่นี้รับได้',
  warning: 'ส่งมายังที่อยู่นี้ผ่านเครือข่ายเหล่านี้เท่านั้น โทเคนที่ส่งผ่านเครือข่ายอื่นอาจสูญหาย',
}

export const thReceiveTitles: Catalogue['receiveTitles'] = {
  WalletReceive: 'รับ',
}
