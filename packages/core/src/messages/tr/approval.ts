import type { Catalogue } from '../catalogue.ts'

export const trApproval: Catalogue['approval'] = {
  nothingWaiting: 'Onayınızı bekleyen bir istek yok.',
  requestLabel: 'Onaylanacak istek',
  loadingRequest: 'İstek yükleniyor',
  answerHere: 'Bu isteği burada onaylayın veya reddedin. O zamana kadar bu pencere açık kalır.',
}

export const trApprovalTitles: Catalogue['approvalTitles'] = {
  ApproveTransaction: 'İşlemi onaylayın',
  SignMessage: 'Mesajı imzalayın',
  SignTypedData: 'Yapılandırılmış veriyi imzalayın',
  ApproveRequest: 'İsteği onaylayın',
}
