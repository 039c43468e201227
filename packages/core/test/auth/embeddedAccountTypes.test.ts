/**
 * The embedded wallet's two accounts on eip155 (spec §3 and §6): the smart account it shows by
 * default where the server holds one, the key's own (EOA) on request, the visitor's choice kept by
 * the app, and the snackbar where a smart account was asked for and none is served.
 */
import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS, memoryStorage } from '../../src/storage.ts'
import { createEmbeddedFoyer, ok, stopEmbeddedFoyers, useEmbeddedFoyerApi } from '../fixtures/embeddedFoyer.ts'
import type { FrameAnswer } from '../fixtures/fakeFrame.ts'
import { account } from '../fixtures/foyer.ts'
import { EVM_ADDRESS } from '../fixtures/networks.ts'

const SAFE = '0x5AFE00000000000000000000000000000000aAaA'

const fake = useEmbeddedFoyerApi()

/** The frame's user as the server answers it: both accounts where a smart account is held, the one asked for in use. */
function userAnswer(offered: boolean) {
  return (payload: unknown): FrameAnswer => {
    const asked = (payload as { preferredAccountType?: string }).preferredAccountType
    const type = offered && asked !== 'eoa' ? 'smartAccount' : 'eoa'
    const accounts = offered
      ? [
          { address: SAFE, type: 'smartAccount' },
          { address: EVM_ADDRESS, type: 'eoa' },
        ]
      : [{ address: EVM_ADDRESS, type: 'eoa' }]
    return {
      result: { address: type === 'smartAccount' ? SAFE : EVM_ADDRESS, chainId: 1, email: 'ada@example.com', accounts, preferredAccountType: type, ...(offered && { smartAccountDeployed: false }) },
    }
  }
}

async function loggedIn(offered: boolean, setup: Parameters<typeof createEmbeddedFoyer>[2] = {}) {
  let frameType: string | undefined
  const created = await createEmbeddedFoyer(
    fake.api,
    {
      GET_USER: (payload) => userAnswer(offered)({ preferredAccountType: frameType ?? (payload as { preferredAccountType?: string }).preferredAccountType }),
      SET_PREFERRED_ACCOUNT: (payload) => {
        const { type } = payload as { type: string }
        if (type === 'smartAccount' && !offered) return { error: { message: 'This application might not support Smart Accounts', code: 4200 } }
        frameType = type
        return { result: { type, address: type === 'smartAccount' ? SAFE : EVM_ADDRESS } }
      },
      GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ result: { smartAccountEnabledNetworks: offered ? [1] : [] } }),
      SIGN_OUT: ok,
    },
    setup,
  )
  await created.client.connect(created.auth)
  return created
}

