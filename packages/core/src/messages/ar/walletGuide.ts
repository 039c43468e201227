import type { Catalogue } from '../catalogue.ts'

export const arWalletGuide: Catalogue['walletGuide'] = {
  homeTitle: 'مكان لأصولك الرقمية',
  homeText: 'تحفظ المحفظة رموزك المميزة ومقتنياتك، والمفاتيح التي تثبت أنها ملكك.',
  loginTitle: 'طريقة جديدة لتسجيل الدخول',
  loginText: 'بدلًا من إنشاء حساب وكلمة مرور جديدين في كل موقع، تربط محفظتك وتوافق على كل طلب فيها.',
  ownTitle: 'ملكك وحدك',
  ownText: 'أنت وحدك تملك مفاتيحها: لا أحد، ولا حتى هذا الموقع، يستطيع نقل ما فيها دون موافقتك.',
  getAWallet: 'احصل على محفظة',
  pickWallet: 'اختر محفظة لترى من أين تحصل عليها. بعد تثبيتها، عُد واربطها.',
  wallets: 'محافظ يمكنك الحصول عليها',
  loadingWallets: 'جارٍ تحميل المحافظ',
  listFailed: 'تعذّر تحميل قائمة المحافظ.',
  tryAgain: 'إعادة المحاولة',
  getTitle: 'احصل على {wallet}',
  getHint: 'ثبّت {wallet} من أحد هذه المصادر، ثم عُد واخترها مرة أخرى.',
  downloads: 'من أين تحصل على {wallet}',
  noDownloads: 'لا توضح هذه المحفظة من أين يمكن الحصول عليها.',
  opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
  dontHave: 'ليس لديك {wallet}؟',
  get: 'احصل',
  getLabel: 'احصل على {wallet}',
  chrome: 'إضافة Chrome',
  firefox: 'إضافة Firefox',
  ios: 'تطبيق iPhone (App Store)',
  android: 'تطبيق Android (Google Play)',
  desktop: 'تطبيق سطح المكتب',
  website: 'الموقع الإلكتروني',
}

export const arWalletGuideTitles: Catalogue['walletGuideTitles'] = {
  WhatIsAWallet: 'ما هي المحفظة؟',
  GetWallet: 'احصل على محفظة',
}
