import type { Catalogue } from '../catalogue.ts'

export const thSiwx: Catalogue['siwx'] = {
  heading: 'เข้าสู่ระบบ {app}',
  whatItIs: 'ลงนามข้อความเพื่อยืนยันว่าบัญชีนี้เป็นของคุณ การลงนามไม่มีค่าใช้จ่ายและไม่มีการส่งธุรกรรม',
  inWallet: 'กระเป๋าเงินของคุณจะแสดงข้อความให้ลงนาม',
  inFrame: 'ข้อความจะแสดงในหน้าต่างที่ปลอดภัยเพื่อให้คุณอนุมัติ',
  cancelDisconnects: 'การยกเลิกจะตัดการเชื่อมต่อกระเป๋าเงินของคุณ',
  account: 'บัญชี',
  sign: 'เข้าสู่ระบบ',
  signing: 'กำลังรอลายเซ็นของคุณ…',
  cancel: 'ยกเลิก',
  required: '{app} ต้องการให้คุณเข้าสู่ระบบ ลงนามข้อความ หรือยกเลิกเพื่อตัดการเชื่อมต่อ',
  failed: 'เข้าสู่ระบบไม่สำเร็จ กรุณาลองอีกครั้ง',
}

export const thSiwxTitles: Catalogue['siwxTitles'] = {
  SIWXSignMessage: 'เข้าสู่ระบบ',
  ConnectingSiwe: 'เข้าสู่ระบบ',
}
