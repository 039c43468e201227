import type { Catalogue } from '../catalogue.ts'

export const zhHKApproval: Catalogue['approval'] = {
  nothingWaiting: '目前沒有等待你批准的請求。',
  requestLabel: '待批准的請求',
  loadingRequest: '正在載入請求',
  answerHere: '請在這裏按「批准」或「拒絕」來回覆此請求。在此之前，這個視窗會保持開啟。',
}

export const zhHKApprovalTitles: Catalogue['approvalTitles'] = {
  ApproveTransaction: '批准交易',
  SignMessage: '簽署訊息',
  SignTypedData: '簽署結構化資料',
  ApproveRequest: '批准請求',
}
