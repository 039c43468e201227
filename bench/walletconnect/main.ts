/** `npm run bench:walletconnect -w @foyer/bench`: the WalletConnect bench alone (it needs no devnet). */
import { runWalletConnectBench } from './walletConnectBench.ts'

await runWalletConnectBench()
