import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { farcasterRelayClient } from '../../src/auth/farcaster/farcasterRelayClient.ts'
import { verifySignInMessage, type SignedSignIn } from '../../src/auth/farcaster/signInMessage.ts'
import { startDevFarcasterRelay, type DevFarcasterRelay } from '../../src/dev/farcasterRelay.ts'
import { signInAsFarcasterApp } from '../../src/dev/farcasterRelaySigner.ts'

// The relay stand-in, the Farcaster app's side and the message check, over real HTTP (no Foyer server).
const domain = 'foyer.example.test'
const custodyKey = generatePrivateKey()

let relay: DevFarcasterRelay
beforeAll(async () => {
  relay = await startDevFarcasterRelay()
})
afterAll(() => relay.close())

async function completedChannel(overrides: { nonce?: string; domain?: string; custodyKey?: `0x${string}` } = {}) {
  const client = farcasterRelayClient(relay.url)
  const nonce = 'f00dbabe' + Math.random().toString(16).slice(2, 10)
  const channel = await client.createChannel({ siweUri: 'https://foyer.example.test/', domain, nonce })
  expect(await client.status(channel.channelToken)).toMatchObject({ state: 'pending' })
  await signInAsFarcasterApp({ channelUrl: channel.url, relayUrl: relay.url, custodyKey, fid: 4242, username: 'alice', ...overrides })
  const status = await client.status(channel.channelToken)
  const signed: SignedSignIn = { message: status!.message!, signature: status!.signature! as `0x${string}`, fid: status!.fid!, custody: status!.custody! }
  return { nonce, status: status!, signed }
}

describe('Sign In With Farcaster through the stand-in relay', () => {
  it('the channel completes with the signed message, the fid, the username and the custody address the app declared', async () => {
    const { status } = await completedChannel()
    expect(status).toMatchObject({ state: 'completed', fid: 4242, username: 'alice', custody: privateKeyToAccount(custodyKey).address })
  })

  it('a message for this domain and nonce, signed by the reported custody address, verifies to its fid (dev: the relay is believed on custody)', async () => {
    const { nonce, signed } = await completedChannel()
    expect(await verifySignInMessage(signed, { domain, nonce, now: new Date() }, { kind: 'relay' })).toBe(4242)
  })

  it("a message carrying another nonce than the channel's is refused", async () => {
    const { nonce, signed } = await completedChannel({ nonce: 'deadbeefdeadbeef' })
    await expect(verifySignInMessage(signed, { domain, nonce, now: new Date() }, { kind: 'relay' })).rejects.toMatchObject({
      statusCode: 400,
      message: "The Farcaster sign-in was refused: its nonce is not this sign-in's",
    })
  })

  it('a message signed for another domain is refused', async () => {
    const { nonce, signed } = await completedChannel({ domain: 'evil.example.test' })
    await expect(verifySignInMessage(signed, { domain, nonce, now: new Date() }, { kind: 'relay' })).rejects.toMatchObject({
      message: `The Farcaster sign-in was refused: it was signed for evil.example.test, not ${domain}`,
    })
  })

  it('a signature by another key than the custody address is refused', async () => {
    const { nonce, signed } = await completedChannel()
    const forged = { ...signed, signature: await privateKeyToAccount(generatePrivateKey()).signMessage({ message: signed.message }) }
    await expect(verifySignInMessage(forged, { domain, nonce, now: new Date() }, { kind: 'relay' })).rejects.toMatchObject({
      message: `The Farcaster sign-in was refused: its signature is not by ${privateKeyToAccount(custodyKey).address}`,
    })
  })

  it('a message for another fid than the one the relay reports is refused', async () => {
    const { nonce, signed } = await completedChannel()
    await expect(verifySignInMessage({ ...signed, fid: 1 }, { domain, nonce, now: new Date() }, { kind: 'relay' })).rejects.toMatchObject({
      message: 'The Farcaster sign-in was refused: it does not name fid 1',
    })
  })

  it('a channel token the relay does not know reads as expired', async () => {
    expect(await farcasterRelayClient(relay.url).status('no-such-channel')).toBeUndefined()
  })
})
