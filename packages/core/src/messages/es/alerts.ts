import type { Catalogue } from '../catalogue.ts'

export const esAlerts: Catalogue['alerts'] = {
  SWITCH_NETWORK_NOT_FOUND: {
    shortMessage: 'Red no encontrada',
    longMessage: 'La red que solicitaste no está configurada en esta app.',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Configuración de la app no válida',
    longMessage: 'El origen de esta app no está en la lista de permitidos de su proyecto.',
  },
  SOCIALS_TIMEOUT: {
    shortMessage: 'Configuración de la app no válida',
    longMessage: 'No se pudo cargar la billetera integrada. Verifica que este dominio esté en la lista de permitidos del proyecto.',
  },
  JWT_TOKEN_NOT_VALID: {
    shortMessage: 'Sesión expirada',
    longMessage: 'Tu sesión expiró. Vuelve a iniciar sesión.',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'ID de proyecto no válido',
    longMessage: 'El servidor no reconoce el projectId que usa esta app.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'ID de proyecto no configurado',
    longMessage: 'Define un projectId en las opciones de Foyer para usar el registro de billeteras y la API de blockchain.',
  },
}
