import type { Catalogue } from '../catalogue.ts'

export const hiWalletGuide: Catalogue['walletGuide'] = {
  homeTitle: 'आपके डिजिटल एसेट का घर',
  homeText: 'वॉलेट आपके टोकन और कलेक्टिबल रखता है, और वे कुंजियाँ भी जो साबित करती हैं कि ये आपके हैं।',
  loginTitle: 'लॉग इन करने का नया तरीका',
  loginText: 'हर साइट पर नया अकाउंट और पासवर्ड बनाने के बजाय, आप अपना वॉलेट कनेक्ट करते हैं और उसी में हर अनुरोध को मंज़ूरी देते हैं।',
  ownTitle: 'सिर्फ़ आपका',
  ownText: 'इसकी कुंजियाँ सिर्फ़ आपके पास हैं: आपकी मंज़ूरी के बिना कोई भी, यह साइट भी नहीं, इसमें रखी चीज़ें कहीं नहीं भेज सकता।',
  getAWallet: 'वॉलेट पाएँ',
  pickWallet: 'कोई वॉलेट चुनें और देखें कि उसे कहाँ से पाएँ। इंस्टॉल होने के बाद यहाँ लौटें और उसे कनेक्ट करें।',
  wallets: 'वॉलेट जो आप पा सकते हैं',
  loadingWallets: 'वॉलेट लोड हो रहे हैं',
  listFailed: 'वॉलेट की सूची लोड नहीं हो सकी।',
  tryAgain: 'फिर से कोशिश करें',
  getTitle: '{wallet} पाएँ',
  getHint: 'इनमें से किसी एक से {wallet} इंस्टॉल करें, फिर यहाँ लौटकर उसे दोबारा चुनें।',
  downloads: '{wallet} कहाँ से पाएँ',
  noDownloads: 'यह वॉलेट नहीं बताता कि इसे कहाँ से पाएँ।',
  opensInNewTab: '(नए टैब में खुलता है)',
  dontHave: 'आपके पास {wallet} नहीं है?',
  get: 'पाएँ',
  getLabel: '{wallet} पाएँ',
  chrome: 'Chrome एक्सटेंशन',
  firefox: 'Firefox ऐड-ऑन',
  ios: 'iPhone ऐप (App Store)',
  android: 'Android ऐप (Google Play)',
  desktop: 'डेस्कटॉप ऐप',
  website: 'वेबसाइट',
}

export const hiWalletGuideTitles: Catalogue['walletGuideTitles'] = {
  WhatIsAWallet: 'वॉलेट क्या है?',
  GetWallet: 'वॉलेट पाएँ',
}
