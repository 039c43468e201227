import { z } from 'zod'

/**
 * A Polkadot SDK node's JSON-RPC URL as an operator writes it: http(s), or ws(s) as wallets and
 * polkadot.js list public nodes (`wss://rpc.polkadot.io`). The server reads over HTTP POST, which
 * a Polkadot SDK node serves on the same port as its WebSocket (one `--rpc-port` for both since
 * Polkadot SDK 1.0), so a ws:// URL is read at http:// and a wss:// one at https://: the scheme
 * alone changes, written here, never taken from a request's headers.
 */
export const polkadotNodeUrlSchema = z
  .url({ protocol: /^(?:https?|wss?)$/, error: 'must be a node URL: http(s):// or ws(s):// (read over HTTP JSON-RPC at the same host and port), like wss://rpc.polkadot.io' })
  .transform(httpNodeUrl)

/** The HTTP URL of a node's JSON-RPC: ws:// → http://, wss:// → https://, http(s) as it is. */
export function httpNodeUrl(url: string): string {
  return url.replace(/^ws(s?):\/\//i, (_, secure: string) => `http${secure}://`)
}
