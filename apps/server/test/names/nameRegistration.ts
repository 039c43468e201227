import type { PrivateKeyAccount } from 'viem/accounts'

export interface RegistrationOverrides {
  timestamp?: number
  attributes?: Record<string, string>
  /** The coin type the message is signed for; default 60 (Ethereum). */
  coinType?: number
  /** The zone the message is signed for; default foyer.id. */
  zone?: string
}

/** What the visitor signs (spec §7 POST /v1/profile/account): the JSON of name, attributes, timestamp in seconds, coin type and zone. */
export function registrationMessage(name: string, overrides: RegistrationOverrides = {}): string {
  return JSON.stringify({
    name,
    attributes: overrides.attributes ?? {},
    timestamp: overrides.timestamp ?? Math.floor(Date.now() / 1000),
    coinType: overrides.coinType ?? 60,
    zone: overrides.zone ?? 'foyer.id',
  })
}

/**
 * What the modal sends (spec §7 POST /v1/profile/account): the account personal-signs the message,
 * for the body's coin type unless the message's is given.
 */
export async function signedRegistration(account: PrivateKeyAccount, name: string, overrides: RegistrationOverrides & { coin_type?: number } = {}) {
  const coinType = overrides.coin_type ?? 60
  const message = registrationMessage(name, { coinType, ...overrides })
  return { coin_type: coinType, address: account.address, message, signature: await account.signMessage({ message }) }
}
