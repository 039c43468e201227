// `npm start -w @foyer/devnet`: runs the devnet until Ctrl+C and describes it in .foyer/devnet.json
// for the server and the web app. Env: FOYER_DEVNET_FILE, FOYER_DEVNET_HOST, FOYER_DEVNET_PORTS,
// FOYER_DEVNET_SOLANA_PORT, FOYER_DEVNET_BITCOIN_PORT, FOYER_DEVNET_POLKADOT_PORT.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_BITCOIN_PORT } from './bitcoin/bitcoinPlan.ts'
import { DEFAULT_PORTS } from './devnetPlan.ts'
import { DEFAULT_POLKADOT_PORT } from './polkadot/polkadotPlan.ts'
import { DEFAULT_SOLANA_PORT } from './solana/solanaPlan.ts'
import { startDevnet, type Devnet } from './startDevnet.ts'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

async function main(): Promise<void> {
  const file = resolve(repoRoot, process.env.FOYER_DEVNET_FILE ?? '.foyer/devnet.json')
  const host = process.env.FOYER_DEVNET_HOST ?? '127.0.0.1'
  const ports = parsePorts(process.env.FOYER_DEVNET_PORTS)
  const solanaPort = parsePort(process.env.FOYER_DEVNET_SOLANA_PORT, DEFAULT_SOLANA_PORT, 'FOYER_DEVNET_SOLANA_PORT')
  const bitcoinPort = parsePort(process.env.FOYER_DEVNET_BITCOIN_PORT, DEFAULT_BITCOIN_PORT, 'FOYER_DEVNET_BITCOIN_PORT')
  const polkadotPort = parsePort(process.env.FOYER_DEVNET_POLKADOT_PORT, DEFAULT_POLKADOT_PORT, 'FOYER_DEVNET_POLKADOT_PORT')

  const startedAt = performance.now()
  const devnet = await startDevnet({ host, ports, solanaPort, bitcoin: { port: bitcoinPort }, polkadot: { port: polkadotPort } })
  const elapsedMs = Math.round(performance.now() - startedAt)
  stopOnSignals(devnet, file)
  writeDevnetFile(file, devnet)

  console.log(`Foyer devnet ready in ${elapsedMs} ms`)
  for (const chain of devnet.chains) {
    console.log(`  ${chain.chainId}  ${chain.name.padEnd(16)} ${chain.rpcUrl}`)
    for (const token of chain.tokens) console.log(`         ${token.symbol.padEnd(5)} ${token.address}`)
    for (const nft of chain.nfts) console.log(`         ${nft.standard.padEnd(7)} ${nft.address} ${nft.name}`)
    console.log(`         swap router ${chain.swap.router} (WETH ${chain.swap.weth.address}; pools ${chain.swap.pairs.map((pair) => pair.symbols.join('/')).join(', ')})`)
  }
  const { ens, solana } = devnet
  console.log(`         ENS universal resolver ${ens.universalResolver} (registry ${ens.registry}, ${ens.zone} resolver ${ens.offchainResolver})`)
  console.log(`  ${solana.caipNetworkId}  ${solana.name}  ${solana.rpcUrl} (WebSocket ${solana.wsUrl})`)
  for (const token of solana.tokens) console.log(`         ${token.symbol.padEnd(5)} ${token.mint}`)
  if (devnet.bitcoin) console.log(`  ${devnet.bitcoin.caipNetworkId}  ${devnet.bitcoin.name}  Esplora ${devnet.bitcoin.esploraUrl}`)
  if (devnet.polkadot) console.log(`  ${devnet.polkadot.caipNetworkId}  ${devnet.polkadot.name}  WebSocket ${devnet.polkadot.wsUrl}`)
  console.log(`  described in ${file}`)
  console.log('Press Ctrl+C to stop.')
}

/** "8545,8546" → [8545, 8546]; unset → the defaults. */
function parsePorts(value: string | undefined): [number, number] {
  if (value === undefined) return DEFAULT_PORTS
  const ports = value.split(',').map((part) => Number(part.trim()))
  const valid = ports.length === 2 && ports.every((port) => Number.isInteger(port) && port >= 0 && port <= 65535)
  if (!valid) throw new Error(`FOYER_DEVNET_PORTS must be two ports like "8545,8546" (0 picks a free one), got "${value}"`)
  return [ports[0]!, ports[1]!]
}

function parsePort(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback
  const port = Number(value.trim())
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port like "8899" (0 picks a free one), got "${value}"`)
  return port
}

/** Written to a temporary name and renamed, so a reader never sees half a file. */
function writeDevnetFile(file: string, devnet: Devnet): void {
  mkdirSync(dirname(file), { recursive: true })
  const { chains, accounts, ens } = devnet
  const { stop: _stop, ...solana } = devnet.solana
  const bitcoin = devnet.bitcoin && (({ stop: _stopBitcoin, mine: _mine, ...described }) => described)(devnet.bitcoin)
  const polkadot = devnet.polkadot && (({ stop: _stopPolkadot, transfer: _transfer, ...described }) => described)(devnet.polkadot)
  // Amounts in wei and planck are bigints: written as decimal strings, as JSON has no bigints.
  const json = JSON.stringify({ chains, accounts, ens, solana, bitcoin, polkadot }, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value), 2)
  writeFileSync(`${file}.tmp`, `${json}\n`)
  renameSync(`${file}.tmp`, file)
}

function stopOnSignals(devnet: Devnet, file: string): void {
  let stopping = false
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: stopping the devnet…`)
    // The file describes a running devnet; a stale one would point readers at dead ports.
    rmSync(file, { force: true })
    await devnet.stop()
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
