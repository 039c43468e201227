// `npm start -w @foyer/server`: serves the registry and chain API for the chains of the running
// devnet. Configured by environment variables; see src/config.ts.
import { buildServer } from './buildServer.ts'
import { loadConfig } from './config.ts'
import { eachServedChain } from './namespaces/namespaces.ts'
import { MasterKeyMismatchError } from './auth/keys/masterKeyCheck.ts'
import { DataDirLockedError } from './kernel/db/dataDirLock.ts'
import { ConfigError } from './kernel/settings/configError.ts'

async function main(): Promise<void> {
  const config = await loadConfig()
  const app = await buildServer(config)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`)
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      )
    })
  }
  await app.listen({ host: config.host, port: config.port })
  app.log.info({ chains: eachServedChain(config.chains).map(({ chain }) => chain.caipNetworkId) }, 'serving chains')
}

main().catch((error: unknown) => {
  // A configuration problem, or a data folder another process holds, is the operator's to fix:
  // say what, without a stack trace.
  const operatorError = error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof MasterKeyMismatchError
  console.error(operatorError ? error.message : error)
  process.exit(1)
})
