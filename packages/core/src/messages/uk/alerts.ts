import type { Catalogue } from '../catalogue.ts'

export const ukAlerts: Catalogue['alerts'] = {
  SWITCH_NETWORK_NOT_FOUND: {
    shortMessage: 'Мережу не знайдено',
    longMessage: 'Запитану мережу не налаштовано в цьому застосунку.',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Неправильна конфігурація застосунку',
    longMessage: 'Адреса (origin) цього застосунку не входить до списку дозволених для його проєкту.',
  },
  SOCIALS_TIMEOUT: {
    shortMessage: 'Неправильна конфігурація застосунку',
    longMessage: 'Не вдалося завантажити вбудований гаманець. Перевірте, чи є цей домен у списку дозволених для проєкту.',
  },
  JWT_TOKEN_NOT_VALID: {
    shortMessage: 'Сесія закінчилася',
    longMessage: 'Ваша сесія закінчилася. Увійдіть знову.',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'Неправильний ID проєкту',
    longMessage: 'Сервер не знає projectId, який використовує цей застосунок.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'ID проєкту не налаштовано',
    longMessage: 'Укажіть projectId у налаштуваннях Foyer, щоб користуватися реєстром гаманців і API блокчейну.',
  },
}
