import type { Catalogue } from '../catalogue.ts'

export const hiOnramp: Catalogue['onramp'] = {
  amount: 'भुगतान की रकम',
  presetLabel: '{amount} का भुगतान करें',
  currency: 'मुद्रा',
  method: 'भुगतान का तरीका',
  methods: { card: 'कार्ड', bank_account: 'बैंक खाता' },
  asset: 'खरीदने के लिए क्रिप्टो',
  assetOn: '{network} पर {symbol}',
  limits: '{method} से {min} से {max} {currency} तक',
  provider: 'प्रोवाइडर',
  problems: {
    amount: '0 से ज़्यादा रकम डालें, दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक।',
    limits: '{method} से भुगतान के लिए रकम {min} और {max} {currency} के बीच होनी चाहिए।',
    nothingToBuy: 'अभी {network} पर कुछ भी नहीं खरीदा जा सकता।',
    unavailable: 'प्रोवाइडर का पेज नहीं खुल सका। कृपया फिर से कोशिश करें।',
  },
  away: {
    title: 'अभी खरीदारी उपलब्ध नहीं है।',
    note: 'सेवा के जवाब देते ही यह यहाँ अपने-आप वापस आ जाएगी।',
  },
  fallbackOptions: 'सामान्य मुद्राएँ दिखाई जा रही हैं: प्रोवाइडर की सूची लोड नहीं हो सकी।',
  quote: 'कोटेशन',
  youGet: 'आपको मिलेगा',
  networkFee: 'नेटवर्क फ़ीस',
  providerFee: 'प्रोवाइडर फ़ीस',
  total: 'कुल',
  quoting: 'कोटेशन लिया जा रहा है…',
  quoteUnavailable: 'अभी कोई कोटेशन नहीं: प्रोवाइडर अपने पेज पर कीमत दिखाता है।',
  continue: 'जारी रखें',
  opening: 'खुल रहा है…',
  waiting: 'आपकी खरीदारी का इंतज़ार है…',
  waitingNote: '{provider} के पेज पर भुगतान पूरा करें। आपके वॉलेट में पहुँचते ही आपका {symbol} यहाँ दिखेगा।',
  blocked: 'आपके ब्राउज़र ने प्रोवाइडर की विंडो ब्लॉक कर दी।',
  openPage: '{provider} का पेज खोलें',
  done: 'आपका {symbol} आ गया है।',
  holding: 'अब आपके पास {amount} {symbol} है।',
  finished: 'मैंने पूरा कर लिया',
  backToAccount: 'अकाउंट पर वापस जाएँ',
}

export const hiOnrampTitles: Catalogue['onrampTitles'] = {
  WalletOnramp: 'क्रिप्टो खरीदें',
  WalletOnrampPurchase: 'क्रिप्टो खरीदें',
}
