/**
 * The local Polkadot chain as a wallet reads it through polkadot-api: the asset-hub-rococo runtime
 * under chopsticks, its placeholder genesis naming the chain, the dev accounts funded from the
 * start, a real `Balances.transfer_keep_alive` landing to the planck, and the runtime's refusals (a
 * bad signature, a new account below the existential deposit).
 */
import { randomBytes } from 'node:crypto'
import { ss58Address } from '@polkadot-labs/hdkd-helpers'
import { InvalidTxError, type PolkadotClient } from 'polkadot-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assetHubApi, type AssetHubApi } from '../../src/polkadot/assetHubApi.ts'
import { connectPolkadotClient } from '../../src/polkadot/polkadotClient.ts'
import { polkadotDevSigner } from '../../src/polkadot/polkadotDevSigner.ts'
import { polkadotPlan, rocToPlanck } from '../../src/polkadot/polkadotPlan.ts'
import { startPolkadotDevnet, type PolkadotDevnet } from '../../src/polkadot/startPolkadotDevnet.ts'

let devnet: PolkadotDevnet
let client: PolkadotClient
let api: AssetHubApi
beforeAll(async () => {
  devnet = await startPolkadotDevnet()
  // A client of the test's own, as a wallet connects: nothing shared with the devnet's.
  client = connectPolkadotClient(devnet.wsUrl)
  api = assetHubApi(client)
})
afterAll(async () => {
  client?.destroy()
  await devnet?.stop()
})

const freshAddress = () => ss58Address(randomBytes(32), polkadotPlan.ss58Prefix)

describe('the Polkadot devnet is asset-hub-rococo under chopsticks', () => {
  it("its genesis hash is chopsticks' placeholder 0x4545…45, so its CAIP-2 id is polkadot:4545…45 (the first 32 hex characters)", async () => {
    const { genesisHash } = await client.getChainSpecData()
    expect(genesisHash).toBe(`0x${'45'.repeat(32)}`)
    expect(devnet.genesisHash).toBe(genesisHash)
    expect(devnet.caipNetworkId).toBe(`polkadot:${'45'.repeat(16)}`)
  })

  it('runs the asset-hub-rococo runtime, with SS58 prefix 2 and ROC at 12 decimals', async () => {
    const { properties } = await client.getChainSpecData()
    expect(await api.specName()).toBe('statemine')
    expect(await api.ss58Prefix()).toBe(2)
    expect(devnet.ss58Prefix).toBe(2)
    expect(properties).toMatchObject({ tokenSymbol: 'ROC', tokenDecimals: 12 })
    expect(devnet.nativeCurrency).toEqual({ name: 'Rococo', symbol: 'ROC', decimals: 12 })
  })

  it("the existential deposit is the runtime's Balances.ExistentialDeposit, in planck", async () => {
    const existentialDeposit = await api.existentialDeposit()
    expect(existentialDeposit).toBeGreaterThan(0n)
    expect(devnet.existentialDeposit).toBe(existentialDeposit)
  })

  it('every dev account holds the planned 1000 ROC free from the start, read through System.Account', async () => {
    expect(devnet.accounts).toHaveLength(8)
    for (const account of devnet.accounts) {
      const info = await api.account(account.address)
      expect(info.providers).toBe(1)
      expect(info.data.free).toBe(rocToPlanck(polkadotPlan.rocPerAccount))
      expect(info.data.free).toBe(1000n * 10n ** 12n)
    }
  })
})

describe('a transfer, as a wallet signs and submits it', () => {
  it("a transfer_keep_alive is finalized and the receiver's System.Account free shows exactly the amount sent; the sender pays it and a fee", async () => {
    const [sender] = devnet.accounts
    const receiver = freshAddress()
    const amount = 2n * 10n ** 12n + 123n
    const before = (await api.account(sender!.address)).data.free

    const transfer = await devnet.transfer(sender!, receiver, amount)

    expect(transfer.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await api.account(receiver)).data.free).toBe(amount)
    const spent = before - (await api.account(sender!.address)).data.free
    expect(spent).toBeGreaterThan(amount)
    expect(spent - amount).toBeLessThan(10n ** 12n)
  })

  it('a block is built for each transaction at once and finalized with it: polkadot-api sees it signed, broadcast, in a best block, then finalized in that same block', async () => {
    const [, sender] = devnet.accounts
    const events: { type: string; block?: string }[] = []
    await new Promise<void>((resolve, reject) => {
      api
        .transferKeepAlive(freshAddress(), 10n ** 12n)
        .signSubmitAndWatch(polkadotDevSigner(sender!))
        .subscribe({
          next: (event) => {
            const inBlock = event.type === 'finalized' || (event.type === 'txBestBlocksState' && event.found)
            events.push({ type: event.type, ...(inBlock && { block: event.block.hash }) })
            if (event.type === 'finalized') resolve()
          },
          error: reject,
        })
    })

    expect(events.map((event) => event.type)).toEqual(['signed', 'broadcasted', 'txBestBlocksState', 'finalized'])
    expect(events[2]!.block).toBe(events[3]!.block)
  })

  it('a transfer signed with another account’s key is refused before it is broadcast as an invalid transaction, BadProof, and no balance moves', async () => {
    const [, , claimed, signer] = devnet.accounts
    const receiver = freshAddress()
    const call = api.transferKeepAlive(receiver, 10n ** 12n)

    const refusal = await call.signAndSubmit(polkadotDevSigner(claimed!, signer!.secretKey)).catch((error: unknown) => error)

    expect(refusal).toBeInstanceOf(InvalidTxError)
    // The runtime's TransactionValidityError: Invalid(BadProof), as polkadot-api decodes it from this runtime's metadata (v14).
    expect((refusal as InvalidTxError).error).toMatchObject({ type: expect.stringMatching(/^Invalid/), value: { type: 'BadProof' } })
    expect((await api.account(claimed!.address)).data.free).toBe(rocToPlanck(polkadotPlan.rocPerAccount))
    expect((await api.account(receiver)).data.free).toBe(0n)
  })

  it('a transfer that would open an account below the existential deposit fails on chain (Balances.ExistentialDeposit), and the account stays empty', async () => {
    const [, , , , sender] = devnet.accounts
    const receiver = freshAddress()

    await expect(devnet.transfer(sender!, receiver, devnet.existentialDeposit - 1n)).rejects.toThrow(/failed: Module\.Balances\.ExistentialDeposit$/)
    expect((await api.account(receiver)).data.free).toBe(0n)
  })
})
