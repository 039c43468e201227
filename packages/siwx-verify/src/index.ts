/**
 * @foyer/siwx-verify: a Foyer sign-in (SIWX) session checked on a host's own backend
 * (verifyFoyerSession: the session and its single-use proof), and the pieces Foyer's server checks it with. Server-side code only (no browser global).
 */
export { verifyFoyerSession, type FoyerSessionCheck, type VerifyFoyerSessionOptions } from './verifyFoyerSession.ts'
export { verifySessionSignature, type SessionSignatureCheck, type VerifySessionSignatureOptions } from './verifySessionSignature.ts'
export { FoyerServerUnavailableError, redeemProof, type RedeemProofRequest } from './redeemProof.ts'
export { readSignInMessage, type SignIn } from './signInMessage.ts'
export { cacaoOf, cacaoPayloadSchema, cacaoSchema, CACAO_SIGNATURE_TYPES, type Cacao, type CacaoSignatureType } from './cacao.ts'
export { MAX_MESSAGE_LENGTH, siwxDataSchema, type SiwxData } from './siwxData.ts'
export { siwxSessionSchema, type SiwxSession } from './siwxSession.ts'
export { CLOCK_SKEW_MS, signInTimeProblem } from './signInTimes.ts'
export { revokeMessage } from './revokeMessage.ts'
export { messageHash } from './messageHash.ts'
export { redeemedSessionSchema, SESSION_STATUSES, type RedeemedSession, type SessionStatus } from './redeemedSession.ts'
export { verifyAccountSignature, type AccountSignature } from './accountSignature.ts'
export { ChainUnavailableError } from './eip155Signature.ts'
export { verifyBip322Simple } from './bip322Signature.ts'
export { polkadotSignedBytes, verifyPolkadotSignature, type PolkadotSignatureScheme } from './polkadotSignature.ts'
export { namespaceOfChainId, SIWX_NAMESPACE_RULES, SIWX_NAMESPACES, type SiwxNamespace, type SiwxNamespaceRules } from './siwxNamespaces.ts'
