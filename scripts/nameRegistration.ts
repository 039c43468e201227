import { privateKeyToAccount } from 'viem/accounts'

/** The coin type these names are registered under (Ethereum mainnet's, SLIP-44). */
const COIN_TYPE = 60

export interface NamesServer {
  apiUrl: string
  projectId: string
  /** The zone the server registers names in (FOYER_NAMES_ZONE). */
  zone: string
}

/**
 * Posts the registration of `name` for the key's address to the server's public route, as the modal
 * (or another visitor) would: spec §7 POST /v1/profile/account, the account signing the name, its
 * attributes, the time, the coin type and the zone (core's names/registrationMessage.ts writes the
 * same JSON). Answers the server's response: `npm start` keeps a name an earlier start registered (409).
 */
export async function postNameRegistration(privateKey: `0x${string}`, name: string, server: NamesServer, attributes: Record<string, string> = {}): Promise<Response> {
  const account = privateKeyToAccount(privateKey)
  const message = JSON.stringify({ name, attributes, timestamp: Math.floor(Date.now() / 1000), coinType: COIN_TYPE, zone: server.zone })
  return fetch(`${server.apiUrl}/v1/profile/account?projectId=${server.projectId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin_type: COIN_TYPE, address: account.address, message, signature: await account.signMessage({ message }) }),
  })
}

/** Registers `name` for the key's address (see postNameRegistration); throws with the server's answer when it refuses. */
export async function registerNameFor(privateKey: `0x${string}`, name: string, server: NamesServer, attributes: Record<string, string> = {}): Promise<void> {
  const response = await postNameRegistration(privateKey, name, server, attributes)
  if (!response.ok) throw new Error(`registering ${name}: ${response.status} ${await response.text()}`)
}
