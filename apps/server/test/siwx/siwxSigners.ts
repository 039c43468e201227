import * as btc from '@scure/btc-signer'
import { secp256k1 } from '@noble/curves/secp256k1'
import { signBip322Simple } from '@foyer/siwx-verify/bip322-signer'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { encodeSs58Address } from '@foyer/siwx-verify/ss58'
import * as sr25519 from '@scure/sr25519'
import { randomBytes } from 'node:crypto'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { createSiweMessage, type CreateSiweMessageParameters } from 'viem/siwe'

/** The sign-in fields a test varies; the rest are a shop's login on its own origin. */
export interface SignInFields {
  nonce: string
  domain?: string
  uri?: string
  chainId?: string
  issuedAt?: Date
  /** Default an hour from now (sessions must expire); null writes none. */
  expirationTime?: Date | null
  notBefore?: Date
  statement?: string
  resources?: string[]
}

export const SHOP_DOMAIN = 'shop.example'
export const SHOP_ORIGIN = `https://${SHOP_DOMAIN}`

/** An Ethereum account that signs EIP-4361 messages written by viem's createSiweMessage. */
export function evmSigner(account: PrivateKeyAccount = privateKeyToAccount(generatePrivateKey())) {
  return {
    address: account.address,
    message(fields: SignInFields, chainId = 31337): string {
      const parameters: CreateSiweMessageParameters = {
        address: account.address,
        chainId,
        domain: fields.domain ?? SHOP_DOMAIN,
        uri: fields.uri ?? `${SHOP_ORIGIN}/login`,
        version: '1',
        nonce: fields.nonce,
        issuedAt: fields.issuedAt ?? new Date(),
        ...(expiryOf(fields) && { expirationTime: expiryOf(fields) }),
        ...(fields.notBefore && { notBefore: fields.notBefore }),
        ...(fields.statement && { statement: fields.statement }),
        ...(fields.resources && { resources: fields.resources }),
      }
      return createSiweMessage(parameters)
    },
    sign: (message: string) => account.signMessage({ message }),
  }
}

/**
 * A Solana account (an ed25519 key) that signs Sign In With Solana texts, laid out as the Wallet
 * Standard's solana:signIn writes them: no empty line of its own without a statement.
 */
export function solanaSigner() {
  const secretKey = ed25519.utils.randomPrivateKey()
  const address = base58.encode(ed25519.getPublicKey(secretKey))
  return {
    address,
    message(fields: SignInFields, chainId: string): string {
      const statement = fields.statement ? `\n\n${fields.statement}` : ''
      const lines = [
        `URI: ${fields.uri ?? `${SHOP_ORIGIN}/login`}`,
        'Version: 1',
        `Chain ID: ${chainId}`,
        `Nonce: ${fields.nonce}`,
        `Issued At: ${(fields.issuedAt ?? new Date()).toISOString()}`,
        ...(expiryOf(fields) ? [`Expiration Time: ${expiryOf(fields)!.toISOString()}`] : []),
        ...(fields.notBefore ? [`Not Before: ${fields.notBefore.toISOString()}`] : []),
        ...(fields.resources ? ['Resources:', ...fields.resources.map((resource) => `- ${resource}`)] : []),
      ]
      return `${fields.domain ?? SHOP_DOMAIN} wants you to sign in with your Solana account:\n${address}${statement}\n\n${lines.join('\n')}`
    },
    sign: async (message: string) => base58.encode(ed25519.sign(new TextEncoder().encode(message), secretKey)),
  }
}

/** The message's Expiration Time: the field's, else an hour from now; none when the field is null. */
function expiryOf(fields: SignInFields): Date | undefined {
  if (fields.expirationTime === null) return undefined
  return fields.expirationTime ?? new Date(Date.now() + 60 * 60_000)
}

/** A Bitcoin account's sign-in (CAIP-122 text, "Bitcoin account") signed with BIP-322 simple, P2WPKH or P2TR on regtest. */
export function bitcoinSigner(kind: 'p2wpkh' | 'p2tr' = 'p2wpkh') {
  const secretKey = secp256k1.utils.randomPrivateKey()
  const regtest = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
  const address = kind === 'p2wpkh' ? btc.p2wpkh(secp256k1.getPublicKey(secretKey, true), regtest).address! : btc.p2tr(secp256k1.getPublicKey(secretKey, true).slice(1), undefined, regtest).address!
  return {
    address,
    message(fields: SignInFields, chainId: string): string {
      const statement = fields.statement ? `\n\n${fields.statement}` : ''
      const lines = [
        `URI: ${fields.uri ?? `${SHOP_ORIGIN}/login`}`,
        'Version: 1',
        `Chain ID: ${chainId}`,
        `Nonce: ${fields.nonce}`,
        `Issued At: ${(fields.issuedAt ?? new Date()).toISOString()}`,
        ...(expiryOf(fields) ? [`Expiration Time: ${expiryOf(fields)!.toISOString()}`] : []),
      ]
      return `${fields.domain ?? SHOP_DOMAIN} wants you to sign in with your Bitcoin account:\n${address}${statement}\n\n${lines.join('\n')}`
    },
    sign: async (message: string) => signBip322Simple(secretKey, address, message),
  }
}

/** A Polkadot account's sign-in (CAIP-122 text, "Polkadot account"): an sr25519 key signing the `<Bytes>`-wrapped text as a wallet's signRaw does; its address written for `ss58Prefix`. */
export function polkadotSigner(ss58Prefix = 0) {
  const secretKey = sr25519.secretFromSeed(randomBytes(32))
  const publicKey = sr25519.getPublicKey(secretKey)
  const address = encodeSs58Address(publicKey, ss58Prefix)
  return {
    address,
    publicKey,
    secretKey,
    message(fields: SignInFields, chainId: string): string {
      const statement = fields.statement ? `\n\n${fields.statement}` : ''
      const lines = [
        `URI: ${fields.uri ?? `${SHOP_ORIGIN}/login`}`,
        'Version: 1',
        `Chain ID: ${chainId}`,
        `Nonce: ${fields.nonce}`,
        `Issued At: ${(fields.issuedAt ?? new Date()).toISOString()}`,
        ...(expiryOf(fields) ? [`Expiration Time: ${expiryOf(fields)!.toISOString()}`] : []),
      ]
      return `${fields.domain ?? SHOP_DOMAIN} wants you to sign in with your Polkadot account:\n${address}${statement}\n\n${lines.join('\n')}`
    },
    sign: async (message: string) => `0x${Buffer.from(sr25519.sign(secretKey, new TextEncoder().encode(`<Bytes>${message}</Bytes>`))).toString('hex')}`,
  }
}
