import type { Catalogue } from '../catalogue.ts'

export const frAlerts: Catalogue['alerts'] = {
  SWITCH_NETWORK_NOT_FOUND: {
    shortMessage: 'Réseau introuvable',
    longMessage: 'Le réseau demandé n’est pas configuré dans cette application.',
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Configuration de l’application invalide',
    longMessage: 'L’origine de cette application ne figure pas dans la liste autorisée de son projet.',
  },
  SOCIALS_TIMEOUT: {
    shortMessage: 'Configuration de l’application invalide',
    longMessage: 'Le portefeuille intégré n’a pas pu se charger. Vérifiez que ce domaine figure dans la liste autorisée du projet.',
  },
  JWT_TOKEN_NOT_VALID: {
    shortMessage: 'Session expirée',
    longMessage: 'Votre session a expiré. Veuillez vous reconnecter.',
  },
  INVALID_PROJECT_ID: {
    shortMessage: 'ID de projet invalide',
    longMessage: 'Le projectId utilisé par cette application est inconnu du serveur.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'ID de projet non configuré',
    longMessage: 'Définissez un projectId dans les options de Foyer pour utiliser le registre de portefeuilles et l’API blockchain.',
  },
}
