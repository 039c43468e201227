/**
 * `@foyer/adapter-polkadot/transaction`: a transaction's SignerPayloadJSON as bytes — what a wallet
 * signs and the signed extrinsic a node takes — for the wallets Foyer runs itself (the embedded
 * wallet's signer, the reference wallet, the test extension) and the client's broadcast.
 */
export type { SignerPayloadJSON } from '../polkadot/requestTypes.ts'
export { readSignerPayload } from './readSignerPayload.ts'
export { KNOWN_SIGNED_EXTENSIONS } from './signedExtensions.ts'
export { signedExtrinsic, signingPayloadBytes } from './signerPayload.ts'
