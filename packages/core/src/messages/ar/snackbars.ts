import type { Catalogue } from '../catalogue.ts'

export const arSnackbars: Catalogue['snackbars'] = {
  TOKEN_BALANCE_UNAVAILABLE: 'رصيد الرموز المميزة غير متاح',
  TRANSACTION_STARTED: 'بدأت المعاملة',
  SOMETHING_WENT_WRONG: 'حدث خطأ ما',
  SEND_FAILED: 'تعذّر إرسال المعاملة. يُرجى المحاولة مرة أخرى.',
  FETCH_TRANSACTIONS_FAILED: 'تعذّر جلب المعاملات',
  AUTH_INIT_FAILED: 'حدثت مشكلة أثناء بدء المصادقة',
  SIGNATURE_DECLINED: 'تم رفض التوقيع',
  CALLS_UNSUPPORTED: 'لا يمكن لهذه المحفظة إرسال هذه المجموعة من الاستدعاءات',
  SMART_ACCOUNTS_UNSUPPORTED: 'قد لا يدعم هذا التطبيق الحسابات الذكية',
  AUTHENTICATING: 'جارٍ المصادقة…',
  ADDRESS_COPIED: 'تم نسخ العنوان',
  LINK_COPIED: 'تم نسخ الرابط',
  NETWORK_SWITCH_FAILED: 'تعذّر تبديل الشبكة',
  ACTION_NOT_ALLOWED: 'الإجراء غير مسموح به',
  CHAIN_NOT_SUPPORTED: 'الشبكة غير مدعومة',
}
