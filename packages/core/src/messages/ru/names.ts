import type { Catalogue } from '../catalogue.ts'

export const ruNames: Catalogue['names'] = {
  registerAction: 'Зарегистрировать имя',
  intro: 'Выберите имя для аккаунта. Вам смогут отправлять средства на это имя вместо адреса.',
  label: 'Имя',
  rule: 'Буквы, цифры и дефисы, не меньше 4 символов.',
  problems: {
    characters: 'Используйте только буквы, цифры и дефисы.',
    tooShort: 'Используйте не меньше 4 символов.',
    tooLong: 'Используйте не больше 63 символов.',
    hyphens: 'Имя не может начинаться или заканчиваться дефисом, а также содержать дефисы на третьей и четвёртой позициях.',
  },
  checking: 'Проверяем {name}…',
  available: 'Имя {name} свободно.',
  taken: 'Имя {name} уже занято.',
  cannotCheck: 'Не удалось проверить, свободно ли имя {name}.',
  suggestions: 'Варианты',
  useSuggestion: 'Выбрать {name}',
  register: 'Зарегистрировать',
  confirmInWallet: 'Подтвердите в кошельке…',
  failures: {
    taken: 'Имя {name} только что заняли. Выберите другое.',
    accountNamed: 'У этого аккаунта уже есть имя: {name}.',
    tooMany: 'Из вашей сети зарегистрировано слишком много имён. Попробуйте позже.',
    failed: 'Ошибка при регистрации имени. Попробуйте ещё раз.',
  },
  registered: 'Теперь ваш аккаунт называется {name}. Приложения и кошельки смогут показывать это имя вместо адреса.',
  backToAccount: 'Назад к аккаунту',
}

export const ruNameTitles: Catalogue['nameTitles'] = {
  RegisterAccountName: 'Выбрать имя',
  RegisterAccountNameSuccess: 'Имя зарегистрировано',
}
