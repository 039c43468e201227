// @vitest-environment happy-dom
import { evmNetwork } from '@foyer/adapter-evm'
import { AUTH_MESSAGES } from '@foyer/core/internal'
import { act, createElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { EmailForm } from '../src/components/EmailForm/EmailForm.tsx'
import { OtpForm } from '../src/components/OtpForm/OtpForm.tsx'
import { createFoyer } from '../src/index.ts'
import { api, button, mount } from './viewHarness.ts'

const foyer = () => createFoyer({ projectId: 'otp', apiUrl: api.url, networks: [evmNetwork({ id: 1, name: 'Ethereum', rpcUrl: api.url })], features: { analytics: false } })

/** Types into a React-controlled input as a visitor does. */
async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('the 6-digit code', () => {
  it('after a lockout the six boxes are disabled and the link says "Request a new code"; a new code turns them back on', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error(AUTH_MESSAGES.LOCKED_OUT))
    const onResend = vi.fn().mockResolvedValue('VERIFY_OTP')
    const view = await mount(foyer(), createElement(OtpForm, { label: '6-digit code', onSubmit, onResend }))
    const input = view.container.querySelector('input')!
    await type(input, '123456')
    await view.until(() => expect(view.text()).toContain('Too many wrong codes. Wait a few minutes, then request a new code.'))
    expect(input.disabled).toBe(true)
    expect(view.container.querySelector('.foyer-otp')?.getAttribute('data-disabled')).toBe('true')
    expect(button(view.container, 'Resend code')).toBeUndefined()
    const requestNew = button(view.container, 'Request a new code')!
    expect(requestNew.disabled).toBe(false)

    await act(async () => requestNew.click())
    expect(onResend).toHaveBeenCalledTimes(1)
    await view.until(() => expect(input.disabled).toBe(false))
    expect(button(view.container, 'Resend code')).toBeDefined()
    expect(view.text()).toContain('A new code is on its way.')
  })

  it('a burned code (too many wrong tries of it) locks the boxes the same way', async () => {
    const view = await mount(foyer(), createElement(OtpForm, { label: '6-digit code', onSubmit: () => Promise.reject(new Error(AUTH_MESSAGES.CODE_LOCKED)), onResend: async () => undefined }))
    const input = view.container.querySelector('input')!
    await type(input, '654321')
    await view.until(() => expect(input.disabled).toBe(true))
    expect(button(view.container, 'Request a new code')).toBeDefined()
  })

  it('a wrong code leaves the boxes on, emptied for the next try, with "Resend code"', async () => {
    const view = await mount(foyer(), createElement(OtpForm, { label: '6-digit code', onSubmit: () => Promise.reject(new Error(AUTH_MESSAGES.CODE_NOT_ACCEPTED)), onResend: async () => undefined }))
    const input = view.container.querySelector('input')!
    await type(input, '111111')
    await view.until(() => expect(view.text()).toContain('That code didn’t work.'))
    expect(input.disabled).toBe(false)
    expect(input.value).toBe('')
    expect(button(view.container, 'Resend code')).toBeDefined()
  })

  it('a resend refused for its cooldown says so under Resend and leaves the code unmarked: the code is not what is wrong', async () => {
    const onResend = vi.fn().mockRejectedValue(new Error('Please try again after 30 seconds'))
    const view = await mount(foyer(), createElement(OtpForm, { label: '6-digit code', onSubmit: async () => undefined, onResend }))
    await act(async () => button(view.container, 'Resend code')!.click())
    await view.until(() => expect(view.container.querySelector('[role=alert]')?.textContent).toBe('Please try again after 30 seconds'))
    const input = view.container.querySelector('input')!
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(view.container.querySelector('.foyer-otp')?.getAttribute('data-invalid')).toBe('false')
  })

  it('a server that cannot be reached keeps the code and offers Try again, which sends it again', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error(AUTH_MESSAGES.SERVER_UNREACHABLE)).mockResolvedValueOnce(undefined)
    const view = await mount(foyer(), createElement(OtpForm, { label: '6-digit code', onSubmit }))
    await type(view.container.querySelector('input')!, '246810')
    await view.until(() => expect(view.text()).toContain('We couldn’t reach the server. Check your connection and try again.'))
    await act(async () => button(view.container, 'Try again')!.click())
    expect(onSubmit.mock.calls).toEqual([['246810'], ['246810']])
  })
})

describe('the email field', () => {
  it('a server that cannot be reached reads the catalogue’s text with Try again, which sends the same email again', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error(AUTH_MESSAGES.SERVER_UNREACHABLE)).mockResolvedValueOnce('VERIFY_OTP')
    const view = await mount(foyer(), createElement(EmailForm, { label: 'Email address', submitLabel: 'Continue with email', onSubmit }))
    await type(view.container.querySelector('input')!, 'ada@example.com')
    await act(async () => view.container.querySelector('form')!.requestSubmit())
    await view.until(() => expect(view.container.querySelector('[role=alert]')?.textContent).toBe(AUTH_MESSAGES.SERVER_UNREACHABLE))
    await act(async () => button(view.container, 'Try again')!.click())
    expect(onSubmit.mock.calls).toEqual([['ada@example.com'], ['ada@example.com']])
    await view.until(() => expect(view.container.querySelector('[role=alert]')).toBeNull())
  })

  it('a site the project refuses reads "not available on this site", without Try again', async () => {
    const view = await mount(
      foyer(),
      createElement(EmailForm, { label: 'Email address', submitLabel: 'Continue with email', onSubmit: () => Promise.reject(new Error(AUTH_MESSAGES.SITE_NOT_ALLOWED)) }),
    )
    await type(view.container.querySelector('input')!, 'ada@example.com')
    await act(async () => view.container.querySelector('form')!.requestSubmit())
    await view.until(() => expect(view.container.querySelector('[role=alert]')?.textContent).toBe('Email and social login are not available on this site.'))
    expect(button(view.container, 'Try again')).toBeUndefined()
  })
})
