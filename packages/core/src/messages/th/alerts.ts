import type { Catalogue } from '../catalogue.ts'

export const thAlerts: Catalogue['alerts'] = {
  SWITCH_NETWORK_NOT_FOUND: {
    shortMessage: 'ไม่พบเครือข่าย',
    longMessage: 'เครือข่ายที่คุณขอไม่ได้ตั้งค่าไว้ในแอปนี้',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'การตั้งค่าแอปไม่ถูกต้อง',
    longMessage: 'ต้นทาง (origin) ของแอปนี้ไม่อยู่ในรายการที่อนุญาตของโปรเจกต์',
  },
  SOCIALS_TIMEOUT: {
    shortMessage: 'การตั้งค่าแอปไม่ถูกต้อง',
    longMessage: 'โหลดกระเป๋าเงินแบบฝังไม่สำเร็จ ตรวจสอบว่าโดเมนนี้อยู่ในรายการที่อนุญาตของโปรเจกต์',
  },
  JWT_TOKEN_NOT_VALID: {
    shortMessage: 'เซสชันหมดอายุ',
    longMessage: 'เซสชันของคุณหมดอายุแล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'Project ID ไม่ถูกต้อง',
    longMessage: 'เซิร์ฟเวอร์ไม่รู้จัก projectId ที่แอปนี้ใช้',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'ยังไม่ได้ตั้งค่า Project ID',
    longMessage: 'ตั้งค่า projectId ในตัวเลือกของ Foyer เพื่อใช้รายชื่อกระเป๋าเงินและ Blockchain API',
  },
}
