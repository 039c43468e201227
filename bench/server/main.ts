/** `npm run bench:server -w @foyer/bench`: the server bench alone, on a devnet of its own. */
import { startDevnet } from '@foyer/devnet'
import { runServerBench } from './serverBench.ts'

const devnet = await startDevnet()
try {
  await runServerBench(devnet.chains)
} finally {
  await devnet.stop()
}
