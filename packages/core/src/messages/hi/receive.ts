import type { Catalogue } from '../catalogue.ts'

export const hiReceive: Catalogue['receive'] = {
  qrLabel: 'आपके पते {address} का QR कोड',
  address: 'आपका पता',
  copy: 'पता कॉपी करें',
  networks: 'वे नेटवर्क जिन पर यह पता प्राप्त कर सकता है',
  warning: 'इस पते पर सिर्फ़ इन्हीं नेटवर्क पर भेजें। किसी दूसरे नेटवर्क पर भेजे गए टोकन खो सकते हैं।',
}

export const hiReceiveTitles: Catalogue['receiveTitles'] = {
  WalletReceive: 'प्राप्त करें',
}
