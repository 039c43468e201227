import type { Catalogue } from '../catalogue.ts'

export const hiSiwx: Catalogue['siwx'] = {
  heading: '{app} में साइन इन करें',
  whatItIs: 'यह साबित करने के लिए कि यह अकाउंट आपका है, एक मैसेज पर साइन करें। साइन करना मुफ़्त है और इससे कोई ट्रांज़ैक्शन नहीं भेजा जाता।',
  inWallet: 'आपका वॉलेट साइन करने के लिए मैसेज दिखाएगा।',
  inFrame: 'मैसेज एक सुरक्षित विंडो में दिखेगा, जहाँ आप उसे मंज़ूरी देंगे।',
  cancelDisconnects: 'रद्द करने पर आपका वॉलेट डिस्कनेक्ट हो जाएगा।',
  account: 'अकाउंट',
  sign: 'साइन इन करें',
  signing: 'आपके सिग्नेचर का इंतज़ार है…',
  cancel: 'रद्द करें',
  required: '{app} चाहता है कि आप साइन इन करें। मैसेज पर साइन करें, या डिस्कनेक्ट करने के लिए रद्द करें।',
  failed: 'साइन इन नहीं हो सका। कृपया फिर से कोशिश करें।',
}

export const hiSiwxTitles: Catalogue['siwxTitles'] = {
  SIWXSignMessage: 'साइन इन करें',
  ConnectingSiwe: 'साइन इन करें',
}
