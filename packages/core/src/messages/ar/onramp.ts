import type { Catalogue } from '../catalogue.ts'

export const arOnramp: Catalogue['onramp'] = {
  amount: 'المبلغ المراد دفعه',
  presetLabel: 'دفع {amount}',
  currency: 'العملة',
  method: 'طريقة الدفع',
  methods: { card: 'بطاقة', bank_account: 'حساب بنكي' },
  asset: 'العملة الرقمية المراد شراؤها',
  assetOn: '{symbol} على {network}',
  limits: 'من {min} إلى {max} {currency} عبر {method}',
  provider: 'المزوّد',
  problems: {
    amount: 'أدخل مبلغًا أكبر من 0، بحد أقصى منزلتين عشريتين.',
    limits: 'يجب أن يكون المبلغ بين {min} و{max} {currency} للدفع عبر {method}.',
    nothingToBuy: 'لا يمكن شراء أي شيء على {network} حاليًا.',
    unavailable: 'تعذّر فتح صفحة المزوّد. يُرجى المحاولة مرة أخرى.',
  },
  away: {
    title: 'الشراء غير متاح حاليًا.',
    note: 'سيعود متاحًا هنا تلقائيًا بمجرد أن تستجيب الخدمة.',
  },
  fallbackOptions: 'يتم عرض العملات القياسية: تعذّر تحميل قائمة المزوّد.',
  quote: 'عرض السعر',
  youGet: 'ستحصل على',
  networkFee: 'رسوم الشبكة',
  providerFee: 'رسوم المزوّد',
  total: 'الإجمالي',
  quoting: 'جارٍ الحصول على عرض سعر…',
  quoteUnavailable: 'لا يوجد عرض سعر حاليًا: يعرض المزوّد السعر على صفحته.',
  continue: 'متابعة',
  opening: 'جارٍ الفتح…',
  waiting: 'في انتظار عملية الشراء…',
  waitingNote: 'أكمل الدفع على صفحة {provider}. سيظهر {symbol} هنا بمجرد وصوله إلى محفظتك.',
  blocked: 'حظر متصفحك نافذة المزوّد.',
  openPage: 'فتح صفحة {provider}',
  done: 'وصل {symbol} الخاص بك.',
  holding: 'أصبحت تملك الآن {amount} {symbol}.',
  finished: 'انتهيت',
  backToAccount: 'العودة إلى الحساب',
}

export const arOnrampTitles: Catalogue['onrampTitles'] = {
  WalletOnramp: 'شراء عملات رقمية',
  WalletOnrampPurchase: 'شراء عملات رقمية',
}
