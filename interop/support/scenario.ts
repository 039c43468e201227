/**
 * The steps every pairing goes through, written once against DappPeer/WalletPeer so the four
 * pairings (and the two-relay-process suite) check the same things the same way.
 */
import { expect } from 'vitest'
import { stringToHex, verifyMessage, type Hex } from 'viem'
import { CHAIN_ID, USER_REJECTED, signPersonalMessage, type DappPeer, type IncomingRequest, type WalletPeer } from './peers.ts'

/**
 * Pairs through a fresh URI and approves: the wallet sees the dapp's proposal, the dapp's approval
 * resolves with the wallet's account and name. Answers the session topic both ends agree on.
 */
export async function establishSession(dapp: DappPeer, wallet: WalletPeer): Promise<string> {
  const { uri, approval } = await dapp.connect()
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await wallet.pair(uri)
  const proposal = await wallet.proposals.next()
  expect(proposal.dappName).toBe(dapp.name)
  const answer = settled(approval)
  const walletTopic = await wallet.approve(proposal)
  const session = await outcome(answer)
  expect(session.topic).toBe(walletTopic)
  expect(session.accounts).toEqual([`${CHAIN_ID}:${wallet.account.address}`])
  expect(session.peerName).toBe(wallet.name)
  return session.topic
}

/** A proposal the wallet rejects fails the dapp's approval with 5000. */
export async function rejectProposal(dapp: DappPeer, wallet: WalletPeer): Promise<void> {
  const { uri, approval } = await dapp.connect()
  const answer = settled(approval)
  await wallet.pair(uri)
  const proposal = await wallet.proposals.next()
  await wallet.rejectProposal(proposal)
  const result = await answer
  expect(result.ok, 'the proposal was approved instead of rejected').toBe(false)
  expect(result.ok ? undefined : result.error).toMatchObject({ code: USER_REJECTED.code })
}

/** The personal_sign request as the dapp sends it: the message as hex, then the account. */
export function personalSignParams(wallet: WalletPeer, text: string): [Hex, string] {
  return [stringToHex(text), wallet.account.address]
}

/** Checks the request the wallet received is the dapp's personal_sign, exactly. */
export function expectPersonalSign(request: IncomingRequest, topic: string, params: unknown): void {
  expect(request).toMatchObject({ topic, chainId: CHAIN_ID, method: 'personal_sign', params })
}

/**
 * personal_sign end to end: the wallet receives the dapp's exact request and signs it with its
 * key; the dapp receives a signature that verifies for the wallet's address and this message.
 */
export async function signMessage(dapp: DappPeer, wallet: WalletPeer, topic: string, text: string): Promise<Hex> {
  const params = personalSignParams(wallet, text)
  const answer = settled(dapp.request(topic, 'personal_sign', params))
  const request = await wallet.requests.next()
  expectPersonalSign(request, topic, params)
  await wallet.respond(request, await signPersonalMessage(wallet.account, request.params))
  const signature = await outcome(answer)
  await expectValidSignature(wallet, text, signature)
  return signature as Hex
}

export async function expectValidSignature(wallet: WalletPeer, text: string, signature: unknown): Promise<void> {
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  expect(await verifyMessage({ address: wallet.account.address, message: text, signature: signature as Hex })).toBe(true)
}

/** The wallet declines a request: the dapp's request fails with 5000 "User rejected.". */
export async function declineRequest(dapp: DappPeer, wallet: WalletPeer, topic: string): Promise<void> {
  const params = personalSignParams(wallet, 'Please do not sign this')
  const answer = settled(dapp.request(topic, 'personal_sign', params))
  const request = await wallet.requests.next()
  expectPersonalSign(request, topic, params)
  await wallet.respondError(request, USER_REJECTED)
  const result = await answer
  expect(result.ok, 'the request was answered instead of rejected').toBe(false)
  expect(result.ok ? undefined : result.error).toMatchObject({ code: USER_REJECTED.code })
}

/** The dapp disconnects: the wallet sees the session deleted, and the dapp no longer sends on it. */
export async function disconnectFromDapp(dapp: DappPeer, wallet: WalletPeer, topic: string): Promise<void> {
  await dapp.disconnect(topic)
  expect(await wallet.deletedSessions.next()).toBe(topic)
  await expect(dapp.request(topic, 'personal_sign', personalSignParams(wallet, 'after disconnect'))).rejects.toBeDefined()
}

/** The wallet disconnects: the dapp sees the session deleted. */
export async function disconnectFromWallet(dapp: DappPeer, wallet: WalletPeer, topic: string): Promise<void> {
  await wallet.disconnect(topic)
  expect(await dapp.deletedSessions.next()).toBe(topic)
}

/** After a scenario, nothing arrived that the test did not take (a duplicate delivery would show here). */
export function expectNothingUnexpected(dapp: DappPeer, wallet: WalletPeer): void {
  expect(wallet.proposals.pending).toEqual([])
  expect(wallet.requests.pending).toEqual([])
  expect(wallet.deletedSessions.pending).toEqual([])
  expect(dapp.deletedSessions.pending).toEqual([])
}

export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown }

/**
 * A promise the test awaits later, observed from now on: if a step before that fails, its
 * rejection is not reported a second time as unhandled.
 */
export function settled<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  )
}

/** The value of a settled promise, or its error thrown. */
export async function outcome<T>(promise: Promise<Settled<T>>): Promise<T> {
  const result = await promise
  if (!result.ok) throw result.error
  return result.value
}
