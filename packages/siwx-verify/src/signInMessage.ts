import type { SiwxData } from './siwxData.ts'
import { namespaceOfAccountWord, type SiwxNamespaceRules } from './siwxNamespaces.ts'

/** A sign-in message read: its namespace's rules and what it says. */
export interface SignIn {
  rules: SiwxNamespaceRules
  data: SiwxData
}

/**
 * Reads a CAIP-122 sign-in message: EIP-4361 (Sign-In with Ethereum) for eip155, Sign In With
 * Solana for solana, CAIP-122's own text for bip122 ("your Bitcoin account") and polkadot ("your
 * Polkadot account"). Strict, so the text a wallet showed and what is read from it cannot differ:
 * the lines in their order, each field once, nothing after the last. Both layouts of a message
 * without a statement are taken (EIP-4361's empty line before URI and SIWS's none). The domain
 * comes without a scheme; URI, Version 1, Chain ID, Nonce and Issued At are required.
 * Answers what it says, or what is wrong with it in a sentence.
 */
export function readSignInMessage(message: string): { signIn: SignIn } | { problem: string } {
  if (message.includes('\r')) return { problem: 'lines must end in \\n alone' }
  const lines = message.split('\n')
  const first = FIRST_LINE.exec(lines[0] ?? '')
  if (!first?.groups) return { problem: 'the first line must be "<domain> wants you to sign in with your <Ethereum|Solana|Bitcoin|Polkadot> account:"' }
  const { domain = '', word = '' } = first.groups
  if (domain.includes('://')) return { problem: `the first line must start with the domain alone, without a scheme: got ${quote(domain)}` }
  if (!AUTHORITY.test(domain)) return { problem: `the domain ${quote(domain)} is not a host name with an optional port` }
  const rules = namespaceOfAccountWord(word)
  if (!rules) return { problem: `the message signs in with a ${word} account; Foyer takes Ethereum (eip155), Solana, Bitcoin (bip122) and Polkadot accounts` }
  const accountAddress = lines[1] ?? ''
  const addressProblem = rules.addressProblem(accountAddress)
  if (addressProblem) return { problem: addressProblem }
  if (lines[2] !== '') return { problem: 'the address line must be followed by an empty line' }

  let next = 3
  let statement: string | undefined
  if (lines[3] === '') next = 4
  else if (!lines[3]?.startsWith('URI: ')) {
    statement = lines[3]
    if (lines[4] !== '') return { problem: 'the statement must be one line, followed by an empty line' }
    next = 5
  }
  const fields = readFields(lines, next)
  if ('problem' in fields) return fields
  const data = checkedData(rules, { accountAddress, domain, statement, ...fields })
  return 'problem' in data ? data : { signIn: { rules, data } }
}

const FIRST_LINE = /^(?<domain>\S+) wants you to sign in with your (?<word>[A-Za-z]+) account:$/
/** RFC 3986 authority as sign-in messages use it: a host name, an IPv4 address or a bracketed IPv6 one, and an optional port. */
const AUTHORITY = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
const NONCE = /^[A-Za-z0-9]{8,256}$/

/** The fields after the statement, in their order; the first five are required. */
const FIELDS = [
  { label: 'URI', key: 'uri', required: true },
  { label: 'Version', key: 'version', required: true },
  { label: 'Chain ID', key: 'chainId', required: true },
  { label: 'Nonce', key: 'nonce', required: true },
  { label: 'Issued At', key: 'issuedAt', required: true },
  { label: 'Expiration Time', key: 'expirationTime', required: false },
  { label: 'Not Before', key: 'notBefore', required: false },
  { label: 'Request ID', key: 'requestId', required: false },
] as const
type FieldKey = (typeof FIELDS)[number]['key']
type Fields = Partial<Record<FieldKey, string>> & { resources?: string[] }

const FIELD_ORDER = 'URI, Version, Chain ID, Nonce, Issued At, then any of Expiration Time, Not Before, Request ID and Resources'

function readFields(lines: readonly string[], start: number): Fields | { problem: string } {
  const fields: Fields = {}
  let expected = 0
  for (let index = start; index < lines.length; index++) {
    const line = lines[index]!
    if (line === 'Resources:') {
      const items = lines.slice(index + 1)
      const notAnItem = items.find((item) => !item.startsWith('- '))
      if (notAnItem !== undefined) return { problem: `after "Resources:" every line must be "- <URI>"; got ${quote(notAnItem)}` }
      fields.resources = items.map((item) => item.slice(2))
      break
    }
    const separator = line.indexOf(': ')
    const label = separator > 0 ? line.slice(0, separator) : undefined
    const position = FIELDS.findIndex((field, fieldIndex) => fieldIndex >= expected && field.label === label)
    if (position < 0) return { problem: `line ${index + 1} ${quote(line)} is not a field in its place (${FIELD_ORDER})` }
    const skipped = FIELDS.slice(expected, position).find((field) => field.required)
    if (skipped) return { problem: `the ${skipped.label} line is missing` }
    fields[FIELDS[position]!.key] = line.slice(separator + 2)
    expected = position + 1
  }
  const missing = FIELDS.find((field) => field.required && fields[field.key] === undefined)
  return missing ? { problem: `the ${missing.label} line is missing` } : fields
}

interface ReadParts extends Fields {
  accountAddress: string
  domain: string
  statement: string | undefined
}

function checkedData(rules: SiwxNamespaceRules, parts: ReadParts): SiwxData | { problem: string } {
  const { uri = '', version, chainId: chainLine = '', nonce = '', issuedAt = '', expirationTime, notBefore, requestId, resources, statement } = parts
  if (!isUri(uri)) return { problem: `the URI ${quote(uri)} is not an absolute URI` }
  if (version !== '1') return { problem: `the Version must be 1; got ${quote(version ?? '')}` }
  const chainId = rules.chainIdOf(chainLine)
  if (!chainId) return { problem: `the Chain ID ${quote(chainLine)} does not name a ${rules.accountWord} chain` }
  const chainProblem = rules.addressChainProblem?.(parts.accountAddress, chainId)
  if (chainProblem) return { problem: chainProblem }
  if (!NONCE.test(nonce)) return { problem: 'the Nonce must be 8 to 256 letters and digits' }
  for (const [label, time] of [
    ['Issued At', issuedAt],
    ['Expiration Time', expirationTime],
    ['Not Before', notBefore],
  ] as const) {
    if (time !== undefined && !isRfc3339(time)) return { problem: `the ${label} time ${quote(time)} is not an RFC 3339 date and time` }
  }
  const badResource = resources?.find((resource) => !isUri(resource))
  if (badResource !== undefined) return { problem: `the resource ${quote(badResource)} is not an absolute URI` }
  return {
    accountAddress: parts.accountAddress,
    chainId,
    domain: parts.domain,
    uri,
    version,
    nonce,
    issuedAt,
    ...(expirationTime !== undefined && { expirationTime }),
    ...(notBefore !== undefined && { notBefore }),
    ...(statement !== undefined && { statement }),
    ...(requestId !== undefined && { requestId }),
    ...(resources !== undefined && { resources }),
  }
}

function isUri(value: string): boolean {
  return !/\s/.test(value) && URL.canParse(value)
}

function isRfc3339(value: string): boolean {
  return RFC_3339.test(value) && !Number.isNaN(Date.parse(value))
}

function quote(text: string): string {
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text)
}
