import { describe, expect, it } from 'vitest'
import { genericSummary, truncateAddress } from '../src/frame/approvalSummary.ts'
import { formatEther, hexToText, parseQuantity } from '../src/frame/approvalSummaries/eip155/evmValues.ts'
import { summarizeEip155Request, summarizeTypedData } from '../src/frame/approvalSummaries/eip155Summary.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const utf8Hex = (text: string) => `0x${Buffer.from(text, 'utf8').toString('hex')}`

describe('personal_sign messages', () => {
  it('hex that is printable UTF-8 is shown as its text, line breaks and all', () => {
    expect(hexToText(utf8Hex('Sign in to Foyer\nNonce: 42 ✓'))).toBe('Sign in to Foyer\nNonce: 42 ✓')
  })

  it('hex that is not text (a hash, invalid UTF-8, control bytes) stays hex', () => {
    expect(hexToText('0xdeadbeef')).toBeNull()
    expect(hexToText('0xc328')).toBeNull()
    expect(hexToText(utf8Hex('a\u0000b'))).toBeNull()
    expect(hexToText('0x')).toBeNull()
    expect(hexToText('0xabc')).toBeNull()
  })

  it('the screen shows the decoded message, or the hex in monospace when it is not text', () => {
    expect(summarizeEip155Request('personal_sign', [utf8Hex('hello'), ADDRESS])).toEqual({
      title: 'Sign message',
      sections: [{ kind: 'text', label: 'Message', text: 'hello', mono: false }],
    })
    const hash = `0x${'ab'.repeat(32)}`
    expect(summarizeEip155Request('personal_sign', [hash, ADDRESS]).sections[0]).toEqual({ kind: 'text', label: 'Message', text: hash, mono: true })
  })

  it('a message sent after the address ([address, message]) is still the one shown', () => {
    expect(summarizeEip155Request('personal_sign', [ADDRESS, utf8Hex('swapped')]).sections[0]).toMatchObject({ text: 'swapped' })
  })
})

describe('amounts', () => {
  it('wei become ether with every significant digit and no trailing zeros', () => {
    expect(formatEther(0n)).toBe('0')
    expect(formatEther(1n)).toBe('0.000000000000000001')
    expect(formatEther(1_500_000_000_000_000_000n)).toBe('1.5')
    expect(formatEther(10n ** 18n)).toBe('1')
    expect(formatEther(1234n * 10n ** 18n + 5n * 10n ** 16n)).toBe('1,234.05')
  })

  it('a quantity is hex, a decimal string or a safe integer; anything else is not an amount', () => {
    expect(parseQuantity('0xde0b6b3a7640000')).toBe(10n ** 18n)
    expect(parseQuantity('1000')).toBe(1000n)
    expect(parseQuantity(7)).toBe(7n)
    expect(parseQuantity('1.5')).toBeNull()
    expect(parseQuantity('0x')).toBeNull()
    expect(parseQuantity(2 ** 60)).toBeNull()
    expect(parseQuantity({})).toBeNull()
  })
})

describe('wallet_sendCalls (EIP-5792)', () => {
  const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
  const transfer = `0xa9059cbb${ADDRESS.slice(2).toLowerCase().padStart(64, '0')}${1_250_000n.toString(16).padStart(64, '0')}`

  it('lists every call in order, each as a transaction shows (an ERC-20 transfer by its token, recipient and amount), then how the batch runs and who pays', () => {
    const summary = summarizeEip155Request('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x1',
        from: ADDRESS,
        calls: [
          { to: ADDRESS, value: '0x6f05b59d3b20000' },
          { to: TOKEN, data: transfer },
        ],
      },
    ])
    expect(summary.title).toBe('Send 2 calls')
    expect(summary.sections).toEqual([
      {
        kind: 'rows',
        label: 'Call 1 of 2',
        rows: [
          { label: 'To', value: ADDRESS, mono: true },
          { label: 'Amount', value: '0.5 ETH' },
          { label: 'Data', value: 'None' },
        ],
      },
      {
        kind: 'rows',
        label: 'Call 2 of 2',
        rows: [
          { label: 'Token', value: TOKEN, mono: true },
          { label: 'Recipient', value: ADDRESS.toLowerCase(), mono: true },
          { label: 'Token amount', value: "1250000 (smallest units; the token's decimals could not be read)" },
          { label: 'Amount', value: '0 ETH' },
          { label: 'Data', value: '0xa9059cbb… (68 bytes)', mono: true },
        ],
      },
      {
        kind: 'rows',
        rows: [
          { label: 'How it runs', value: 'Each call is its own transaction, one after another: a later call can fail after an earlier one went through' },
          { label: 'Network fee', value: 'Paid by you, for each transaction' },
        ],
      },
    ])
  })

  it('from a smart account: the batch runs as one transaction, all of it or none, and no fee figure is promised (the bundler prices it when it sends)', () => {
    const summary = summarizeEip155Request(
      'wallet_sendCalls',
      [
        {
          calls: [
            { to: ADDRESS, value: '0x1' },
            { to: ADDRESS, value: '0x2' },
          ],
        },
      ],
      { smartAccount: true },
    )
    expect(summary.sections.at(-1)).toEqual({
      kind: 'rows',
      rows: [
        { label: 'How it runs', value: 'All calls together, in one transaction: if one fails, none of them happens' },
        { label: 'Network fee', value: 'Paid by your smart account, at the price the bundler sets when it sends' },
      ],
    })
  })

  it('from a smart account the app sponsors: the fee is the app’s, nothing from the account', () => {
    const summary = summarizeEip155Request('wallet_sendCalls', [{ calls: [{ to: ADDRESS, value: '0x1' }] }], { smartAccount: true, sponsored: true })
    expect(summary.sections.at(-1)).toMatchObject({ rows: [{ label: 'How it runs' }, { label: 'Network fee', value: 'Paid by the app: nothing from your account' }] })
  })

  it('a batch it cannot read whole (no calls, more than 10, a call that is not an object) shows as its method and parameters', () => {
    for (const calls of [[], Array.from({ length: 11 }, () => ({ to: ADDRESS })), [{ to: ADDRESS }, 'not a call']]) {
      expect(summarizeEip155Request('wallet_sendCalls', [{ calls }])).toEqual(genericSummary('wallet_sendCalls', [{ calls }]))
    }
  })
})

