import type { Catalogue } from '../catalogue.ts'

export const thApproval: Catalogue['approval'] = {
  nothingWaiting: 'ไม่มีคำขอที่รอการอนุมัติจากคุณ',
  requestLabel: 'คำขอที่ต้องอนุมัติ',
  loadingRequest: 'กำลังโหลดคำขอ',
  answerHere: 'อนุมัติหรือปฏิเสธคำขอนี้ที่นี่ หน้าต่างนี้จะยังเปิดอยู่จนกว่าคุณจะตอบ',
}

export const thApprovalTitles: Catalogue['approvalTitles'] = {
  ApproveTransaction: 'อนุมัติธุรกรรม',
  SignMessage: 'ลงนามข้อความ',
  SignTypedData: 'ลงนามข้อมูลแบบมีโครงสร้าง',
  ApproveRequest: 'อนุมัติคำขอ',
}
