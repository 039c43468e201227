import type { Catalogue } from '../catalogue.ts'

export const arApproval: Catalogue['approval'] = {
  nothingWaiting: 'لا يوجد طلب بانتظار موافقتك.',
  requestLabel: 'طلب بانتظار الموافقة',
  loadingRequest: 'جارٍ تحميل الطلب',
  answerHere: 'وافق على هذا الطلب أو ارفضه هنا. وحتى ذلك الحين تبقى هذه النافذة مفتوحة.',
}

export const arApprovalTitles: Catalogue['approvalTitles'] = {
  ApproveTransaction: 'الموافقة على المعاملة',
  SignMessage: 'توقيع الرسالة',
  SignTypedData: 'توقيع بيانات منظّمة',
  ApproveRequest: 'الموافقة على الطلب',
}
