import { describe, expect, it, vi } from 'vitest'
import { refreshIdentity } from '../../src/actions/identity.ts'
import { SNACKBARS, THROWN } from '../../src/errors.ts'
import { nameAvailability, nameSuggestions, nameZone, registerAccountName } from '../../src/names/nameActions.ts'
import { nameRegistrationOf, NameRegistrationError } from '../../src/names/nameRegistration.ts'
import { takeName } from '../fixtures/fakeNames.ts'
import { account, createTestFoyer, useFakeApi } from '../fixtures/foyer.ts'
import { EVM_ADDRESS, EVM_ADDRESS_2, mainnet, optimism, SOLANA_ADDRESS, solana } from '../fixtures/networks.ts'
import { createTestWallet } from '../fixtures/testWallet.ts'

const fake = useFakeApi(() => [mainnet.caipNetworkId, optimism.caipNetworkId])

/** A client connected with an EVM wallet on `chainId`, its modal on RegisterAccountName over Account. */
async function onRegisterView(chainId = 1) {
  const wallet = createTestWallet({ addresses: [EVM_ADDRESS], chainId })
  const { client, ctx } = createTestFoyer(fake.api, { wallets: [wallet] })
  await client.connect(wallet)
  ctx.router.reset('Account')
  ctx.router.push('RegisterAccountName')
  return { wallet, client, ctx }
}

const signedMessages = (wallet: ReturnType<typeof createTestWallet>) => wallet.calls.filter((call) => call.method === 'signMessage').map((call) => (call.args[0] as { message: string }).message)

describe('the zone, suggestions and availability', () => {
  it('the zone is the server’s, asked once per page', async () => {
    const { ctx } = await onRegisterView()
    fake.api.accountNames.zone = 'names.example.org'
    await expect(nameZone(ctx)).resolves.toBe('names.example.org')
    await expect(nameZone(ctx)).resolves.toBe('names.example.org')
    expect(fake.api.requestsTo('/v1/profile/zone')).toHaveLength(1)
  })

  it('suggestions are the free names like the label’s, each with the label it fills in; a taken label is not among them', async () => {
    const { ctx } = await onRegisterView()
    takeName(fake.api.accountNames, 'alice', EVM_ADDRESS_2)
    const suggestions = await nameSuggestions(ctx, 'alice')
    expect(suggestions.map((suggestion) => suggestion.name)).toEqual(['alice1.foyer.id', 'alice2.foyer.id', 'alice3.foyer.id', 'alicex.foyer.id'])
    expect(suggestions[0]).toEqual({ label: 'alice1', name: 'alice1.foyer.id' })
    await expect(nameSuggestions(ctx, 'ab'), 'a label that breaks the rule is not asked about').resolves.toEqual([])
  })

  it('availability: a name nobody has is available, a registered one is not', async () => {
    const { ctx } = await onRegisterView()
    takeName(fake.api.accountNames, 'alice', EVM_ADDRESS_2)
    await expect(nameAvailability(ctx, 'Alice')).resolves.toEqual({ name: 'alice.foyer.id', available: false })
    await expect(nameAvailability(ctx, 'bobby')).resolves.toEqual({ name: 'bobby.foyer.id', available: true })
  })

  it("a server that cannot answer: 'Error fetching name suggestions' and 'Error resolving name' (spec §8)", async () => {
    const { ctx } = await onRegisterView()
    fake.api.accountNames.failure = 503
    await expect(nameSuggestions(ctx, 'alice')).rejects.toThrow(THROWN.ERROR_FETCHING_NAME_SUGGESTIONS)
    await expect(nameAvailability(ctx, 'alice')).rejects.toThrow(THROWN.ERROR_RESOLVING_NAME)
  })
})

