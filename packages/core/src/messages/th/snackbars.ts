import type { Catalogue } from '../catalogue.ts'

export const thSnackbars: Catalogue['snackbars'] = {
  TOKEN_BALANCE_UNAVAILABLE: 'ไม่สามารถแสดงยอดโทเคนได้',
  TRANSACTION_STARTED: 'เริ่มธุรกรรมแล้ว',
  SOMETHING_WENT_WRONG: 'เกิดข้อผิดพลาดบางอย่าง',
  SEND_FAILED: 'ส่งธุรกรรมไม่สำเร็จ กรุณาลองอีกครั้ง',
  FETCH_TRANSACTIONS_FAILED: 'ดึงข้อมูลธุรกรรมไม่สำเร็จ',
  AUTH_INIT_FAILED: 'เกิดปัญหาขณะเริ่มการยืนยันตัวตน',
  SIGNATURE_DECLINED: 'การลงนามถูกปฏิเสธ',
  CALLS_UNSUPPORTED: 'กระเป๋าเงินนี้ส่งคำสั่งชุดนี้ไม่ได้',
  SMART_ACCOUNTS_UNSUPPORTED: 'แอปพลิเคชันนี้อาจไม่รองรับ Smart Account',
  AUTHENTICATING: 'กำลังยืนยันตัวตน…',
  ADDRESS_COPIED: 'คัดลอกที่อยู่แล้ว',
  LINK_COPIED: 'คัดลอกลิงก์แล้ว',
  NETWORK_SWITCH_FAILED: 'สลับเครือข่ายไม่สำเร็จ',
  ACTION_NOT_ALLOWED: 'ไม่อนุญาตให้ดำเนินการนี้',
  CHAIN_NOT_SUPPORTED: 'ไม่รองรับเครือข่ายนี้',
}
