import type { Catalogue } from '../catalogue.ts'

export const thSocial: Catalogue['social'] = {
  socialLogins: 'เข้าสู่ระบบด้วยโซเชียล',
  continueWith: 'ดำเนินการต่อด้วย {provider}',
  logInWith: 'เข้าสู่ระบบด้วย {provider}',
  logInWithAccount: 'เข้าสู่ระบบด้วยบัญชีของคุณ',
  continueInWindow: 'ดำเนินการต่อในหน้าต่าง {provider} ที่เปิดขึ้น',
  continueInAccountWindow: 'ดำเนินการต่อในหน้าต่างเข้าสู่ระบบที่เปิดขึ้น',
  loginFailed: 'เข้าสู่ระบบไม่สำเร็จ',
  authenticating: 'กำลังยืนยันตัวตน…',
  creatingSession: 'กำลังสร้างเซสชันของคุณ…',
  tryAgain: 'ลองอีกครั้ง',
  farcasterFailed: 'การเข้าสู่ระบบด้วย Farcaster ไม่เสร็จสิ้น',
  farcasterQrLabel: 'QR โค้ดสำหรับเข้าสู่ระบบด้วย Farcaster: สแกนด้วยโทรศัพท์ของคุณ',
  preparingQr: 'กำลังเตรียม QR โค้ด',
  farcasterScan: 'สแกนด้วยกล้องโทรศัพท์หรือแอป Farcaster แล้วเข้าสู่ระบบในแอป',
  openFarcaster: 'เปิด Farcaster',
  copyLink: 'คัดลอกลิงก์',
}

export const thSocialTitles: Catalogue['socialTitles'] = {
  ConnectingSocial: 'เข้าสู่ระบบ',
  ConnectingFarcaster: 'Farcaster',
}