describe('registering a name for the active account', () => {
  it('the wallet signs {name, attributes, timestamp, coinType, zone}, the server gets it with the chain’s coin type, the account shows the name at once and the modal shows RegisterAccountNameSuccess', async () => {
    const { wallet, client, ctx } = await onRegisterView(10)
    const before = Math.floor(Date.now() / 1000)
    await expect(registerAccountName(ctx, 'Alice')).resolves.toBe('alice.foyer.id')
    const [message] = signedMessages(wallet)
    const signed = JSON.parse(message!) as { name: string; attributes: object; timestamp: number }
    expect(Object.keys(signed)).toEqual(['name', 'attributes', 'timestamp', 'coinType', 'zone'])
    expect(signed).toMatchObject({ name: 'alice.foyer.id', attributes: {}, coinType: 0x8000000a, zone: 'foyer.id' })
    expect(signed.timestamp).toBeGreaterThanOrEqual(before)
    expect(signed.timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000))
    const posted = fake.api.requestsTo('/v1/profile/account').find((request) => request.method === 'POST')
    expect(posted?.body).toEqual({ coin_type: 0x8000000a, address: EVM_ADDRESS, message, signature: `0x${'ab'.repeat(65)}` })
    expect(account(client).profileName).toBe('alice.foyer.id')
    expect(ctx.router.get().history).toEqual([{ view: 'Account' }, { view: 'RegisterAccountNameSuccess', data: { name: 'alice.foyer.id' } }])
    expect(nameRegistrationOf(ctx).get()).toEqual({ label: '', registering: false })
  })

  it('the registered name stays the account’s when the identity is asked again within its 5 minutes (the server had none before)', async () => {
    const { client, ctx } = await onRegisterView()
    await vi.waitFor(() => expect(fake.api.requestsTo('/v1/identity/')).toHaveLength(1))
    await registerAccountName(ctx, 'alice')
    await refreshIdentity(ctx, 'eip155')
    expect(account(client).profileName).toBe('alice.foyer.id')
  })

  it('a taken name: the failure says so, the label stays, and the modal is back on RegisterAccountName (spec §4)', async () => {
    const { client, ctx } = await onRegisterView()
    takeName(fake.api.accountNames, 'alice', EVM_ADDRESS_2)
    ctx.router.push('ApproveTransaction', { request: 'signMessage' } as never)
    const refused = registerAccountName(ctx, 'alice')
    await expect(refused).rejects.toBeInstanceOf(NameRegistrationError)
    await expect(refused).rejects.toThrow(THROWN.ERROR_REGISTERING_NAME)
    expect(nameRegistrationOf(ctx).get()).toEqual({ label: 'alice', registering: false, failure: { reason: 'taken', name: 'alice.foyer.id' } })
    expect(ctx.router.current().view).toBe('RegisterAccountName')
    expect(account(client).profileName).toBeUndefined()
  })

  it('an account that already has a name: the failure names it, and the account shows it', async () => {
    const { client, ctx } = await onRegisterView()
    takeName(fake.api.accountNames, 'known', EVM_ADDRESS)
    await expect(registerAccountName(ctx, 'another')).rejects.toThrow(THROWN.ERROR_REGISTERING_NAME)
    expect(nameRegistrationOf(ctx).get().failure).toEqual({ reason: 'accountNamed', name: 'known.foyer.id' })
    expect(account(client).profileName).toBe('known.foyer.id')
  })

  it("too many registrations from the network (429) and any other failure: 'Error registering name' with what the visitor can do", async () => {
    const { ctx } = await onRegisterView()
    fake.api.accountNames.registerFailure = 429
    await expect(registerAccountName(ctx, 'alice')).rejects.toThrow(THROWN.ERROR_REGISTERING_NAME)
    expect(nameRegistrationOf(ctx).get().failure).toEqual({ reason: 'tooMany' })
    fake.api.accountNames.registerFailure = 503
    await expect(registerAccountName(ctx, 'alice')).rejects.toThrow(THROWN.ERROR_REGISTERING_NAME)
    expect(nameRegistrationOf(ctx).get().failure).toEqual({ reason: 'failed' })
    fake.api.accountNames.failure = 503
    await expect(registerAccountName(ctx, 'alice'), 'the zone cannot be asked either').rejects.toThrow(THROWN.ERROR_REGISTERING_NAME)
    expect(ctx.router.current().view).toBe('RegisterAccountName')
  })

  it("a refusal in the wallet shows 'Signature declined', posts nothing and leaves no failure to show", async () => {
    const { wallet, client, ctx } = await onRegisterView()
    wallet.flags.rejectRequests = true
    await expect(registerAccountName(ctx, 'alice')).rejects.toMatchObject({ code: 4001 })
    expect(client.ctx.snackbar.get()).toMatchObject({ open: true, variant: 'error', message: SNACKBARS.SIGNATURE_DECLINED })
    expect(fake.api.requestsTo('/v1/profile/account').filter((request) => request.method === 'POST')).toEqual([])
    expect(nameRegistrationOf(ctx).get()).toEqual({ label: 'alice', registering: false })
    expect(ctx.router.current().view).toBe('RegisterAccountName')
  })

  it('is registering while the wallet signs, and the label typed is kept while the account stays; another account starts over', async () => {
    const { wallet, ctx } = await onRegisterView()
    const registering = registerAccountName(ctx, 'alice')
    expect(nameRegistrationOf(ctx).get()).toEqual({ label: 'alice', registering: true })
    await registering
    nameRegistrationOf(ctx).set({ label: 'draft', registering: false })
    wallet.emit('accountsChanged', [EVM_ADDRESS_2])
    expect(nameRegistrationOf(ctx).get()).toEqual({ label: '', registering: false })
  })

  it('names serve eip155 only (spec §9), and need a connected account', async () => {
    const sol = createTestWallet({ chain: 'solana', addresses: [SOLANA_ADDRESS], chainId: solana.id })
    const { client, ctx } = createTestFoyer(fake.api, { wallets: [sol], networks: [solana] })
    await expect(registerAccountName(ctx, 'alice')).rejects.toThrow(THROWN.NO_ACTIVE_CAIP_ADDRESS)
    await client.connect(sol)
    await expect(registerAccountName(ctx, 'alice')).rejects.toThrow(THROWN.UNSUPPORTED_CHAIN)
  })

  it('client.names loads the names code on first use and answers as the actions do', async () => {
    const { client } = await onRegisterView()
    await expect(client.names.zone()).resolves.toBe('foyer.id')
    await expect(client.names.availability('alice')).resolves.toEqual({ name: 'alice.foyer.id', available: true })
    await expect(client.names.register('alice')).resolves.toBe('alice.foyer.id')
  })
})
