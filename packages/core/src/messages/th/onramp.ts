import type { Catalogue } from '../catalogue.ts'

export const thOnramp: Catalogue['onramp'] = {
  amount: 'จำนวนเงินที่จ่าย',
  presetLabel: 'จ่าย {amount}',
  currency: 'สกุลเงิน',
  method: 'วิธีชำระเงิน',
  methods: { card: 'บัตร', bank_account: 'บัญชีธนาคาร' },
  asset: 'คริปโตที่จะซื้อ',
  assetOn: '{symbol} บน {network}',
  limits: '{min} ถึง {max} {currency} ผ่าน {method}',
  provider: 'ผู้ให้บริการ',
  problems: {
    amount: 'กรอกจำนวนเงินที่มากกว่า 0 และมีทศนิยมไม่เกิน 2 ตำแหน่ง',
    limits: 'จำนวนเงินต้องอยู่ระหว่าง {min} ถึง {max} {currency} สำหรับการชำระผ่าน {method}',
    nothingToBuy: 'ขณะนี้ไม่มีสิ่งที่ซื้อได้บน {network}',
    unavailable: 'ไม่สามารถเปิดหน้าของผู้ให้บริการได้ กรุณาลองอีกครั้ง',
  },
  away: {
    title: 'ขณะนี้ยังซื้อไม่ได้',
    note: 'จะกลับมาใช้ได้ที่นี่โดยอัตโนมัติเมื่อบริการตอบกลับ',
  },
  fallbackOptions: 'กำลังแสดงสกุลเงินมาตรฐาน เนื่องจากโหลดรายการของผู้ให้บริการไม่สำเร็จ',
  quote: 'ราคาเสนอ',
  youGet: 'คุณจะได้รับ',
  networkFee: 'ค่าธรรมเนียมเครือข่าย',
  providerFee: 'ค่าธรรมเนียมผู้ให้บริการ',
  total: 'รวม',
  quoting: 'กำลังขอราคาเสนอ…',
  quoteUnavailable: 'ขณะนี้ไม่มีราคาเสนอ ผู้ให้บริการจะแสดงราคาในหน้าของตน',
  continue: 'ดำเนินการต่อ',
  opening: 'กำลังเปิด…',
  waiting: 'กำลังรอการซื้อของคุณ…',
  waitingNote: 'ชำระเงินให้เสร็จในหน้าของ {provider} แล้ว {symbol} ของคุณจะแสดงที่นี่เมื่อเข้าสู่กระเป๋าเงินของคุณ',
  blocked: 'เบราว์เซอร์ของคุณบล็อกหน้าต่างของผู้ให้บริการ',
  openPage: 'เปิดหน้าของ {provider}',
  done: '{symbol} ของคุณมาถึงแล้ว',
  holding: 'ตอนนี้คุณมี {amount} {symbol}',
  finished: 'เสร็จแล้ว',
  backToAccount: 'กลับไปที่บัญชี',
}

export const thOnrampTitles: Catalogue['onrampTitles'] = {
  WalletOnramp: 'ซื้อคริปโต',
  WalletOnrampPurchase: 'ซื้อคริปโต',
}
