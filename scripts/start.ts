/**
 * `npm start`: the devnet, the Foyer server, the demo web app and the reference wallet with hot
 * reload, in one process.
 * Ctrl+C stops everything, anvil included.
 */
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'
import { foyerConfigPlugin } from '../apps/web/foyerConfigPlugin.ts'
import { walletConfigPlugin } from '../apps/wallet/walletConfigPlugin.ts'
import { nameDevAccount } from './devName.ts'
import { startStack } from './stack.ts'

const webRoot = fileURLToPath(new URL('../apps/web/', import.meta.url))
const walletRoot = fileURLToPath(new URL('../apps/wallet/', import.meta.url))
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback)

const stack = await startStack({
  referenceWalletUrl: `http://127.0.0.1:${port('FOYER_WALLET_PORT', 5174)}/`,
  serverPort: port('FOYER_PORT', 4400),
  devnetPorts: [port('FOYER_DEVNET_PORT', 8545), port('FOYER_DEVNET_L2_PORT', 8546)],
  solanaPort: port('FOYER_DEVNET_SOLANA_PORT', 8899),
  bitcoin: { port: port('FOYER_DEVNET_BITCOIN_PORT', 3002) },
  polkadot: { port: port('FOYER_DEVNET_POLKADOT_PORT', 8000) },
  bundlers: { ports: [port('FOYER_BUNDLER_PORT', 4337), port('FOYER_BUNDLER_L2_PORT', 4338)] },
  logger: true,
  // Every server variable (FOYER_MASTER_KEY, REDIS_URL, FOYER_PUBLIC_URL, the limits, …) reaches the
  // server; DATABASE_URL, else PGlite in FOYER_DATA_DIR (.foyer/data): what it keeps outlives a restart.
  env: process.env,
})
const devName = await nameDevAccount(stack)
const web = await createServer({
  root: webRoot,
  configFile: `${webRoot}vite.config.ts`,
  plugins: [foyerConfigPlugin(() => stack.webConfig)],
  server: { host: '127.0.0.1', port: port('FOYER_WEB_PORT', 5173), strictPort: true },
})
await web.listen()
const wallet = await createServer({
  root: walletRoot,
  configFile: `${walletRoot}vite.config.ts`,
  plugins: [walletConfigPlugin(() => stack.walletConfig)],
  server: { host: '127.0.0.1', port: port('FOYER_WALLET_PORT', 5174), strictPort: true },
})
await wallet.listen()

const url = web.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/'
const walletUrl = wallet.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5174/'
console.log(`
  Foyer is running
    web app   ${url}
    wallet    ${walletUrl}  (reference WalletConnect wallet)
    server    ${stack.apiUrl}
    inbox     ${stack.apiUrl}/dev/inbox  (login codes and links the email login sends)
    name      ${devName ?? 'none'}  (the Dev Wallet's account; register more at POST /v1/profile/account)
    devnet    ${stack.devnet.chains.map((c) => `${c.name} (${c.chainId}) ${c.rpcUrl}`).join('\n              ')}
              ${stack.devnet.solana.name} (${stack.devnet.solana.caipNetworkId}) ${stack.devnet.solana.rpcUrl}${stack.devnet.bitcoin ? `\n              ${stack.devnet.bitcoin.name} (${stack.devnet.bitcoin.caipNetworkId}) Esplora ${stack.devnet.bitcoin.esploraUrl}` : ''}${stack.devnet.polkadot ? `\n              ${stack.devnet.polkadot.name} (${stack.devnet.polkadot.caipNetworkId}) WebSocket ${stack.devnet.polkadot.wsUrl}` : ''}
    ENS universal resolver ${stack.devnet.ens.universalResolver}  (chain ${stack.devnet.ens.chainId}: the server's names for any ENS client, e.g. viem's getEnsAddress)
    4337      ${stack.devnet.chains.map((c) => `${c.name}: EntryPoint v0.7 ${c.accountAbstraction.entryPoint}, bundler ${stack.bundlers.find((b) => b.chainId === c.chainId)?.url ?? 'none'}, paymaster ${c.accountAbstraction.paymaster.address} (service ${stack.bundlers.find((b) => b.chainId === c.chainId)?.paymasterUrl ?? 'none'})`).join('\n              ')}
    swaps     ${stack.devnet.chains.map((c) => `${c.name}: router ${c.swap.router} (pools ${c.swap.pairs.map((pair) => pair.symbols.join('/')).join(', ')})`).join('\n              ')}
    onramp    Coinbase ${stack.onramp.coinbase ? `stand-in ${stack.onramp.coinbase}` : 'as FOYER_ONRAMP_COINBASE_* configure it'}
              Meld ${stack.onramp.meld ? `stand-in ${stack.onramp.meld}` : 'as FOYER_ONRAMP_MELD_* configure it'}  (a stand-in's Pay sends the crypto on the devnet)
`)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return
    stopping = true
    await wallet.close()
    await web.close()
    await stack.stop()
    process.exit(0)
  })
}
