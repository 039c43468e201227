// @vitest-environment happy-dom
import { evmNetwork } from '@foyer/adapter-evm'
import { knownIdentity } from '@foyer/core/internal'
import { mockAdapter, mockConnector, type MockConnector } from '@foyer/core/testing'
import { act, createElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import RegisterAccountNameSuccessView from '../src/names/RegisterAccountNameSuccessView.tsx'
import RegisterAccountNameView from '../src/names/RegisterAccountNameView.tsx'
import AccountView from '../src/views/Account/AccountView.tsx'
import { api, button, mount } from './viewHarness.ts'
import { createFoyerInstance, type FoyerInstance } from './foyerInstance.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ETHEREUM = evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: 'http://127.0.0.1:1' })

/** What the fake server knows: the names registered (label → address), the account's identity, and how it answers a registration. */
const server = {
  registered: new Map<string, string>(),
  identity: { status: 200, name: null as string | null },
  register: undefined as { status: number; body: unknown } | undefined,
}

const profile = (label: string) => ({ name: `${label}.foyer.id`, registered: 1, updated: 1, addresses: { '60': { address: server.registered.get(label)! } }, attributes: {} })

function answerNames(path: string): { status: number; body: unknown } {
  if (path.startsWith('/v1/identity/')) return { status: server.identity.status, body: { name: server.identity.name, avatar: null } }
  if (path === '/v1/profile/zone') return { status: 200, body: { zone: 'foyer.id' } }
  const account = /^\/v1\/profile\/account\/([^.]+)\.foyer\.id$/.exec(path)
  if (account) return server.registered.has(account[1]!) ? { status: 200, body: profile(account[1]!) } : { status: 404, body: { message: 'not registered' } }
  const suggestions = /^\/v1\/profile\/suggestions\/(.+)$/.exec(path)
  if (suggestions) {
    const label = suggestions[1]!.toLowerCase()
    const free = [`${label}1`, `${label}x`].map((candidate) => ({ name: `${candidate}.foyer.id`, registered: false }))
    return { status: 200, body: { suggestions: [{ name: `${label}.foyer.id`, registered: server.registered.has(label) }, ...free] } }
  }
  if (path === '/v1/profile/account') {
    if (server.register) return server.register
    server.registered.set('alice1', ADDRESS)
    return { status: 200, body: profile('alice1') }
  }
  if (path.startsWith('/v1/profile/reverse/')) return { status: 200, body: [] }
  return { status: 503, body: { message: 'away' } }
}

afterEach(() => {
  api.answer = () => ({ status: 503, body: { message: 'away' } })
})

async function connectedFoyer({ features = {}, name = null, identityStatus = 200 }: { features?: Record<string, boolean>; name?: string | null; identityStatus?: number } = {}): Promise<{
  foyer: FoyerInstance
  wallet: MockConnector
  /** Settles once the identity has been asked for and every such request was answered and handled. */
  identityHandled: () => Promise<unknown>
}> {
  server.registered = new Map()
  server.identity = { status: identityStatus, name }
  server.register = undefined
  api.answer = answerNames
  const wallet = mockConnector({ addresses: [ADDRESS], chainId: 1 })
  const foyer = createFoyerInstance({
    projectId: 'names',
    apiUrl: api.url,
    networks: [ETHEREUM],
    adapters: [mockAdapter('eip155', [wallet])],
    features: { email: false, socials: false, analytics: false, ...features },
    devMode: false,
  })
  // Watched, not replaced: the server's answer (or failure) still reaches the client as before.
  const getIdentity = vi.spyOn(foyer.client.ctx.server!.blockchain, 'getIdentity')
  await act(() => foyer.client.connect(wallet))
  const identityHandled = async () => {
    await vi.waitFor(() => expect(getIdentity).toHaveBeenCalled())
    await act(async () => {
      await Promise.allSettled(getIdentity.mock.results.map((result) => result.value))
      // A task later, every step the answer set off has run.
      await new Promise((resolve) => setImmediate(resolve))
    })
  }
  return { foyer, wallet, identityHandled }
}

/** Types into a React-controlled input as a visitor does. */
async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const offer = (container: HTMLElement) => button(container, 'Register a name')
const field = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[data-testid=name-label]')!
const described = (container: HTMLElement) =>
  (field(container).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => container.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' | ')

describe('the Account view’s offer to register a name', () => {
  it('an eip155 account the server says has no name gets "Register a name", which opens RegisterAccountName', async () => {
    const { foyer } = await connectedFoyer()
    const view = await mount(foyer, createElement(AccountView, { data: undefined }))
    await view.until(() => expect(offer(view.container)).toBeDefined())
    await act(async () => offer(view.container)!.click())
    expect(foyer.client.ctx.router.current().view).toBe('RegisterAccountName')
  })

  it('no offer to an account with a name, to one the server could not answer for, or where the host set accountNames: false', async () => {
    const named = await mount((await connectedFoyer({ name: 'ada.eth' })).foyer, createElement(AccountView, { data: undefined }))
    await named.until(() => expect(named.container.querySelector('[data-testid=account-address]')?.textContent).toBe('ada.eth'))
    expect(offer(named.container)).toBeUndefined()

    const unknown = await connectedFoyer({ identityStatus: 503 })
    const unanswered = await mount(unknown.foyer, createElement(AccountView, { data: undefined }))
    await unanswered.until(() => expect(unanswered.container.querySelector('[data-testid=account-address]')).not.toBeNull())
    await unknown.identityHandled()
    expect(offer(unanswered.container)).toBeUndefined()

    const off = await connectedFoyer({ features: { accountNames: false } })
    await vi.waitFor(() => expect(knownIdentity(off.foyer.client.ctx, ADDRESS), 'the server said: no name').toEqual({ name: null, avatar: null }))
    const withoutFeature = await mount(off.foyer, createElement(AccountView, { data: undefined }))
    expect(offer(withoutFeature.container)).toBeUndefined()
  })
})

describe('RegisterAccountName', () => {
  it('a labelled field with the zone after it; the rule (spec §5) is said as the label is typed, through aria-describedby', async () => {
    const { foyer } = await connectedFoyer()
    const view = await mount(foyer, createElement(RegisterAccountNameView, { data: undefined }))
    await view.until(() => expect(view.container.querySelector('[data-testid=name-zone]')?.textContent).toBe('.foyer.id'))
    const input = field(view.container)
    expect(view.container.querySelector(`label[for="${input.id}"]`)?.textContent).toBe('Name')
    expect(described(view.container)).toContain('Letters, digits and hyphens, at least 4 characters.')
    expect(button(view.container, 'Register')!.getAttribute('aria-disabled')).toBe('true')

    await type(input, 'ab')
    expect(described(view.container)).toContain('Use at least 4 characters.')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    await type(input, 'al_ce')
    expect(described(view.container)).toContain('Use letters, digits and hyphens only.')
    expect(button(view.container, 'Register')!.getAttribute('aria-disabled')).toBe('true')
  })

  it('once typing pauses, says (politely) whether the name is free and offers free names like it; a suggestion fills the field', async () => {
    const { foyer } = await connectedFoyer()
    const view = await mount(foyer, createElement(RegisterAccountNameView, { data: undefined }))
    const input = field(view.container)
    await type(input, 'alice')
    const status = view.container.querySelector('[data-testid=name-status]')!
    expect(status.getAttribute('aria-live')).toBe('polite')
    await view.until(() => expect(status.textContent).toBe('alice.foyer.id is available.'))
    const suggestions = [...view.container.querySelectorAll('section button')]
    expect(suggestions.map((element) => [element.textContent, element.getAttribute('aria-label')])).toEqual([
      ['alice1.foyer.id', 'Use alice1.foyer.id'],
      ['alicex.foyer.id', 'Use alicex.foyer.id'],
    ])
    await act(async () => (suggestions[0] as HTMLButtonElement).click())
    expect(input.value).toBe('alice1')
    expect(document.activeElement).toBe(input)
    await view.until(() => expect(status.textContent).toBe('alice1.foyer.id is available.'))
    expect(button(view.container, 'Register')!.getAttribute('aria-disabled')).toBe('false')
  })

  it('a taken name is said so and cannot be registered: Register stays focusable but does nothing', async () => {
    const { foyer, wallet } = await connectedFoyer()
    server.registered.set('alice', '0x2222222222222222222222222222222222222222')
    const view = await mount(foyer, createElement(RegisterAccountNameView, { data: undefined }))
    await type(field(view.container), 'alice')
    await view.until(() => expect(view.container.querySelector('[data-testid=name-status]')?.textContent).toBe('alice.foyer.id is already taken.'))
    expect(button(view.container, 'Register')!.getAttribute('aria-disabled')).toBe('true')
    expect(field(view.container).getAttribute('aria-invalid')).toBe('true')
    await act(async () => button(view.container, 'Register')!.click())
    expect(wallet.calls.some((call) => call.method === 'signMessage')).toBe(false)
  })

  it('Register: the wallet signs, the account goes by the name at once, and RegisterAccountNameSuccess shows', async () => {
    const { foyer, wallet } = await connectedFoyer()
    foyer.client.ctx.router.reset('Account')
    foyer.client.push('RegisterAccountName')
    const view = await mount(foyer, createElement(RegisterAccountNameView, { data: undefined }))
    await type(field(view.container), 'alice1')
    await view.until(() => expect(button(view.container, 'Register')!.getAttribute('aria-disabled')).toBe('false'))
    await act(async () => button(view.container, 'Register')!.click())
    await view.until(() => expect(foyer.client.ctx.router.current()).toEqual({ view: 'RegisterAccountNameSuccess', data: { name: 'alice1.foyer.id' } }))
    expect(wallet.calls.some((call) => call.method === 'signMessage')).toBe(true)
    expect(foyer.client.ctx.chains.chain('eip155')?.accountState.profileName).toBe('alice1.foyer.id')
  })

  it('a registration the server refuses shows why in an alert, and the view stays with the label', async () => {
    const { foyer } = await connectedFoyer()
    server.register = { status: 409, body: { error: 'Conflict', message: 'alice1.foyer.id is already registered' } }
    foyer.client.push('RegisterAccountName')
    const view = await mount(foyer, createElement(RegisterAccountNameView, { data: undefined }))
    await type(field(view.container), 'alice1')
    await act(async () => button(view.container, 'Register')!.click())
    await view.until(() => expect(view.container.querySelector('[role=alert]')?.textContent).toBe('alice1.foyer.id was just taken. Choose another name.'))
    expect(foyer.client.ctx.router.current().view).toBe('RegisterAccountName')
    expect(field(view.container).value).toBe('alice1')
    expect(view.container.querySelector('[data-testid=name-status]')?.textContent, 'taken from then on').toBe('alice1.foyer.id is already taken.')
    expect(button(view.container, 'Register')!.getAttribute('aria-disabled')).toBe('true')

    server.register = { status: 500, body: { message: 'boom' } }
    await type(field(view.container), 'alice2')
    await view.until(() => expect(button(view.container, 'Register')!.getAttribute('aria-disabled')).toBe('false'))
    await act(async () => button(view.container, 'Register')!.click())
    await view.until(() => expect(view.container.querySelector('[role=alert]')?.textContent).toBe('Error registering name. Please try again.'))
  })
})

describe('RegisterAccountNameSuccess', () => {
  it('shows the name and that the account now goes by it; its button goes back to the Account view', async () => {
    const { foyer } = await connectedFoyer()
    foyer.client.push('RegisterAccountNameSuccess', { name: 'alice.foyer.id' })
    const view = await mount(foyer, createElement(RegisterAccountNameSuccessView, { data: { name: 'alice.foyer.id' } }))
    expect(view.container.querySelector('[data-testid=registered-name]')?.textContent).toBe('alice.foyer.id')
    const back = button(view.container, 'Back to account')!
    expect(view.container.ownerDocument.getElementById(back.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Your account now goes by alice.foyer.id. Apps and wallets can show it in place of your address.',
    )
    await act(async () => back.click())
    expect(foyer.client.ctx.router.get().history).toEqual([{ view: 'Account' }])
  })
})
