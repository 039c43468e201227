import type { Catalogue } from '../catalogue.ts'

export const thNames: Catalogue['names'] = {
  registerAction: 'ลงทะเบียนชื่อ',
  intro: 'เลือกชื่อสำหรับบัญชีของคุณ ผู้อื่นสามารถส่งมาที่ชื่อนี้แทนที่อยู่ของคุณได้',
  label: 'ชื่อ',
  rule: 'ตัวอักษรภาษาอังกฤษ ตัวเลข และขีดกลาง อย่างน้อย 4 ตัวอักษร',
  problems: {
    characters: 'ใช้ได้เฉพาะตัวอักษรภาษาอังกฤษ ตัวเลข และขีดกลาง',
    tooShort: 'ใช้อย่างน้อย 4 ตัวอักษร',
    tooLong: 'ใช้ได้ไม่เกิน 63 ตัวอักษร',
    hyphens: 'ขีดกลางต้องไม่อยู่ที่ต้นหรือท้ายชื่อ และต้องไม่อยู่ที่ตัวอักษรตัวที่สามและสี่พร้อมกัน',
  },
  checking: 'กำลังตรวจสอบ {name}…',
  available: '{name} ใช้ได้',
  taken: '{name} มีผู้ใช้แล้ว',
  cannotCheck: 'ไม่สามารถตรวจสอบได้ว่า {name} ว่างหรือไม่',
  suggestions: 'ชื่อที่แนะนำ',
  useSuggestion: 'ใช้ {name}',
  register: 'ลงทะเบียน',
  confirmInWallet: 'ยืนยันในกระเป๋าเงินของคุณ…',
  failures: {
    taken: '{name} เพิ่งมีผู้ใช้ไป กรุณาเลือกชื่ออื่น',
    accountNamed: 'บัญชีนี้มีชื่ออยู่แล้ว: {name}',
    tooMany: 'มีการลงทะเบียนชื่อจากเครือข่ายอินเทอร์เน็ตของคุณมากเกินไป กรุณาลองอีกครั้งในภายหลัง',
    failed: 'เกิดข้อผิดพลาดในการลงทะเบียนชื่อ กรุณาลองอีกครั้ง',
  },
  registered: 'ตอนนี้บัญชีของคุณใช้ชื่อ {name} แล้ว แอปและกระเป๋าเงินสามารถแสดงชื่อนี้แทนที่อยู่ของคุณได้',
  backToAccount: 'กลับไปที่บัญชี',
}

export const thNameTitles: Catalogue['nameTitles'] = {
  RegisterAccountName: 'เลือกชื่อ',
  RegisterAccountNameSuccess: 'ลงทะเบียนชื่อแล้ว',
}
