import { describe, expect, it } from 'vitest'
import { ALERTS } from '../../src/errors.ts'
import { createAlertStore } from '../../src/stores/alert.ts'

describe('alert', () => {
  it('no alert shows at first', () => {
    const alert = createAlertStore()
    expect(alert.get().key).toBeUndefined()
    expect(alert.message()).toBeUndefined()
  })

  it('raising a key shows its catalogue message, as an error by default', () => {
    const alert = createAlertStore()
    alert.raise('JWT_TOKEN_NOT_VALID')
    expect(alert.get()).toEqual({ key: 'JWT_TOKEN_NOT_VALID', variant: 'error' })
    expect(alert.message()).toBe(ALERTS.JWT_TOKEN_NOT_VALID)
  })

  it('the variant can be set', () => {
    const alert = createAlertStore()
    alert.raise('PROJECT_ID_NOT_CONFIGURED', { variant: 'warning' })
    expect(alert.get().variant).toBe('warning')
  })

  it("a 'once' alert is raised at most once per page, even after being dismissed", () => {
    const alert = createAlertStore()
    alert.raise('INVALID_APP_CONFIGURATION', { once: true })
    alert.dismiss()
    alert.raise('INVALID_APP_CONFIGURATION', { once: true })
    expect(alert.get().key).toBeUndefined()
  })

  it("an alert without 'once' may be raised again", () => {
    const alert = createAlertStore()
    alert.raise('SWITCH_NETWORK_NOT_FOUND')
    alert.dismiss()
    alert.raise('SWITCH_NETWORK_NOT_FOUND')
    expect(alert.get().key).toBe('SWITCH_NETWORK_NOT_FOUND')
  })

  it("'once' is per key: another key still shows", () => {
    const alert = createAlertStore()
    alert.raise('INVALID_APP_CONFIGURATION', { once: true })
    alert.raise('SOCIALS_TIMEOUT', { once: true })
    expect(alert.get().key).toBe('SOCIALS_TIMEOUT')
  })

  it('dismiss hides the alert', () => {
    const alert = createAlertStore()
    alert.raise('INVALID_PROJECT_ID')
    alert.dismiss()
    expect(alert.message()).toBeUndefined()
  })
})
