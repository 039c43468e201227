import type { Catalogue } from '../catalogue.ts'

export const hiSocial: Catalogue['social'] = {
  socialLogins: 'सोशल लॉग इन',
  continueWith: '{provider} से जारी रखें',
  logInWith: '{provider} से लॉग इन करें',
  logInWithAccount: 'अपने अकाउंट से लॉग इन करें',
  continueInWindow: 'खुली हुई {provider} विंडो में जारी रखें।',
  continueInAccountWindow: 'खुली हुई अकाउंट विंडो में जारी रखें।',
  loginFailed: 'लॉग इन नहीं हो सका',
  authenticating: 'पहचान की पुष्टि हो रही है…',
  creatingSession: 'आपका सेशन बनाया जा रहा है…',
  tryAgain: 'फिर से कोशिश करें',
  farcasterFailed: 'Farcaster लॉग इन पूरा नहीं हुआ।',
  farcasterQrLabel: 'Farcaster से लॉग इन करने का QR कोड: इसे अपने फ़ोन से स्कैन करें',
  preparingQr: 'QR कोड तैयार हो रहा है',
  farcasterScan: 'अपने फ़ोन के कैमरे या Farcaster ऐप से स्कैन करें, फिर वहाँ साइन इन करें।',
  openFarcaster: 'Farcaster खोलें',
  copyLink: 'लिंक कॉपी करें',
}

export const hiSocialTitles: Catalogue['socialTitles'] = {
  ConnectingSocial: 'लॉग इन करें',
  ConnectingFarcaster: 'Farcaster',
}
