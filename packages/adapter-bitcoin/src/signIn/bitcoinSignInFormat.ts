import { caip122Text, type SiwxFormat } from '@foyer/core/internal'

/**
 * Sign-in with a Bitcoin account as the bip122 namespace's format: CAIP-122's text with "your
 * Bitcoin account" and the CAIP-2 reference as Chain ID, the address in lower case (a bech32
 * address is one address in either case, and the server keeps it so), signed in BIP-322's simple
 * format, which the Foyer server and @foyer/siwx-verify check for P2WPKH and P2TR accounts.
 */
export const bitcoinSignInFormat: SiwxFormat = {
  address: (address) => address.toLowerCase(),
  text: (data) => caip122Text(data, 'Bitcoin'),
  signatureType: 'bip122:bip322-simple',
}
