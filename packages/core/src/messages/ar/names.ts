import type { Catalogue } from '../catalogue.ts'

export const arNames: Catalogue['names'] = {
  registerAction: 'تسجيل اسم',
  intro: 'اختر اسمًا لحسابك. يمكن للآخرين الإرسال إليه بدلًا من عنوانك.',
  label: 'الاسم',
  rule: 'أحرف وأرقام وشرطات، 4 أحرف على الأقل.',
  problems: {
    characters: 'استخدم الأحرف والأرقام والشرطات فقط.',
    tooShort: 'استخدم 4 أحرف على الأقل.',
    tooLong: 'استخدم 63 حرفًا كحد أقصى.',
    hyphens: 'لا يمكن أن يبدأ الاسم أو ينتهي بشرطة، ولا أن يكون حرفاه الثالث والرابع كلاهما شرطتين.',
  },
  checking: 'جارٍ التحقق من {name}…',
  available: '{name} متاح.',
  taken: '{name} مستخدم بالفعل.',
  cannotCheck: 'تعذّر التحقق مما إذا كان {name} متاحًا.',
  suggestions: 'اقتراحات',
  useSuggestion: 'استخدام {name}',
  register: 'تسجيل',
  confirmInWallet: 'أكّد في محفظتك…',
  failures: {
    taken: 'سجّل شخص آخر {name} للتو. اختر اسمًا آخر.',
    accountNamed: 'هذا الحساب لديه اسم بالفعل: {name}.',
    tooMany: 'تم تسجيل عدد كبير جدًا من الأسماء من اتصالك بالإنترنت. يُرجى المحاولة لاحقًا.',
    failed: 'حدث خطأ أثناء تسجيل الاسم. يُرجى المحاولة مرة أخرى.',
  },
  registered: 'أصبح اسم حسابك الآن {name}. يمكن للتطبيقات والمحافظ عرضه بدلًا من عنوانك.',
  backToAccount: 'العودة إلى الحساب',
}

export const arNameTitles: Catalogue['nameTitles'] = {
  RegisterAccountName: 'اختيار اسم',
  RegisterAccountNameSuccess: 'تم تسجيل الاسم',
}
