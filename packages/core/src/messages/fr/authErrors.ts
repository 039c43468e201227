import type { Catalogue } from '../catalogue.ts'

export const frAuthErrors: Catalogue['authErrors'] = {
  INVALID_EMAIL: 'Saisissez une adresse e-mail valide',
  SAME_EMAIL: 'C’est déjà l’adresse e-mail de votre portefeuille',
  INVALID_OTP: 'Saisissez le code à 6 chiffres reçu par e-mail',
  POPUP_CLOSED: 'La fenêtre de connexion a été fermée avant la fin de la connexion',
  LOGIN_FAILED: 'La connexion n’a pas abouti. Veuillez réessayer.',
  TRY_AGAIN_AFTER: 'Veuillez réessayer dans {seconds} secondes',
  FRAME_ERROR: 'Une erreur est survenue',
  SERVER_UNREACHABLE: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
  SITE_NOT_ALLOWED: 'La connexion par e-mail et via les réseaux sociaux n’est pas disponible sur ce site.',
  SOMETHING_WENT_WRONG: 'Une erreur est survenue',
  CODE_NOT_ACCEPTED: 'Ce code n’a pas fonctionné. Vérifiez l’e-mail et réessayez, ou demandez un nouveau code.',
  CODE_WRONG: 'Ce code est incorrect. Essais restants : {count}.',
  CODE_LOCKED: 'Trop de codes incorrects : ce code ne fonctionne plus. Demandez un nouveau code.',
  LOCKED_OUT: 'Trop de codes incorrects. Patientez quelques minutes, puis demandez un nouveau code.',
  MAIL_LIMIT: 'Trop d’e-mails de connexion ont été demandés. Veuillez réessayer plus tard.',
  LOGIN_CANCELLED: 'La connexion a été annulée sur {provider}.',
}
