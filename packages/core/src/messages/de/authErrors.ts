import type { Catalogue } from '../catalogue.ts'

export const deAuthErrors: Catalogue['authErrors'] = {
  INVALID_EMAIL: 'Gib eine gültige E-Mail-Adresse ein',
  SAME_EMAIL: 'Das ist bereits die E-Mail-Adresse deiner Wallet',
  INVALID_OTP: 'Gib den 6-stelligen Code aus der E-Mail ein',
  POPUP_CLOSED: 'Das Anmeldefenster wurde geschlossen, bevor die Anmeldung abgeschlossen war',
  LOGIN_FAILED: 'Die Anmeldung wurde nicht abgeschlossen. Bitte versuche es erneut.',
  TRY_AGAIN_AFTER: 'Bitte versuche es in {seconds} Sekunden erneut',
  FRAME_ERROR: 'Ein Fehler ist aufgetreten',
  SERVER_UNREACHABLE: 'Wir konnten den Server nicht erreichen. Prüfe deine Verbindung und versuche es erneut.',
  SITE_NOT_ALLOWED: 'Die Anmeldung per E-Mail und sozialen Netzwerken ist auf dieser Website nicht verfügbar.',
  SOMETHING_WENT_WRONG: 'Etwas ist schiefgelaufen',
  CODE_NOT_ACCEPTED: 'Dieser Code hat nicht funktioniert. Prüfe die E-Mail und versuche es erneut, oder fordere einen neuen Code an.',
  CODE_WRONG: 'Dieser Code stimmt nicht. Verbleibende Versuche: {count}.',
  CODE_LOCKED: 'Zu viele falsche Codes: Dieser Code funktioniert nicht mehr. Fordere einen neuen Code an.',
  LOCKED_OUT: 'Zu viele falsche Codes. Warte ein paar Minuten und fordere dann einen neuen Code an.',
  MAIL_LIMIT: 'Es wurden zu viele Anmelde-E-Mails angefordert. Bitte versuche es später erneut.',
  LOGIN_CANCELLED: 'Die Anmeldung bei {provider} wurde abgebrochen.',
}
