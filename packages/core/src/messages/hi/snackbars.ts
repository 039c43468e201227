import type { Catalogue } from '../catalogue.ts'

export const hiSnackbars: Catalogue['snackbars'] = {
  TOKEN_BALANCE_UNAVAILABLE: 'टोकन बैलेंस उपलब्ध नहीं',
  TRANSACTION_STARTED: 'ट्रांज़ैक्शन शुरू हो गया',
  SOMETHING_WENT_WRONG: 'कुछ गड़बड़ हो गई',
  SEND_FAILED: 'ट्रांज़ैक्शन नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  FETCH_TRANSACTIONS_FAILED: 'ट्रांज़ैक्शन लोड नहीं हो सके',
  AUTH_INIT_FAILED: 'लॉग इन शुरू करते समय कोई समस्या हुई',
  SIGNATURE_DECLINED: 'सिग्नेचर अस्वीकार किया गया',
  CALLS_UNSUPPORTED: 'यह वॉलेट कॉल का यह बैच नहीं भेज सकता',
  SMART_ACCOUNTS_UNSUPPORTED: 'हो सकता है कि यह ऐप्लिकेशन स्मार्ट अकाउंट सपोर्ट न करे',
  AUTHENTICATING: 'पहचान की पुष्टि हो रही है…',
  ADDRESS_COPIED: 'पता कॉपी हो गया',
  LINK_COPIED: 'लिंक कॉपी हो गया',
  NETWORK_SWITCH_FAILED: 'नेटवर्क नहीं बदला जा सका',
  ACTION_NOT_ALLOWED: 'इस कार्रवाई की अनुमति नहीं है',
  CHAIN_NOT_SUPPORTED: 'यह नेटवर्क सपोर्टेड नहीं है',
}
