import type { Catalogue } from '../catalogue.ts'

export const zhTWApproval: Catalogue['approval'] = {
  nothingWaiting: '目前沒有等待您核准的請求。',
  requestLabel: '待核准的請求',
  loadingRequest: '正在載入請求',
  answerHere: '請在這裡按「核准」或「拒絕」來回覆此請求。在此之前，這個視窗會保持開啟。',
}

export const zhTWApprovalTitles: Catalogue['approvalTitles'] = {
  ApproveTransaction: '核准交易',
  SignMessage: '簽署訊息',
  SignTypedData: '簽署結構化資料',
  ApproveRequest: '核准請求',
}
