import { keccak256, toBytes, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'

export interface FarcasterAppSignIn {
  /** The channel URL Foyer answered (what the modal shows as a QR code): token, nonce, siweUri, domain. */
  channelUrl: string
  /** The relay the channel is on; by default the channel URL's origin (the stand-in relay's channel URLs are its own). */
  relayUrl?: string
  /** The fid's custody key. */
  custodyKey: Hex
  fid: number
  username: string
  /** Sign another nonce or domain than the channel's (tests of refusals). */
  nonce?: string
  domain?: string
}

/**
 * Does what the Farcaster app does when a person scans the QR code and approves: builds the Sign In
 * With Farcaster message (EIP-4361, statement "Farcaster Auth", chain 10, resource
 * farcaster://fid/<fid>) from the channel URL, signs it with the custody key, and posts it to the
 * relay's /v1/channel/authenticate. For dev and tests, against the stand-in relay.
 */
export async function signInAsFarcasterApp(signIn: FarcasterAppSignIn): Promise<{ message: string; signature: Hex }> {
  const channel = new URL(signIn.channelUrl).searchParams
  const channelToken = channel.get('channelToken')
  const siweUri = channel.get('siweUri')
  const domain = signIn.domain ?? channel.get('domain')
  const nonce = signIn.nonce ?? channel.get('nonce')
  if (!channelToken || !siweUri || !domain || !nonce) throw new Error(`Not a Sign In With Farcaster channel URL: ${signIn.channelUrl}`)

  const account = privateKeyToAccount(signIn.custodyKey)
  const message = createSiweMessage({
    domain,
    address: account.address,
    statement: 'Farcaster Auth',
    uri: siweUri,
    version: '1',
    chainId: 10,
    nonce,
    issuedAt: new Date(),
    resources: [`farcaster://fid/${signIn.fid}`],
  })
  const signature = await account.signMessage({ message })
  const response = await fetch(`${signIn.relayUrl ?? new URL(signIn.channelUrl).origin}/v1/channel/authenticate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${channelToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ message, signature, fid: signIn.fid, username: signIn.username, custody: account.address }),
  })
  if (!response.ok) throw new Error(`The relay refused the signed message: HTTP ${response.status} ${await response.text()}`)
  return { message, signature }
}

/** A dev Farcaster account named by its username: the same name always has the same custody key and fid. */
export function devFarcasterAccount(username: string): { custodyKey: Hex; fid: number } {
  const custodyKey = keccak256(toBytes(`foyer-dev-farcaster:${username}`))
  return { custodyKey, fid: 100_000 + (parseInt(custodyKey.slice(2, 10), 16) % 900_000) }
}
