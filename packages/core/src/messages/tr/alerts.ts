import type { Catalogue } from '../catalogue.ts'

export const trAlerts: Catalogue['alerts'] = {
  SWITCH_NETWORK_NOT_FOUND: {
    shortMessage: 'Ağ bulunamadı',
    longMessage: 'İstediğiniz ağ bu uygulamada ayarlı değil.',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Geçersiz uygulama yapılandırması',
    longMessage: 'Bu uygulamanın kaynağı (origin), projesinin izin listesinde yok.',
  },
  SOCIALS_TIMEOUT: {
    shortMessage: 'Geçersiz uygulama yapılandırması',
    longMessage: 'Gömülü cüzdan yüklenemedi. Bu alan adının projenin izin listesinde olup olmadığını kontrol edin.',
  },
  JWT_TOKEN_NOT_VALID: {
    shortMessage: 'Oturumun süresi doldu',
    longMessage: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'Geçersiz proje kimliği',
    longMessage: 'Bu uygulamanın kullandığı projectId sunucu tarafından tanınmıyor.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'Proje kimliği yapılandırılmamış',
    longMessage: 'Cüzdan kataloğunu ve blockchain API’sini kullanmak için Foyer seçeneklerinde bir projectId ayarlayın.',
  },
}
