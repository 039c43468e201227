import type { Catalogue } from '../catalogue.ts'

export const thWalletGuide: Catalogue['walletGuide'] = {
  homeTitle: 'บ้านของสินทรัพย์ดิจิทัลของคุณ',
  homeText: 'กระเป๋าเงินเก็บโทเคนและของสะสมดิจิทัลของคุณ รวมถึงกุญแจที่พิสูจน์ว่าสิ่งเหล่านี้เป็นของคุณ',
  loginTitle: 'วิธีใหม่ในการเข้าสู่ระบบ',
  loginText: 'แทนที่จะสร้างบัญชีและรหัสผ่านใหม่ในทุกเว็บไซต์ คุณเพียงเชื่อมต่อกระเป๋าเงินและอนุมัติแต่ละคำขอในกระเป๋าเงิน',
  ownTitle: 'เป็นของคุณคนเดียว',
  ownText: 'มีเพียงคุณที่ถือกุญแจ ไม่มีใคร แม้แต่เว็บไซต์นี้ ที่จะย้ายสิ่งที่อยู่ในกระเป๋าเงินได้โดยไม่ได้รับการอนุมัติจากคุณ',
  getAWallet: 'ดาวน์โหลดกระเป๋าเงิน',
  pickWallet: 'เลือกกระเป๋าเงินเพื่อดูว่าจะดาวน์โหลดได้จากที่ไหน เมื่อติดตั้งแล้ว ให้กลับมาที่นี่และเชื่อมต่อ',
  wallets: 'กระเป๋าเงินที่ดาวน์โหลดได้',
  loadingWallets: 'กำลังโหลดกระเป๋าเงิน',
  listFailed: 'โหลดรายการกระเป๋าเงินไม่สำเร็จ',
  tryAgain: 'ลองอีกครั้ง',
  getTitle: 'ดาวน์โหลด {wallet}',
  getHint: 'ติดตั้ง {wallet} จากแหล่งใดแหล่งหนึ่งต่อไปนี้ แล้วกลับมาเลือกอีกครั้ง',
  downloads: 'แหล่งดาวน์โหลด {wallet}',
  noDownloads: 'กระเป๋าเงินนี้ไม่ได้ระบุว่าจะดาวน์โหลดได้จากที่ไหน',
  opensInNewTab: '(เปิดในแท็บใหม่)',
  dontHave: 'ยังไม่มี {wallet} ใช่ไหม?',
  get: 'ดาวน์โหลด',
  getLabel: 'ดาวน์โหลด {wallet}',
  chrome: 'ส่วนขยาย Chrome',
  firefox: 'ส่วนเสริม Firefox',
  ios: 'แอป iPhone (App Store)',
  android: 'แอป Android (Google Play)',
  desktop: 'แอปเดสก์ท็อป',
  website: 'เว็บไซต์',
}

export const thWalletGuideTitles: Catalogue['walletGuideTitles'] = {
  WhatIsAWallet: 'กระเป๋าเงินคืออะไร?',
  GetWallet: 'ดาวน์โหลดกระเป๋าเงิน',
}
