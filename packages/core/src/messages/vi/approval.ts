import type { Catalogue } from '../catalogue.ts'

export const viApproval: Catalogue['approval'] = {
  nothingWaiting: 'Không có yêu cầu nào đang chờ bạn phê duyệt.',
  requestLabel: 'Yêu cầu cần phê duyệt',
  loadingRequest: 'Đang tải yêu cầu',
  answerHere: 'Hãy phê duyệt hoặc từ chối yêu cầu này tại đây. Cho đến lúc đó, cửa sổ này vẫn mở.',
}

export const viApprovalTitles: Catalogue['approvalTitles'] = {
  ApproveTransaction: 'Phê duyệt giao dịch',
  SignMessage: 'Ký tin nhắn',
  SignTypedData: 'Ký dữ liệu có cấu trúc',
  ApproveRequest: 'Phê duyệt yêu cầu',
}
