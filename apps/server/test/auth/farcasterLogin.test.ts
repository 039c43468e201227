import { randomBytes } from 'node:crypto'
import { DEVICE_HEADER } from '@foyer/auth-frame/protocol'
import { createTestClient, http, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ID_REGISTRY_ADDRESS } from '../../src/auth/farcaster/farcasterSettings.ts'
import { startDevFarcasterRelay, type DevFarcasterRelay } from '../../src/dev/farcasterRelay.ts'
import { signInAsFarcasterApp } from '../../src/dev/farcasterRelaySigner.ts'
import { chainConfigFromDevnet } from '../../src/index.ts'
import { request, startServer, startServerOnDevnet, type RunningServer } from '../harness.ts'

// Sign In With Farcaster end to end: real Foyer servers, the stand-in relay, the Farcaster app's
// side signing with a custody key, and (production mode) the Id Registry read from a real chain.
const newDevice = () => randomBytes(32).toString('base64url')

let devServer: RunningServer & { devnet: Awaited<ReturnType<typeof startServerOnDevnet>>['devnet'] }
let productionServer: RunningServer
let waitingServer: RunningServer
let relay: DevFarcasterRelay
beforeAll(async () => {
  relay = await startDevFarcasterRelay()
  // Dev mode: the server starts its own stand-in relay, and believes it on custody.
  devServer = await startServerOnDevnet({ devMode: true })
  const chains = devServer.devnet.chains.map(chainConfigFromDevnet)
  // Production: custody is read from the Id Registry on "Optimism" (here the devnet's first chain).
  productionServer = await startServer({ chains, farcaster: { relayUrl: relay.url, optimismRpcUrl: chains[0]!.rpcUrl } })
  // A long poll of no time: connect answers at once.
  waitingServer = await startServer({ chains, devMode: true, farcaster: { relayUrl: relay.url, longPollMs: 0 } })
})
afterAll(async () => {
  await waitingServer?.close()
  await productionServer?.close()
  await devServer?.close()
  await relay?.close()
})

function post(server: RunningServer, path: string, device: string, body: object) {
  return request(server.baseUrl, path, { method: 'POST', headers: { 'content-type': 'application/json', [DEVICE_HEADER]: device }, body: JSON.stringify(body) })
}

async function openChannel(server: RunningServer, device: string) {
  const opened = await post(server, '/auth/v1/farcaster/channel', device, {})
  expect(opened.status).toBe(200)
  return opened.body as { url: string; channelToken: string }
}

/** An Id Registry stand-in at the registry's address: idOf(custody) = fid, idOf(anyone else) = 0. */
function idRegistryCode(custody: Hex, fid: number): Hex {
  const address = custody.slice(2).toLowerCase()
  const fidWord = fid.toString(16).padStart(64, '0')
  // CALLDATALOAD(4) == custody ? return fid : return 0
  return (`0x600435` + `73${address}` + `14` + `602657` + `6000600052` + `60206000f3` + `5b` + `7f${fidWord}` + `600052` + `60206000f3`) as Hex
}

