import type { PrivateKeyAccount } from 'viem/accounts'

/** What the visitor signs (spec §7 POST /v1/profile/account): the JSON of name, attributes and timestamp in seconds. */
export function registrationMessage(name: string, overrides: { timestamp?: number; attributes?: Record<string, string> } = {}): string {
  return JSON.stringify({ name, attributes: overrides.attributes ?? {}, timestamp: overrides.timestamp ?? Math.floor(Date.now() / 1000) })
}

/** What the modal sends (spec §7 POST /v1/profile/account): the account personal-signs the JSON of name, attributes and timestamp. */
export async function signedRegistration(
  account: PrivateKeyAccount,
  name: string,
  overrides: { timestamp?: number; attributes?: Record<string, string>; coin_type?: number } = {},
) {
  const message = registrationMessage(name, overrides)
  return { coin_type: overrides.coin_type ?? 60, address: account.address, message, signature: await account.signMessage({ message }) }
}
