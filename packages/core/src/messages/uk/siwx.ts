import type { Catalogue } from '../catalogue.ts'

export const ukSiwx: Catalogue['siwx'] = {
  heading: 'Вхід у {app}',
  whatItIs: 'Підпишіть повідомлення, щоб підтвердити, що цей акаунт ваш. Підпис безкоштовний і не надсилає транзакцію.',
  inWallet: 'Гаманець покаже повідомлення для підпису.',
  inFrame: 'Повідомлення з’явиться в захищеному вікні, де ви зможете його підтвердити.',
  cancelDisconnects: 'У разі скасування гаманець буде відключено.',
  account: 'Акаунт',
  sign: 'Увійти',
  signing: 'Чекаємо на ваш підпис…',
  cancel: 'Скасувати',
  required: '{app} вимагає входу. Підпишіть повідомлення або скасуйте, щоб відключитися.',
  failed: 'Не вдалося увійти. Спробуйте ще раз.',
}

export const ukSiwxTitles: Catalogue['siwxTitles'] = {
  SIWXSignMessage: 'Вхід',
  ConnectingSiwe: 'Вхід',
}
