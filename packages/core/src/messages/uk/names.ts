import type { Catalogue } from '../catalogue.ts'

export const ukNames: Catalogue['names'] = {
  registerAction: 'Зареєструвати ім’я',
  intro: 'Виберіть ім’я для акаунта. Вам зможуть надсилати кошти на це ім’я замість адреси.',
  label: 'Ім’я',
  rule: 'Літери, цифри й дефіси, щонайменше 4 символи.',
  problems: {
    characters: 'Використовуйте лише літери, цифри й дефіси.',
    tooShort: 'Використовуйте щонайменше 4 символи.',
    tooLong: 'Використовуйте не більше 63 символів.',
    hyphens: 'Ім’я не може починатися чи закінчуватися дефісом або містити дефіси на третій і четвертій позиціях.',
  },
  checking: 'Перевіряємо {name}…',
  available: 'Ім’я {name} вільне.',
  taken: 'Ім’я {name} уже зайняте.',
  cannotCheck: 'Не вдалося перевірити, чи вільне ім’я {name}.',
  suggestions: 'Варіанти',
  useSuggestion: 'Вибрати {name}',
  register: 'Зареєструвати',
  confirmInWallet: 'Підтвердьте в гаманці…',
  failures: {
    taken: 'Ім’я {name} щойно зайняли. Виберіть інше.',
    accountNamed: 'Цей акаунт уже має ім’я: {name}.',
    tooMany: 'З вашої мережі зареєстровано забагато імен. Спробуйте пізніше.',
    failed: 'Помилка реєстрації імені. Спробуйте ще раз.',
  },
  registered: 'Тепер ваш акаунт називається {name}. Застосунки й гаманці можуть показувати це ім’я замість адреси.',
  backToAccount: 'Назад до акаунта',
}

export const ukNameTitles: Catalogue['nameTitles'] = {
  RegisterAccountName: 'Вибрати ім’я',
  RegisterAccountNameSuccess: 'Ім’я зареєстровано',
}
