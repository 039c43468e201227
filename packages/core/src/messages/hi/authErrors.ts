import type { Catalogue } from '../catalogue.ts'

export const hiAuthErrors: Catalogue['authErrors'] = {
  INVALID_EMAIL: 'सही ईमेल पता डालें',
  SAME_EMAIL: 'यह पहले से ही आपके वॉलेट का ईमेल है',
  INVALID_OTP: 'ईमेल में आया 6 अंकों का कोड डालें',
  POPUP_CLOSED: 'लॉग इन पूरा होने से पहले ही लॉग इन विंडो बंद हो गई',
  LOGIN_FAILED: 'लॉग इन पूरा नहीं हुआ। कृपया फिर से कोशिश करें।',
  TRY_AGAIN_AFTER: 'कृपया {seconds} सेकंड बाद फिर से कोशिश करें',
  FRAME_ERROR: 'एक गड़बड़ी हुई',
  SERVER_UNREACHABLE: 'हम सर्वर तक नहीं पहुँच सके। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  SITE_NOT_ALLOWED: 'इस साइट पर ईमेल और सोशल लॉग इन उपलब्ध नहीं है।',
  SOMETHING_WENT_WRONG: 'कुछ गड़बड़ हो गई',
  CODE_NOT_ACCEPTED: 'वह कोड काम नहीं किया। ईमेल जाँचें और फिर से कोशिश करें, या नया कोड मँगाएँ।',
  CODE_WRONG: 'वह कोड सही नहीं है। बची हुई कोशिशें: {count}।',
  CODE_LOCKED: 'बहुत ज़्यादा गलत कोड: यह कोड अब काम नहीं करेगा। नया कोड मँगाएँ।',
  LOCKED_OUT: 'बहुत ज़्यादा गलत कोड। कुछ मिनट रुकें, फिर नया कोड मँगाएँ।',
  MAIL_LIMIT: 'बहुत ज़्यादा लॉग इन ईमेल माँगे गए। कृपया बाद में फिर से कोशिश करें।',
  LOGIN_CANCELLED: '{provider} पर लॉग इन रद्द कर दिया गया।',
}
