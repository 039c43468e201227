import type { Catalogue } from '../catalogue.ts'

export const thShell: Catalogue['shell'] = {
  header: {
    back: 'ย้อนกลับ',
    close: 'ปิด',
    loading: 'กำลังโหลด',
    dismissAlert: 'ปิดการแจ้งเตือน',
  },
  connect: {
    or: 'หรือ',
    wallets: 'กระเป๋าเงิน',
    tagRecent: 'ล่าสุด',
    tagInstalled: 'ติดตั้งแล้ว',
    tagQrCode: 'QR โค้ด',
    allWallets: 'กระเป๋าเงินทั้งหมด',
    noWallet: 'ไม่พบกระเป๋าเงินในเบราว์เซอร์นี้',
    newToWallets: 'เพิ่งเริ่มใช้กระเป๋าเงินใช่ไหม?',
    moreWalletsFailed: 'โหลดกระเป๋าเงินเพิ่มเติมไม่สำเร็จ กระเป๋าเงินในเบราว์เซอร์นี้ยังใช้งานได้ตามปกติ',
    tryAgain: 'ลองอีกครั้ง',
    loginsUnavailable: {
      email: 'ขณะนี้ไม่สามารถเข้าสู่ระบบด้วยอีเมลได้',
      social: 'ขณะนี้ไม่สามารถเข้าสู่ระบบด้วยโซเชียลได้',
      both: 'ขณะนี้ไม่สามารถเข้าสู่ระบบด้วยอีเมลและโซเชียลได้',
    },
    legalAgree: {
      both: 'ฉันยอมรับ{terms}และ{privacy}',
      terms: 'ฉันยอมรับ{terms}',
      privacy: 'ฉันยอมรับ{privacy}',
    },
    termsOfService: 'ข้อกำหนดในการให้บริการ',
    privacyPolicy: 'นโยบายความเป็นส่วนตัว',
    legalFirst: 'ทำเครื่องหมายในช่องเพื่อเชื่อมต่อ',
    continueWithWallet: 'ดำเนินการต่อด้วยกระเป๋าเงิน',
  },
}

export const thShellTitles: Catalogue['shellTitles'] = {
  Connect: 'เชื่อมต่อกระเป๋าเงิน',
  AllWallets: 'กระเป๋าเงินทั้งหมด',
  ConnectingWalletConnectBasic: 'เชื่อมต่อกระเป๋าเงิน',
  Account: 'บัญชี',
  Networks: 'เลือกเครือข่าย',
  UnsupportedChain: 'สลับเครือข่าย',
}
