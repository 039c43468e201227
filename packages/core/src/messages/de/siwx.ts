import type { Catalogue } from '../catalogue.ts'

export const deSiwx: Catalogue['siwx'] = {
  heading: 'Bei {app} anmelden',
  whatItIs: 'Signiere eine Nachricht, um zu zeigen, dass dieses Konto dir gehört. Das Signieren ist kostenlos und sendet keine Transaktion.',
  inWallet: 'Deine Wallet zeigt dir die Nachricht zum Signieren.',
  inFrame: 'Die Nachricht erscheint in einem sicheren Fenster, wo du sie bestätigst.',
  cancelDisconnects: 'Wenn du abbrichst, wird deine Wallet getrennt.',
  account: 'Konto',
  sign: 'Anmelden',
  signing: 'Warte auf deine Signatur…',
  cancel: 'Abbrechen',
  required: '{app} möchte, dass du dich anmeldest. Signiere die Nachricht oder brich ab, um die Wallet zu trennen.',
  failed: 'Die Anmeldung ist fehlgeschlagen. Bitte versuche es erneut.',
}

export const deSiwxTitles: Catalogue['siwxTitles'] = {
  SIWXSignMessage: 'Anmelden',
  ConnectingSiwe: 'Anmelden',
}
