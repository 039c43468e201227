import { ProviderRpcError } from '../src/errors.ts'
import type { Eip1193Provider } from '../src/eip1193Connector.ts'

/**
 * An EIP-1193 provider that is an anvil node itself: anvil unlocks its dev accounts, so it signs
 * (personal_sign, eth_signTypedData_v4) and sends (eth_sendTransaction) with their real keys.
 * A wallet without a consent screen, for proving requests end to end on a real chain.
 */
export function anvilProvider(rpcUrl: string): Eip1193Provider {
  let id = 0
  return {
    async request({ method, params }) {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
      })
      const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
      if (body.error) throw new ProviderRpcError(body.error.code, body.error.message)
      return body.result
    },
  }
}
