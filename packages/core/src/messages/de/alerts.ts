import type { Catalogue } from '../catalogue.ts'

export const deAlerts: Catalogue['alerts'] = {
  SWITCH_NETWORK_NOT_FOUND: {
    shortMessage: 'Netzwerk nicht gefunden',
    longMessage: 'Das angeforderte Netzwerk ist in dieser App nicht eingerichtet.',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Ungültige App-Konfiguration',
    longMessage: 'Die Herkunft dieser App steht nicht auf der Freigabeliste ihres Projekts.',
  },
  SOCIALS_TIMEOUT: {
    shortMessage: 'Ungültige App-Konfiguration',
    longMessage: 'Die eingebettete Wallet konnte nicht geladen werden. Prüfe, ob diese Domain auf der Freigabeliste des Projekts steht.',
  },
  JWT_TOKEN_NOT_VALID: {
    shortMessage: 'Sitzung abgelaufen',
    longMessage: 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'Ungültige Projekt-ID',
    longMessage: 'Die projectId dieser App ist dem Server nicht bekannt.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'Projekt-ID nicht konfiguriert',
    longMessage: 'Lege in den Foyer-Optionen eine projectId fest, um das Wallet-Verzeichnis und die Blockchain-API zu nutzen.',
  },
}
