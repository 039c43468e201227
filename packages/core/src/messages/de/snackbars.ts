import type { Catalogue } from '../catalogue.ts'

export const deSnackbars: Catalogue['snackbars'] = {
  TOKEN_BALANCE_UNAVAILABLE: 'Token-Guthaben nicht verfügbar',
  TRANSACTION_STARTED: 'Transaktion gestartet',
  SOMETHING_WENT_WRONG: 'Etwas ist schiefgelaufen',
  SEND_FAILED: 'Die Transaktion konnte nicht gesendet werden. Bitte versuche es erneut.',
  FETCH_TRANSACTIONS_FAILED: 'Transaktionen konnten nicht geladen werden',
  AUTH_INIT_FAILED: 'Beim Starten der Anmeldung ist ein Problem aufgetreten',
  SIGNATURE_DECLINED: 'Signatur abgelehnt',
  CALLS_UNSUPPORTED: 'Diese Wallet kann diese Aufrufe nicht gebündelt senden',
  SMART_ACCOUNTS_UNSUPPORTED: 'Diese Anwendung unterstützt Smart Accounts möglicherweise nicht',
  AUTHENTICATING: 'Wird authentifiziert…',
  ADDRESS_COPIED: 'Adresse kopiert',
  LINK_COPIED: 'Link kopiert',
  NETWORK_SWITCH_FAILED: 'Netzwerkwechsel fehlgeschlagen',
  ACTION_NOT_ALLOWED: 'Aktion nicht erlaubt',
  CHAIN_NOT_SUPPORTED: 'Dieses Netzwerk wird nicht unterstützt',
}
