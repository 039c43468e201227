import type { Catalogue } from '../catalogue.ts'

export const deSend: Catalogue['send'] = {
  token: 'Token',
  amount: 'Betrag',
  max: 'Max',
  maxLabel: 'Max: der Höchstbetrag',
  available: 'Verfügbar: {amount}',
  receiver: 'Empfänger',
  lookingUpName: '{name} wird nachgeschlagen…',
  namePointsTo: '{name} ist {address}',
  review: 'Prüfen',
  problems: {
    amount: 'Gib einen Betrag größer als 0 ein, mit höchstens {decimals} Nachkommastellen.',
    receiver: 'Gib eine gültige Adresse für {network} ein.',
    belowMinimum: 'An diese Adresse kannst du nicht weniger als {amount} senden.',
    overBalance: 'Das ist mehr als dein Guthaben von {amount}.',
    leavesBelowMinimum: 'Danach hätte dein Konto weniger als {amount}, das Mindestguthaben eines Kontos auf {network}. Du kannst höchstens {most} senden.',
    insufficientGas: 'Nicht genug {symbol} für die Netzwerkgebühr.',
    nameNotFound: 'Für {name} wurde keine Adresse gefunden. Prüfe den Namen oder gib eine Adresse ein.',
    namesUnavailable: 'Namen können gerade nicht nachgeschlagen werden. Gib stattdessen eine Adresse ein.',
  },
  youSend: 'Du sendest',
  to: 'An',
  network: 'Netzwerk',
  fee: 'Netzwerkgebühr',
  feeOpensAccount: 'Enthält {amount} für das {symbol}-Konto, das für den Empfänger eröffnet wird',
  speed: 'Geschwindigkeit',
  speeds: { slow: 'Langsam', normal: 'Normal', fast: 'Schnell' },
  change: 'Wechselgeld',
  changeNote: 'Zurück an deine Adresse',
  feeUnavailable: 'Nicht verfügbar',
  feePaidByApp: 'Zahlt die App',
  estimating: 'Wird geschätzt…',
  send: 'Senden',
  confirmInWallet: 'In der Wallet bestätigen…',
  edit: 'Ändern',
  nothingToSend: 'Dieses Konto hat auf {network} nichts zum Senden.',
}

export const deSendTitles: Catalogue['sendTitles'] = {
  WalletSend: 'Senden',
  WalletSendPreview: 'Senden prüfen',
}
