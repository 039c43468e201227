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
