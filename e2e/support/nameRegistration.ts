import { privateKeyToAccount } from 'viem/accounts'

/** The coin type the e2e names are registered under (Ethereum mainnet's, SLIP-44). */
const COIN_TYPE = 60

/**
 * Registers `name` for the key's address through the server's public route, as the modal (or another
 * visitor) would: spec §7 POST /v1/profile/account, the account signing the name, its attributes,
 * the time, the coin type and the zone (core's names/registrationMessage.ts writes the same JSON).
 */
export async function registerNameFor(privateKey: `0x${string}`, name: string, server: { apiUrl: string; projectId: string; zone: string }, attributes: Record<string, string> = {}): Promise<void> {
  const account = privateKeyToAccount(privateKey)
  const message = JSON.stringify({ name, attributes, timestamp: Math.floor(Date.now() / 1000), coinType: COIN_TYPE, zone: server.zone })
  const response = await fetch(`${server.apiUrl}/v1/profile/account?projectId=${server.projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin_type: COIN_TYPE, address: account.address, message, signature: await account.signMessage({ message }) }),
  })
  if (!response.ok) throw new Error(`registering ${name}: ${response.status} ${await response.text()}`)
}
