import { describe, expect, it } from 'vitest'
import { hostDevMode } from '../src/devMode.ts'

describe('whether the host is in dev mode (configuration problems show in the modal)', () => {
  it('a page served from a loopback address is, a deployed one is not', () => {
    for (const hostname of ['localhost', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]']) expect(hostDevMode({}, { hostname }), hostname).toBe(true)
    for (const hostname of ['shop.example', '192.168.1.4', 'localhost.example.com', '']) expect(hostDevMode({}, { hostname }), hostname).toBe(false)
    expect(hostDevMode({}, undefined), 'no page (a server render)').toBe(false)
  })

  it('the devMode option wins either way', () => {
    expect(hostDevMode({ devMode: false }, { hostname: 'localhost' })).toBe(false)
    expect(hostDevMode({ devMode: true }, { hostname: 'shop.example' })).toBe(true)
  })
})
