import type { Catalogue } from '../catalogue.ts'

export const hiApproval: Catalogue['approval'] = {
  nothingWaiting: 'कोई अनुरोध आपकी मंज़ूरी का इंतज़ार नहीं कर रहा है।',
  requestLabel: 'मंज़ूरी के लिए अनुरोध',
  loadingRequest: 'अनुरोध लोड हो रहा है',
  answerHere: 'इस अनुरोध को यहीं मंज़ूर या अस्वीकार करें। तब तक यह विंडो खुली रहेगी।',
}

export const hiApprovalTitles: Catalogue['approvalTitles'] = {
  ApproveTransaction: 'ट्रांज़ैक्शन मंज़ूर करें',
  SignMessage: 'मैसेज पर साइन करें',
  SignTypedData: 'स्ट्रक्चर्ड डेटा पर साइन करें',
  ApproveRequest: 'अनुरोध मंज़ूर करें',
}