describe('Farcaster login', () => {
  it('channel → the Farcaster app signs → connect completes with a user named by the Farcaster username', async () => {
    const device = newDevice()
    const channel = await openChannel(devServer, device)
    expect(new URL(channel.url).searchParams.get('channelToken')).toBe(channel.channelToken)
    await signInAsFarcasterApp({ channelUrl: channel.url, custodyKey: generatePrivateKey(), fid: 777, username: 'alice.eth' })

    const connected = await post(devServer, '/auth/v1/farcaster/connect', device, { channelToken: channel.channelToken })
    expect(connected.status).toBe(200)
    expect(connected.body).toMatchObject({ status: 'completed', session: { token: expect.any(String), user: { userName: 'alice.eth', email: null } } })
  })

  it("in dev the channel URL is the stand-in relay's page, where a person signs in as a dev account by username", async () => {
    const device = newDevice()
    const channel = await openChannel(devServer, device)
    const form = await fetch(channel.url)
    expect(await form.text()).toContain('<input name="username"')
    const signed = await fetch(channel.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'username=devcaster' })
    expect(await signed.text()).toContain('Signed in as @devcaster')
    const connected = await post(devServer, '/auth/v1/farcaster/connect', device, { channelToken: channel.channelToken })
    expect(connected.body).toMatchObject({ status: 'completed', session: { user: { userName: 'devcaster' } } })
  })

  it('the same fid signs in as the same user each time', async () => {
    const custodyKey = generatePrivateKey()
    const addresses = []
    for (let time = 0; time < 2; time++) {
      const device = newDevice()
      const channel = await openChannel(devServer, device)
      await signInAsFarcasterApp({ channelUrl: channel.url, custodyKey, fid: 778, username: 'bob' })
      addresses.push((await post(devServer, '/auth/v1/farcaster/connect', device, { channelToken: channel.channelToken })).body.session.user.address)
    }
    expect(addresses[1]).toBe(addresses[0])
  })

  it('before the app has signed, connect answers pending once its wait is over', async () => {
    const device = newDevice()
    const channel = await openChannel(waitingServer, device)
    expect((await post(waitingServer, '/auth/v1/farcaster/connect', device, { channelToken: channel.channelToken })).body).toEqual({ status: 'pending' })
    await signInAsFarcasterApp({ channelUrl: channel.url, custodyKey: generatePrivateKey(), fid: 779, username: 'carol' })
    expect((await post(waitingServer, '/auth/v1/farcaster/connect', device, { channelToken: channel.channelToken })).body.status).toBe('completed')
  })

  it("a message signed with another nonce than the channel's is refused, and the channel is spent", async () => {
    const device = newDevice()
    const channel = await openChannel(devServer, device)
    await signInAsFarcasterApp({ channelUrl: channel.url, custodyKey: generatePrivateKey(), fid: 780, username: 'mallory', nonce: 'aaaaaaaabbbbbbbb' })
    const refused = await post(devServer, '/auth/v1/farcaster/connect', device, { channelToken: channel.channelToken })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe("The Farcaster sign-in was refused: its nonce is not this sign-in's")
    const again = await post(devServer, '/auth/v1/farcaster/connect', device, { channelToken: channel.channelToken })
    expect(again.body.message).toBe('This Farcaster sign-in has expired or was already used; start it again')
  })

  it('a completed channel signs in once', async () => {
    const device = newDevice()
    const channel = await openChannel(devServer, device)
    await signInAsFarcasterApp({ channelUrl: channel.url, custodyKey: generatePrivateKey(), fid: 781, username: 'dora' })
    expect((await post(devServer, '/auth/v1/farcaster/connect', device, { channelToken: channel.channelToken })).status).toBe(200)
    const replay = await post(devServer, '/auth/v1/farcaster/connect', device, { channelToken: channel.channelToken })
    expect(replay.status).toBe(400)
    expect(replay.body.message).toBe('This Farcaster sign-in has expired or was already used; start it again')
  })

  it('a channel is finished only on the device that opened it', async () => {
    const channel = await openChannel(devServer, newDevice())
    const refused = await post(devServer, '/auth/v1/farcaster/connect', newDevice(), { channelToken: channel.channelToken })
    expect(refused.body.message).toBe('This Farcaster sign-in was started on another device; start it again here')
  })

  it('with an Optimism node, the Id Registry must map the signer to the fid: its custody signs in, another key is refused', async () => {
    const custodyKey = generatePrivateKey()
    const testClient = createTestClient({ mode: 'anvil', transport: http(devServer.devnet.chains[0]!.rpcUrl) })
    await testClient.setCode({ address: ID_REGISTRY_ADDRESS, bytecode: idRegistryCode(privateKeyToAccount(custodyKey).address, 9001) })

    const device = newDevice()
    const channel = await openChannel(productionServer, device)
    await signInAsFarcasterApp({ channelUrl: channel.url, custodyKey, fid: 9001, username: 'registered' })
    const connected = await post(productionServer, '/auth/v1/farcaster/connect', device, { channelToken: channel.channelToken })
    expect(connected.body).toMatchObject({ status: 'completed', session: { user: { userName: 'registered' } } })

    // Another key claiming the fid: the relay reports it as custody, but the registry does not.
    const impostor = generatePrivateKey()
    const otherChannel = await openChannel(productionServer, device)
    await signInAsFarcasterApp({ channelUrl: otherChannel.url, custodyKey: impostor, fid: 9001, username: 'impostor' })
    const refused = await post(productionServer, '/auth/v1/farcaster/connect', device, { channelToken: otherChannel.channelToken })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe(`The Farcaster sign-in was refused: ${privateKeyToAccount(impostor).address} is not the custody address of fid 9001 in the Id Registry`)
  })

  it('outside dev mode, Farcaster login without an Optimism node is not configured', async () => {
    const server = await startServer({ chains: devServer.devnet.chains.map(chainConfigFromDevnet), farcaster: { relayUrl: relay.url } })
    try {
      const refused = await post(server, '/auth/v1/farcaster/channel', newDevice(), {})
      expect(refused.status).toBe(400)
      expect(refused.body.message).toBe('Farcaster login is not configured on this server')
    } finally {
      await server.close()
    }
  })
})
