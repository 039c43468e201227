/**
 * The guard the interop tests rely on to stay on 127.0.0.1 (support/networkGuard.ts): it must
 * refuse outside hosts before any packet leaves, and let loopback through.
 */
import dns from 'node:dns'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guardNetwork, isLoopbackHost, takeRefusedAttempts } from '../support/networkGuard.ts'

guardNetwork()

describe('the interop network guard', () => {
  const server = net.createServer((socket) => socket.end('hello'))
  let port = 0
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as net.AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('knows loopback hosts from others', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1', undefined]) {
      expect(isLoopbackHost(host), String(host)).toBe(true)
    }
    for (const host of ['verify.walletconnect.org', '10.0.0.1', '0.0.0.0', '::', '128.0.0.1', 'localhost.example.com']) {
      expect(isLoopbackHost(host), host).toBe(false)
    }
  })

  it('refuses fetch, DNS lookups and TCP connections to outside hosts, and records each', async () => {
    await expect(fetch('https://verify.walletconnect.org/v3/public-key')).rejects.toThrow(/refused fetch https:\/\/verify.walletconnect.org/)
    await expect(dns.promises.lookup('pulse.walletconnect.org')).rejects.toThrow(/refused DNS lookup/)
    const lookupError = await new Promise<Error | null>((resolve) => dns.lookup('relay.walletconnect.org', (error) => resolve(error)))
    expect(lookupError?.message).toMatch(/refused DNS lookup of relay.walletconnect.org/)
    const socketError = await new Promise<Error>((resolve) => net.connect(443, '203.0.113.7').once('error', resolve))
    expect(socketError.message).toMatch(/refused TCP connection to 203.0.113.7/)
    expect(takeRefusedAttempts()).toEqual([
      'fetch https://verify.walletconnect.org/v3/public-key',
      'DNS lookup of pulse.walletconnect.org',
      'DNS lookup of relay.walletconnect.org',
      'TCP connection to 203.0.113.7',
    ])
  })

  it('lets connections to 127.0.0.1 through', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1')
      let data = ''
      socket.on('data', (chunk) => (data += chunk.toString()))
      socket.on('end', () => resolve(data))
      socket.on('error', reject)
    })
    expect(reply).toBe('hello')
    expect(takeRefusedAttempts()).toEqual([])
  })
})
