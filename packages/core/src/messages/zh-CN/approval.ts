import type { Catalogue } from '../catalogue.ts'

export const zhCNApproval: Catalogue['approval'] = {
  nothingWaiting: '没有等待您批准的请求。',
  requestLabel: '待批准的请求',
  loadingRequest: '正在加载请求',
  answerHere: '请在此处批准或拒绝此请求。在此之前，此窗口将保持打开。',
}

export const zhCNApprovalTitles: Catalogue['approvalTitles'] = {
  ApproveTransaction: '批准交易',
  SignMessage: '签名消息',
  SignTypedData: '签名结构化数据',
  ApproveRequest: '批准请求',
}
