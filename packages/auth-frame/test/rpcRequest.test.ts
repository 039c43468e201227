import { afterEach, describe, expect, it } from 'vitest'
import { errorOf, startFrame, successOf, type FrameHarness } from './frameHarness.ts'
import { sessionAnswer } from './authApiStandIn.ts'

const ACCOUNT = '0x1111111111111111111111111111111111111111'
let frame: FrameHarness
afterEach(() => frame.close())

async function signedInFrame(): Promise<FrameHarness> {
  const harness = await startFrame()
  harness.api.on('socialConnect', { body: sessionAnswer('tok-r', ACCOUNT) })
  await harness.send('CONNECT_SOCIAL', { uri: 'https://foyer.example/cb?code=1&state=2' })
  harness.api.on('rpc', (request) => ({ body: { result: `ran ${(request.body as { method: string }).method}` } }))
  harness.api.requests.length = 0
  return harness
}

const rpcCalls = (harness: FrameHarness) => harness.api.requests.filter((request) => request.path === '/rpc')

describe('RPC_REQUEST (spec §6)', () => {
  it('an unknown method is refused without asking the server or the visitor', async () => {
    frame = await signedInFrame()
    expect(errorOf(await frame.send('RPC_REQUEST', { method: 'eth_sign', params: [ACCOUNT, '0x00'] }))).toEqual({
      message: 'Requested RPC call is not allowed',
      code: 'RPC_NOT_ALLOWED',
    })
    expect(frame.api.requests).toEqual([])
    expect(frame.openApprovals()).toBe(0)
  })

  it('a safe method runs at once on the frame’s chain, as CAIP-2, with the session token', async () => {
    frame = await signedInFrame()
    expect(successOf(await frame.send('RPC_REQUEST', { method: 'eth_getBalance', params: [ACCOUNT, 'latest'] }))).toEqual({ result: 'ran eth_getBalance' })
    expect(rpcCalls(frame)[0]!.body).toEqual({ chainId: 'eip155:31337', method: 'eth_getBalance', params: [ACCOUNT, 'latest'] })
    expect(rpcCalls(frame)[0]!.headers.authorization).toBe('Bearer tok-r')
    successOf(await frame.send('RPC_REQUEST', { method: 'eth_blockNumber', chainId: 31338 }))
    expect(rpcCalls(frame)[1]!.body).toEqual({ chainId: 'eip155:31338', method: 'eth_blockNumber' })
  })

  it('an unsafe method waits for Approve, shows busy while it runs, then answers the server’s result', async () => {
    frame = await signedInFrame()
    successOf(
      await frame.send('SYNC_DAPP_DATA', {
        projectId: 'foyer-dev',
        sdkType: 'foyer',
        sdkVersion: '1.7.3',
        metadata: { name: 'Shop', url: 'https://claims-to-be.example', icons: ['javascript:alert(1)', 'https://shop.example/icon.png'] },
      }),
    )
    const answer = frame.send('RPC_REQUEST', { method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] })
    const approval = await frame.nextApproval()
    expect(approval.request).toEqual({
      summary: { title: 'Sign message', sections: [{ kind: 'text', label: 'Message', text: 'hello', mono: false }] },
      // the origin shown is the verified parent's, never the metadata's claim; the name is only a claim beside it
      app: { origin: 'shop.example', claimedName: 'Shop', icon: 'https://shop.example/icon.png' },
      account: ACCOUNT,
      chainId: 'eip155:31337',
    })
    expect(rpcCalls(frame)).toEqual([])
    approval.decide('approve')
    expect(successOf(await answer)).toEqual({ result: 'ran personal_sign' })
    expect(await approval.closed).toEqual({ wasBusy: true })
    expect(rpcCalls(frame)[0]!.body).toEqual({ chainId: 'eip155:31337', method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] })
  })

  it('Reject answers 4001 “User rejected the request.” and the transaction never reaches the server (only the fee estimate does)', async () => {
    frame = await signedInFrame()
    const answer = frame.send('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ to: ACCOUNT, value: '0x1' }] })
    const approval = await frame.nextApproval()
    approval.decide('reject')
    expect(errorOf(await answer)).toEqual({ message: 'User rejected the request.', code: 4001 })
    expect(await approval.closed).toEqual({ wasBusy: false })
    expect(
      rpcCalls(frame)
        .map((call) => (call.body as { method: string }).method)
        .sort(),
    ).toEqual(['eth_estimateGas', 'eth_gasPrice'])
  })

  it('a token transfer shows the exact amount the chain will move in the token’s units (1.234567 USDC, read from the token), its recipient and its contract', async () => {
    frame = await signedInFrame()
    const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const RECIPIENT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
    const word = (value: bigint) => value.toString(16).padStart(64, '0')
    const usdc = Buffer.from('USDC').toString('hex')
    frame.api.on('rpc', (request) => {
      const { method, params } = request.body as { method: string; params: [{ data?: string }] }
      if (method === 'eth_call' && params[0].data === '0x313ce567') return { body: { result: `0x${word(6n)}` } }
      if (method === 'eth_call' && params[0].data === '0x95d89b41') return { body: { result: `0x${word(32n)}${word(4n)}${usdc.padEnd(64, '0')}` } }
      return { body: { result: `ran ${method}` } }
    })
    const data = `0xa9059cbb${'0'.repeat(24)}${RECIPIENT.slice(2)}${word(1_234_567n)}`
    const answer = frame.send('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ to: TOKEN, data }] })
    const approval = await frame.nextApproval()
    const rows = approval.request.summary.sections[0]
    expect(approval.request.summary.title).toBe('Send tokens')
    expect(rows).toMatchObject({
      kind: 'rows',
      rows: expect.arrayContaining([
        { label: 'Token', value: TOKEN, mono: true },
        { label: 'Recipient', value: RECIPIENT, mono: true },
        { label: 'Token amount', value: '1.234567 USDC' },
      ]),
    })
    approval.decide('reject')
    expect(errorOf(await answer)).toMatchObject({ code: 4001 })
  })

  it('the server’s refusal of an approved request reaches the app, and the screen closes', async () => {
    frame = await signedInFrame()
    frame.api.on('rpc', { status: 400, body: { error: 'Bad Request', message: 'insufficient funds for gas', code: -32000 } })
    const answer = frame.send('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ to: ACCOUNT, value: '0xffffffffffffffffff' }] })
    const approval = await frame.nextApproval()
    approval.decide('approve')
    expect(errorOf(await answer)).toEqual({ message: 'insufficient funds for gas', code: -32000 })
    await approval.closed
    expect(frame.openApprovals()).toBe(0)
  })

  it('one approval at a time: a second unsafe request waits until the first is settled', async () => {
    frame = await signedInFrame()
    const first = frame.send('RPC_REQUEST', { method: 'personal_sign', params: ['0x6f6e65', ACCOUNT] })
    const second = frame.send('RPC_REQUEST', { method: 'personal_sign', params: ['0x74776f', ACCOUNT] })
    const firstApproval = await frame.nextApproval()
    expect(firstApproval.request.summary.sections[0]).toMatchObject({ text: 'one' })
    expect(frame.openApprovals()).toBe(1)
    const secondShown = frame.nextApproval()
    firstApproval.decide('reject')
    const secondApproval = await secondShown
    expect(secondApproval.request.summary.sections[0]).toMatchObject({ text: 'two' })
    expect(frame.openApprovals()).toBe(1)
    secondApproval.decide('approve')
    expect(errorOf(await first)).toMatchObject({ code: 4001 })
    expect(successOf(await second)).toEqual({ result: 'ran personal_sign' })
  })

  it('from a smart account: the screen says who pays as the server says it now (the app, sponsored), and the approved send names that payer to the server', async () => {
    frame = await signedInFrame()
    const SAFE = '0x5afe00000000000000000000000000000000aaaa'
    frame.api.on('user', {
      body: {
        address: SAFE,
        chainId: 'eip155:31337',
        accounts: [
          { address: SAFE, type: 'smartAccount' },
          { address: ACCOUNT, type: 'eoa' },
        ],
        preferredAccountType: 'smartAccount',
      },
    })
    successOf(await frame.send('GET_USER', {}))
    frame.api.on('rpc', (request) => {
      const { method } = request.body as { method: string }
      return { body: { result: method === 'foyer_gasSponsorship' ? { sponsored: true } : `ran ${method}` } }
    })
    const answer = frame.send('RPC_REQUEST', { method: 'wallet_sendCalls', params: [{ calls: [{ to: ACCOUNT, value: '0x1' }] }] })
    const approval = await frame.nextApproval()
    expect(approval.request.account).toBe(SAFE)
    expect(approval.request.summary.sections.at(-1)).toMatchObject({ rows: [{ label: 'How it runs' }, { label: 'Network fee', value: 'Paid by the app: nothing from your account' }] })
    approval.decide('approve')
    successOf(await answer)
    expect(rpcCalls(frame).at(-1)!.body).toMatchObject({ method: 'wallet_sendCalls', sponsored: true })
  })

  it('smart-account methods are refused (4200) without showing an approval that could only fail', async () => {
    frame = await signedInFrame()
    expect(errorOf(await frame.send('RPC_REQUEST', { method: 'wallet_grantPermissions', params: [{}] }))).toEqual({
      message: 'This application might not support Smart Accounts',
      code: 4200,
    })
    expect(frame.openApprovals()).toBe(0)
    expect(rpcCalls(frame)).toEqual([])
  })

  it('without SYNC_DAPP_DATA the app is named by its verified origin, and the account is read from the server when not yet known', async () => {
    frame = await startFrame()
    frame.api.on('user', { body: { address: ACCOUNT, chainId: 'eip155:31337' } })
    frame.api.on('rpc', { body: { result: '0xsig' } })
    const answer = frame.send('RPC_REQUEST', { method: 'eth_signTypedData_v4', params: [ACCOUNT, { primaryType: 'Mail', message: { to: 'Bob' } }] })
    const approval = await frame.nextApproval()
    expect(approval.request.app).toEqual({ origin: 'shop.example' })
    expect(approval.request.account).toBe(ACCOUNT)
    approval.decide('approve')
    expect(successOf(await answer)).toEqual({ result: '0xsig' })
  })
  it('a Solana request shows the user’s Solana address, asked for the cluster without moving the frame’s EVM chain, and goes to that cluster', async () => {
    frame = await signedInFrame()
    const cluster = 'solana:FqxofZ4WZKoycEoFZuNmVQfCj81SPCU9'
    const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    frame.api.on('user', (request) => ({ body: { address: request.query.chainId === cluster ? solanaAddress : ACCOUNT, chainId: request.query.chainId ?? 'eip155:31337' } }))
    expect(successOf(await frame.send('GET_USER', { chainId: cluster }))).toMatchObject({ address: solanaAddress })
    const message = '2NEpo7TZsLBYdvo5V' // 'Hello, World' in base58
    const answer = frame.send('RPC_REQUEST', { method: 'solana_signMessage', params: { message, pubkey: solanaAddress }, chainId: cluster })
    const approval = await frame.nextApproval()
    expect(approval.request).toMatchObject({ account: solanaAddress, chainId: cluster, summary: { title: 'Sign message', sections: [{ kind: 'text', text: 'Hello, World' }] } })
    approval.decide('approve')
    expect(successOf(await answer)).toEqual({ result: 'ran solana_signMessage' })
    expect(rpcCalls(frame).at(-1)!.body).toEqual({ chainId: cluster, method: 'solana_signMessage', params: { message, pubkey: solanaAddress } })
    // The frame's chain is still the EVM one: an EVM request without a chain goes there.
    expect(successOf(await frame.send('GET_CHAIN_ID', {}))).toEqual({ chainId: 31337 })
  })
})
