import type { Catalogue } from '../catalogue.ts'

export const arAlerts: Catalogue['alerts'] = {
  SWITCH_NETWORK_NOT_FOUND: {
    shortMessage: 'الشبكة غير موجودة',
    longMessage: 'الشبكة التي طلبتها غير مُعدّة في هذا التطبيق.',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'إعدادات التطبيق غير صالحة',
    longMessage: 'مصدر هذا التطبيق غير مدرج في قائمة المصادر المسموح بها لمشروعه.',
  },
  SOCIALS_TIMEOUT: {
    shortMessage: 'إعدادات التطبيق غير صالحة',
    longMessage: 'تعذّر تحميل المحفظة المدمجة. تحقّق من أن هذا النطاق مدرج في قائمة المصادر المسموح بها للمشروع.',
  },
  JWT_TOKEN_NOT_VALID: {
    shortMessage: 'انتهت الجلسة',
    longMessage: 'انتهت صلاحية جلستك. يُرجى تسجيل الدخول مرة أخرى.',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'معرّف المشروع غير صالح',
    longMessage: 'الخادم لا يعرف projectId الذي يستخدمه هذا التطبيق.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'معرّف المشروع غير مُعدّ',
    longMessage: 'عيّن projectId في خيارات Foyer لاستخدام سجل المحافظ وواجهة برمجة تطبيقات البلوكتشين.',
  },
}
