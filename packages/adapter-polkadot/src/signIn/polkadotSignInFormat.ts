import { caip122Text, type SiwxFormat } from '@foyer/core/internal'

/**
 * Sign-in with a Polkadot account as the polkadot namespace's format: CAIP-122's text with "your
 * Polkadot account" and the CAIP-2 reference as Chain ID, the account's SS58 address as the
 * connector writes it (with the active network's prefix, which the Foyer server checks against the
 * chain's), signed as Polkadot wallets sign a text: `signRaw` over its `<Bytes>`-wrapped UTF-8
 * bytes. The CACAO names sr25519, the extensions' key type; the Foyer server and
 * @foyer/siwx-verify check ed25519 accounts too, and the server's stored CACAO names the key that signed.
 */
export const polkadotSignInFormat: SiwxFormat = {
  // SS58 is case-sensitive base58: the address is kept as written.
  address: (address) => address.trim(),
  text: (data) => caip122Text(data, 'Polkadot'),
  signatureType: 'polkadot:sr25519',
}
