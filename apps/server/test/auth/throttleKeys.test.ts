import { describe, expect, it } from 'vitest'
import { baseAddress } from '../../src/auth/throttle/baseAddress.ts'
import { clientAddressKey } from '../../src/kernel/http/clientAddress.ts'

describe('baseAddress: the mailbox an address reaches', () => {
  it.each([
    ['Alice+news@Example.com', 'alice@example.com'],
    ['alice+1+2@example.com', 'alice@example.com'],
    ['a.l.i.c.e+x@gmail.com', 'alice@gmail.com'],
    ['A.Lice@googlemail.com', 'alice@gmail.com'],
    ['a.lice@example.com', 'a.lice@example.com'],
  ])('%s is the mailbox %s', (email, mailbox) => {
    expect(baseAddress(email)).toBe(mailbox)
  })
})

describe('clientAddressKey: a client is an IPv4 address or an IPv6 /64', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:fffe', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002::', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (ip, key) => {
    expect(clientAddressKey(ip)).toBe(key)
  })
})