describe('the embedded wallet’s accounts on eip155', () => {
  it('shows the smart account by default where the server holds one: its address, both accounts with their types, not deployed yet, and the networks that have one', async () => {
    const { client } = await loggedIn(true)
    await expect.poll(() => client.ctx.chains.chain('eip155')?.networkState.smartAccountEnabledNetworks).toEqual([1])
    await expect
      .poll(() => account(client))
      .toMatchObject({
        address: SAFE,
        smartAccountDeployed: false,
        preferredAccountTypes: { eip155: 'smartAccount' },
        allAccounts: [
          { namespace: 'eip155', address: SAFE, type: 'smartAccount' },
          { namespace: 'eip155', address: EVM_ADDRESS, type: 'eoa' },
        ],
      })
  })

  it('asks for the EOA where the host’s defaultAccountTypes says so', async () => {
    const created = await createEmbeddedFoyer(
      fake.api,
      { GET_USER: (payload) => userAnswer(true)(payload), GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ result: { smartAccountEnabledNetworks: [1] } }) },
      { defaultAccountTypes: { eip155: 'eoa' } },
    )
    await created.client.connect(created.auth)
    expect(created.sent('GET_USER')[0]?.payload).toEqual({ chainId: 1, preferredAccountType: 'eoa' })
    await expect.poll(() => account(created.client)).toMatchObject({ address: EVM_ADDRESS, preferredAccountTypes: { eip155: 'eoa' } })
  })

  it('switching to the EOA and back moves the account shown, keeps the types, and the choice is kept by the app', async () => {
    const storage = memoryStorage()
    const { client } = await loggedIn(true, { storage })
    await client.auth.setPreferredAccountType('eoa')
    await expect.poll(() => account(client)).toMatchObject({ address: EVM_ADDRESS, preferredAccountTypes: { eip155: 'eoa' } })
    expect(account(client).allAccounts.map((entry) => entry.type)).toEqual(['smartAccount', 'eoa'])
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES)!)).toEqual({ eip155: 'eoa' })
    await client.auth.setPreferredAccountType('smartAccount')
    await expect.poll(() => account(client)).toMatchObject({ address: SAFE, preferredAccountTypes: { eip155: 'smartAccount' } })
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES)!)).toEqual({ eip155: 'smartAccount' })
  })

  it('a stored choice is what the app asks for at the next connection', async () => {
    const storage = memoryStorage()
    storage.setItem(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES, JSON.stringify({ eip155: 'eoa' }))
    const { client, sent } = await loggedIn(true, { storage })
    expect(sent('GET_USER')[0]?.payload).toEqual({ chainId: 1, preferredAccountType: 'eoa' })
    expect(account(client).address).toBe(EVM_ADDRESS)
  })

  it('where none is served, a switch to the smart account says “This application might not support Smart Accounts” and the EOA stays', async () => {
    const storage = memoryStorage()
    const { client } = await loggedIn(false, { storage })
    await expect(client.auth.setPreferredAccountType('smartAccount')).rejects.toMatchObject({ code: 4200 })
    expect(client.ctx.snackbar.get()).toMatchObject({ message: 'This application might not support Smart Accounts', variant: 'error' })
    expect(account(client)).toMatchObject({ address: EVM_ADDRESS, allAccounts: [{ address: EVM_ADDRESS, type: 'eoa' }] })
    expect(storage.getItem(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPES)).toBeNull()
  })

  it('a host that asked for smart accounts where the server serves none hears so in the snackbar; one that did not ask does not', async () => {
    const { client: quiet } = await loggedIn(false)
    await expect.poll(() => account(quiet).preferredAccountTypes).toEqual({ eip155: 'eoa' })
    expect(quiet.ctx.snackbar.get().open).toBe(false)
    stopEmbeddedFoyers()
    const created = await createEmbeddedFoyer(
      fake.api,
      { GET_USER: (payload) => userAnswer(false)(payload), GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ result: { smartAccountEnabledNetworks: [] } }) },
      { defaultAccountTypes: { eip155: 'smartAccount' } },
    )
    await created.client.connect(created.auth)
    await expect.poll(() => created.client.ctx.snackbar.get()).toMatchObject({ message: 'This application might not support Smart Accounts', variant: 'error' })
  })
})

describe('methods the embedded wallet does not offer (ERC-7715 permissions, a raw user operation)', () => {
  it.each(['wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation'])(
    '%s is refused with 4200 and the snackbar, before any approval opens or the frame is asked',
    async (method) => {
      const { client, sent } = await loggedIn(true)
      await expect(client.auth.rpcRequest(method, [{}])).rejects.toMatchObject({ code: 4200, message: 'This application might not support Smart Accounts' })
      expect(client.ctx.snackbar.get()).toMatchObject({ message: 'This application might not support Smart Accounts', variant: 'error' })
      expect(sent('RPC_REQUEST')).toEqual([])
      expect(client.ctx.router.get().history.map((entry) => entry.view)).not.toContain('ApproveTransaction')
      expect(client.ctx.modal.get().open).toBe(false)
    },
  )
})
