import type { Catalogue } from '../catalogue.ts'

export const trNames: Catalogue['names'] = {
  registerAction: 'Ad kaydet',
  intro: 'Hesabınız için bir ad seçin. Başkaları adresiniz yerine bu ada gönderim yapabilir.',
  label: 'Ad',
  rule: 'Harf, rakam ve kısa çizgi; en az 4 karakter.',
  problems: {
    characters: 'Yalnızca harf, rakam ve kısa çizgi kullanın.',
    tooShort: 'En az 4 karakter kullanın.',
    tooLong: 'En fazla 63 karakter kullanın.',
    hyphens: 'Kısa çizgi adın başında veya sonunda olamaz, üçüncü ve dördüncü karakter de olamaz.',
  },
  checking: '{name} kontrol ediliyor…',
  available: '{name} kullanılabilir.',
  taken: '{name} zaten alınmış.',
  cannotCheck: '{name} adının boşta olup olmadığı kontrol edilemedi.',
  suggestions: 'Öneriler',
  useSuggestion: '{name} adını kullan',
  register: 'Kaydet',
  confirmInWallet: 'Cüzdanınızda onaylayın…',
  failures: {
    taken: '{name} az önce alındı. Başka bir ad seçin.',
    accountNamed: 'Bu hesabın zaten bir adı var: {name}.',
    tooMany: 'Ağınızdan çok fazla ad kaydedildi. Lütfen daha sonra tekrar deneyin.',
    failed: 'Ad kaydedilirken hata oluştu. Lütfen tekrar deneyin.',
  },
  registered: 'Hesabınızın adı artık {name}. Uygulamalar ve cüzdanlar adresiniz yerine bu adı gösterebilir.',
  backToAccount: 'Hesaba dön',
}

export const trNameTitles: Catalogue['nameTitles'] = {
  RegisterAccountName: 'Ad seçin',
  RegisterAccountNameSuccess: 'Ad kaydedildi',
}
