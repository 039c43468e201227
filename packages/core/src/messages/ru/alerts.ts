import type { Catalogue } from '../catalogue.ts'

export const ruAlerts: Catalogue['alerts'] = {
  SWITCH_NETWORK_NOT_FOUND: {
    shortMessage: 'Сеть не найдена',
    longMessage: 'Запрошенная сеть не настроена в этом приложении.',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Неверная конфигурация приложения',
    longMessage: 'Адрес (origin) этого приложения не входит в список разрешённых для его проекта.',
  },
  SOCIALS_TIMEOUT: {
    shortMessage: 'Неверная конфигурация приложения',
    longMessage: 'Не удалось загрузить встроенный кошелёк. Проверьте, что этот домен есть в списке разрешённых для проекта.',
  },
  JWT_TOKEN_NOT_VALID: {
    shortMessage: 'Сессия истекла',
    longMessage: 'Ваша сессия истекла. Войдите снова.',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'Неверный ID проекта',
    longMessage: 'Сервер не знает projectId, который использует это приложение.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'ID проекта не настроен',
    longMessage: 'Укажите projectId в настройках Foyer, чтобы пользоваться реестром кошельков и API блокчейна.',
  },
}
