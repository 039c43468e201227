/** The Receive view: the address as a QR code, and the networks it receives on. */
export const receiveTexts = {
  section: 'receive',
  en: {
    qrLabel: 'QR code of your address {address}',
    address: 'Your address',
    copy: 'Copy address',
    networks: 'Networks this address receives on',
    warning: 'Send to this address only on these networks. Tokens sent on another network may be lost.',
  },
} as const
