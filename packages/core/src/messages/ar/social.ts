import type { Catalogue } from '../catalogue.ts'

export const arSocial: Catalogue['social'] = {
  socialLogins: 'تسجيل الدخول عبر حسابات التواصل الاجتماعي',
  continueWith: 'المتابعة باستخدام {provider}',
  logInWith: 'تسجيل الدخول باستخدام {provider}',
  logInWithAccount: 'تسجيل الدخول باستخدام حسابك',
  continueInWindow: 'تابع في نافذة {provider} التي فُتحت.',
  continueInAccountWindow: 'تابع في نافذة تسجيل الدخول التي فُتحت.',
  loginFailed: 'فشل تسجيل الدخول',
  authenticating: 'جارٍ المصادقة…',
  creatingSession: 'جارٍ إنشاء جلستك…',
  tryAgain: 'إعادة المحاولة',
  farcasterFailed: 'لم يكتمل تسجيل الدخول عبر Farcaster.',
  farcasterQrLabel: 'رمز QR لتسجيل الدخول عبر Farcaster: امسحه بهاتفك',
  preparingQr: 'جارٍ تجهيز رمز QR',
  farcasterScan: 'امسحه بكاميرا هاتفك أو بتطبيق Farcaster، ثم سجّل الدخول هناك.',
  openFarcaster: 'فتح Farcaster',
  copyLink: 'نسخ الرابط',
}

export const arSocialTitles: Catalogue['socialTitles'] = {
  ConnectingSocial: 'تسجيل الدخول',
  ConnectingFarcaster: 'Farcaster',
}
