import type { FoyerClient } from '@foyer/core'
import { useFoyerInstance } from '../context.ts'

/**
 * Any request the active namespace declares, by name: `await request('signAndSendTransaction', {
 * transaction })`, `await request('writeContract', { address, abi, functionName, args })`. Its
 * params and result are typed by the namespace's declaration (import its adapter: @foyer/adapter-evm,
 * @foyer/adapter-solana); a name the active namespace does not declare rejects 'Unsupported chain'.
 * Bad input throws a TypeError naming the field; a refusal in the wallet shows 'Signature declined'.
 */
export function useFoyerRequest(): { request: FoyerClient['request'] } {
  const { client } = useFoyerInstance()
  return { request: client.request }
}
