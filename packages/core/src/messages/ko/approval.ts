import type { Catalogue } from '../catalogue.ts'

export const koApproval: Catalogue['approval'] = {
  nothingWaiting: '승인을 기다리는 요청이 없어요.',
  requestLabel: '승인할 요청',
  loadingRequest: '요청 불러오는 중',
  answerHere: '이 요청을 여기에서 승인하거나 거부하세요. 그때까지 이 창은 닫히지 않아요.',
}

export const koApprovalTitles: Catalogue['approvalTitles'] = {
  ApproveTransaction: '거래 승인',
  SignMessage: '메시지 서명',
  SignTypedData: '구조화된 데이터 서명',
  ApproveRequest: '요청 승인',
}
