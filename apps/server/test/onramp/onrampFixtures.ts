import type { Devnet } from '@foyer/devnet'
import { expect } from 'vitest'
import { startOnrampStandIns, type OnrampStandIns, type ServerConfig } from '../../src/index.ts'
import { startServer, type RunningServer } from '../harness.ts'

/** A chain no test needs to reach: the routes' tests never credit a purchase (onrampPurchase.test.ts does, on a devnet). */
export const CHAIN = {
  caipNetworkId: 'eip155:31337' as const,
  name: 'Foyer Devnet',
  rpcUrl: 'http://127.0.0.1:9',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  nativePriceUsd: 3000,
  testnet: true,
  tokens: [
    { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const, name: 'USD Coin (dev)', symbol: 'USDC', decimals: 6, priceUsd: 1 },
    // No price: the stand-ins do not sell it, and no placeholder quote can be made for it.
    { address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' as const, name: 'Unpriced (dev)', symbol: 'NOPRICE', decimals: 18 },
  ],
}
export const SOLANA = {
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const,
  name: 'Foyer Solana',
  rpcUrl: 'http://127.0.0.1:9',
  nativePriceUsd: 150,
  testnet: true,
  tokens: [],
}
export const EVM_ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
export const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
/** A dev key that must never be asked to pay: these tests credit nothing. */
const UNUSED_FUNDER = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6'

export interface OnrampServer extends RunningServer {
  standIns: OnrampStandIns
}

/** The stack's funder (scripts/stack.ts): the stand-ins pay purchases from this dev account. */
const FUNDER_INDEX = 9

/** Both stand-ins selling the devnet's assets, crediting purchases on it from the stack's funder account. */
export function startStandInsOnDevnet(devnet: Devnet): Promise<OnrampStandIns> {
  return startOnrampStandIns({
    chains: devnet.chains.map((chain) => ({ ...chain, caipNetworkId: `eip155:${chain.chainId}` as const })),
    solanaChains: [{ ...devnet.solana, caipNetworkId: devnet.solana.caipNetworkId as `solana:${string}` }],
    funderKey: devnet.accounts[FUNDER_INDEX]!.privateKey,
  })
}

/** Both stand-ins, selling on CHAIN and SOLANA and never crediting anything. */
export function startIdleOnrampStandIns(): Promise<OnrampStandIns> {
  return startOnrampStandIns({ chains: [CHAIN], solanaChains: [SOLANA], funderKey: UNUSED_FUNDER })
}

/** Both stand-ins and a server pointed at them (or at what `onramp` says instead). */
export async function startOnrampServer(onramp: (standIns: OnrampStandIns) => Partial<NonNullable<ServerConfig['onramp']>> = (s) => s.settings): Promise<OnrampServer> {
  const standIns = await startIdleOnrampStandIns()
  try {
    const server = await startServer({ chains: [CHAIN], solanaChains: [{ ...SOLANA, tokens: [] }], onramp: { optionsTtlMs: 0, ...onramp(standIns) } })
    return {
      ...server,
      standIns,
      close: async () => {
        await server.close()
        await standIns.close()
      },
    }
  } catch (error) {
    await standIns.close()
    throw error
  }
}

export function post(path: string, body: unknown): [string, RequestInit] {
  return [path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }]
}

/** Opens the hosted page at `url` and presses Pay with the form as the page filled it (plus `changes`). */
export async function pay(url: string, changes: Record<string, string> = {}): Promise<{ status: number; html: string }> {
  const page = await fetch(url)
  const html = await page.text()
  expect(page.status).toBe(200)
  const action = /<form method="post" action="([^"]+)">/.exec(html)![1]!
  const form = new URLSearchParams()
  for (const [, name, value] of html.matchAll(/<input[^>]*name="([^"]+)" value="([^"]*)"/g))
    form.set(
      name!,
      value!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    )
  for (const [, name, options] of html.matchAll(/<select id="[^"]+" name="([^"]+)">(.*?)<\/select>/g)) {
    form.set(name!, (/<option value="([^"]*)" selected>/.exec(options!) ?? /<option value="([^"]*)"/.exec(options!))![1]!)
  }
  for (const [name, value] of Object.entries(changes)) form.set(name, value)
  const answer = await fetch(new URL(action, url), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() })
  return { status: answer.status, html: await answer.text() }
}
