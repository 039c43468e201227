/**
 * A relay in a process of its own, for the two-process tests: started by startRelayProcess with
 * its RelayOptions as JSON in argv[2]; says `listening <port>` on stdout once it accepts
 * connections, closes cleanly on SIGTERM (SIGKILL is a crash, on purpose).
 */
import { startRelay, type RelayOptions } from './relayServer.ts'

const options = JSON.parse(process.argv[2] ?? '{}') as RelayOptions
const relay = await startRelay(options)
process.stdout.write(`listening ${relay.port}\n`)
process.on('SIGTERM', () => {
  relay.close().then(
    () => process.exit(0),
    () => process.exit(1),
  )
})
