import type { Catalogue } from '../catalogue.ts'

export const arShell: Catalogue['shell'] = {
  header: {
    back: 'رجوع',
    close: 'إغلاق',
    loading: 'جارٍ التحميل',
    dismissAlert: 'إغلاق التنبيه',
  },
  connect: {
    or: 'أو',
    wallets: 'المحافظ',
    tagRecent: 'مستخدمة مؤخرًا',
    tagInstalled: 'مثبّتة',
    tagQrCode: 'رمز QR',
    allWallets: 'كل المحافظ',
    noWallet: 'لم يتم العثور على محفظة في هذا المتصفح.',
    newToWallets: 'جديد على المحافظ؟',
    moreWalletsFailed: 'تعذّر تحميل المزيد من المحافظ. لا تزال المحافظ الموجودة في هذا المتصفح تعمل.',
    tryAgain: 'إعادة المحاولة',
    loginsUnavailable: {
      email: 'تسجيل الدخول بالبريد الإلكتروني غير متاح حاليًا.',
      social: 'تسجيل الدخول عبر حسابات التواصل الاجتماعي غير متاح حاليًا.',
      both: 'تسجيل الدخول بالبريد الإلكتروني وعبر حسابات التواصل الاجتماعي غير متاح حاليًا.',
    },
    legalAgree: {
      both: 'أوافق على {terms} و{privacy}',
      terms: 'أوافق على {terms}',
      privacy: 'أوافق على {privacy}',
    },
    termsOfService: 'شروط الخدمة',
    privacyPolicy: 'سياسة الخصوصية',
    legalFirst: 'حدّد المربع لتتمكّن من الربط.',
    continueWithWallet: 'المتابعة باستخدام محفظة',
  },
}

export const arShellTitles: Catalogue['shellTitles'] = {
  Connect: 'ربط المحفظة',
  AllWallets: 'كل المحافظ',
  ConnectingWalletConnectBasic: 'ربط المحفظة',
  Account: 'الحساب',
  Networks: 'اختيار الشبكة',
  UnsupportedChain: 'تبديل الشبكة',
}
