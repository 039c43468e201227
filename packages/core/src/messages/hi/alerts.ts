import type { Catalogue } from '../catalogue.ts'

export const hiAlerts: Catalogue['alerts'] = {
  SWITCH_NETWORK_NOT_FOUND: {
    shortMessage: 'नेटवर्क नहीं मिला',
    longMessage: 'आपने जो नेटवर्क माँगा है, वह इस ऐप में सेट अप नहीं है।',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'ऐप कॉन्फ़िगरेशन अमान्य है',
    longMessage: 'इस ऐप का ऑरिजिन इसके प्रोजेक्ट की अनुमति-सूची में नहीं है।',
  },
  SOCIALS_TIMEOUT: {
    shortMessage: 'ऐप कॉन्फ़िगरेशन अमान्य है',
    longMessage: 'एम्बेडेड वॉलेट लोड नहीं हो सका। जाँचें कि यह डोमेन प्रोजेक्ट की अनुमति-सूची में है।',
  },
  JWT_TOKEN_NOT_VALID: {
    shortMessage: 'सेशन खत्म हो गया',
    longMessage: 'आपका सेशन खत्म हो गया है। कृपया फिर से लॉग इन करें।',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'प्रोजेक्ट ID अमान्य है',
    longMessage: 'यह ऐप जो projectId इस्तेमाल करता है, वह सर्वर को पता नहीं है।',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'प्रोजेक्ट ID कॉन्फ़िगर नहीं है',
    longMessage: 'वॉलेट रजिस्ट्री और ब्लॉकचेन API इस्तेमाल करने के लिए Foyer के विकल्पों में projectId सेट करें।',
  },
}