describe('eth_sendTransaction', () => {
  it('shows the recipient, the value in ETH and whether data is attached', () => {
    expect(summarizeEip155Request('eth_sendTransaction', [{ from: ADDRESS, to: ADDRESS, value: '0x6f05b59d3b20000' }])).toEqual({
      title: 'Send transaction',
      sections: [
        {
          kind: 'rows',
          rows: [
            { label: 'To', value: ADDRESS, mono: true },
            { label: 'Amount', value: '0.5 ETH' },
            { label: 'Data', value: 'None' },
          ],
        },
      ],
    })
  })

  it('call data is shown by selector and size; no value is 0 ETH; no recipient deploys a contract', () => {
    const data = `0xa9059cbb${'00'.repeat(64)}`
    const summary = summarizeEip155Request('eth_sendTransaction', [{ data }])
    expect(summary.sections[0]).toEqual({
      kind: 'rows',
      rows: [
        { label: 'To', value: 'New contract' },
        { label: 'Amount', value: '0 ETH' },
        { label: 'Data', value: '0xa9059cbb… (68 bytes)', mono: true },
      ],
    })
  })
})

describe('eth_signTypedData_v4', () => {
  const permit = {
    types: { EIP712Domain: [], Permit: [] },
    domain: { name: 'USD Coin (dev)', version: '2', chainId: 31337, verifyingContract: ADDRESS },
    primaryType: 'Permit',
    message: { owner: ADDRESS, spender: ADDRESS, value: '1000000', nonce: 0, deadline: 1_900_000_000, meta: { note: 'hi', ok: true } },
  }

  it('summarises the domain name, the primary type and the message fields, nested ones by path', () => {
    expect(summarizeTypedData(JSON.stringify(permit))).toEqual({
      domainName: 'USD Coin (dev)',
      primaryType: 'Permit',
      fields: [
        { label: 'owner', value: ADDRESS, mono: true },
        { label: 'spender', value: ADDRESS, mono: true },
        { label: 'value', value: '1000000' },
        { label: 'nonce', value: '0' },
        { label: 'deadline', value: '1900000000' },
        { label: 'meta.note', value: 'hi' },
        { label: 'meta.ok', value: 'true' },
      ],
    })
  })

  it('the request shows the overview and the message as readable lists', () => {
    const summary = summarizeEip155Request('eth_signTypedData_v4', [ADDRESS, JSON.stringify(permit)])
    expect(summary.title).toBe('Sign typed data')
    expect(summary.sections[0]).toEqual({
      kind: 'rows',
      rows: [
        { label: 'Domain', value: 'USD Coin (dev)' },
        { label: 'Type', value: 'Permit' },
      ],
    })
    expect(summary.sections[1]).toMatchObject({ kind: 'rows', label: 'Message' })
  })

  it('a very large message is cut with a note instead of growing without end', () => {
    const message = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`f${i}`, i]))
    const fields = summarizeTypedData({ primaryType: 'Big', message })!.fields
    expect(fields).toHaveLength(41)
    expect(fields.at(-1)).toEqual({ label: '…', value: 'More fields not shown' })
  })

  it('something that is not EIP-712 falls back to the raw parameters', () => {
    expect(summarizeTypedData('{not json')).toBeNull()
    expect(summarizeTypedData({ message: {} })).toBeNull()
    expect(summarizeEip155Request('eth_signTypedData_v4', [ADDRESS, 'nope']).title).toBe('Approve request')
  })
})

describe('other methods', () => {
  it('show the method and the parameters as JSON', () => {
    expect(summarizeEip155Request('eth_sendUserOperation', [{ sender: ADDRESS }])).toEqual({
      title: 'Approve request',
      sections: [
        { kind: 'rows', rows: [{ label: 'Method', value: 'eth_sendUserOperation', mono: true }] },
        { kind: 'text', label: 'Parameters', text: JSON.stringify([{ sender: ADDRESS }], null, 2), mono: true },
      ],
    })
  })

  it('markup in parameters is kept as plain text (the view only ever sets textContent)', () => {
    const summary = genericSummary('solana_signMessage', { message: '<img src=x onerror=alert(1)>' })
    expect(summary.sections[1]).toMatchObject({ kind: 'text', text: expect.stringContaining('<img src=x onerror=alert(1)>') })
  })
})

describe('addresses', () => {
  it('are truncated as the modal writes them', () => {
    expect(truncateAddress(ADDRESS)).toBe('0x7099…79C8')
    expect(truncateAddress('0x1234')).toBe('0x1234')
  })
})
