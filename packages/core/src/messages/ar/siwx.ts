import type { Catalogue } from '../catalogue.ts'

export const arSiwx: Catalogue['siwx'] = {
  heading: 'تسجيل الدخول إلى {app}',
  whatItIs: 'وقّع رسالة لإثبات أن هذا الحساب ملكك. التوقيع مجاني ولا يرسل أي معاملة.',
  inWallet: 'ستعرض محفظتك الرسالة لتوقّعها.',
  inFrame: 'ستظهر الرسالة في نافذة آمنة لتوافق عليها.',
  cancelDisconnects: 'الإلغاء يقطع اتصال محفظتك.',
  account: 'الحساب',
  sign: 'تسجيل الدخول',
  signing: 'في انتظار توقيعك…',
  cancel: 'إلغاء',
  required: 'يطلب منك {app} تسجيل الدخول. وقّع الرسالة، أو ألغِ لقطع الاتصال.',
  failed: 'فشل تسجيل الدخول. يُرجى المحاولة مرة أخرى.',
}

export const arSiwxTitles: Catalogue['siwxTitles'] = {
  SIWXSignMessage: 'تسجيل الدخول',
  ConnectingSiwe: 'تسجيل الدخول',
}
