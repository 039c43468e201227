import type { Catalogue } from '../catalogue.ts'

export const jaApproval: Catalogue['approval'] = {
  nothingWaiting: '承認待ちのリクエストはありません。',
  requestLabel: '承認するリクエスト',
  loadingRequest: 'リクエストを読み込み中',
  answerHere: 'このリクエストを、ここで承認または拒否してください。それまでこの画面は開いたままになります。',
}

export const jaApprovalTitles: Catalogue['approvalTitles'] = {
  ApproveTransaction: 'トランザクションを承認',
  SignMessage: 'メッセージに署名',
  SignTypedData: '構造化データに署名',
  ApproveRequest: 'リクエストを承認',
}
