import type { Catalogue } from '../catalogue.ts'

export const hiButtons: Catalogue['buttons'] = {
  connectWallet: 'वॉलेट कनेक्ट करें',
  connecting: 'कनेक्ट हो रहा है…',
  account: 'अकाउंट',
  wrongNetwork: 'गलत नेटवर्क',
  switchNetwork: ', नेटवर्क बदलें',
}
