/**
 * The `wc:` URI in what someone pasted or scanned: the URI itself, or a wallet deep link that
 * carries it as `?uri=` (this wallet's own `http://…/?uri=wc:…`, a `…://wc?uri=…` app link).
 * Anything else comes back trimmed, for the protocol's parser to say what is wrong with it.
 */
export function extractPairingUri(input: string): string {
  const text = input.trim()
  if (text.toLowerCase().startsWith('wc:')) return text
  const fromLink = uriParam(text)
  if (fromLink) return fromLink
  // Some apps percent-encode the whole URI once more.
  if (/^wc%3a/i.test(text)) {
    try {
      return decodeURIComponent(text)
    } catch {
      return text
    }
  }
  return text
}

/** The `uri` query parameter of a URL, when it holds a `wc:` URI. */
export function uriParam(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  const uri = parsed.searchParams.get('uri')?.trim()
  return uri?.toLowerCase().startsWith('wc:') ? uri : undefined
}

/**
 * Why pairing failed, in plain words: the protocol client's messages are written for developers
 * (`Missing or invalid. pair() uri: Invalid pairing URI: symKey is missing`).
 */
export function pairingErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const invalid = /pair\(\) uri: (?:Invalid pairing URI: )?(.+)$/s.exec(message)
  if (invalid) return `This is not a pairing URI the wallet can use: ${invalid[1]!.replace(/\.$/, '')}.`
  if (/expired/i.test(message)) return 'This pairing URI has expired (they last 5 minutes). Ask the dapp for a fresh one.'
  if (/Pairing already exists/i.test(message)) return 'The wallet has already used this pairing URI. Ask the dapp for a fresh one.'
  return message
}
