// `foyer <command>` (the server's build: `node dist/foyer.js`, or `npx foyer` where it is installed):
// `serve` runs the server, `migrate` brings the database up to date, `project …` manages projects.
import { openDatabase } from '../kernel/db/database.ts'
import { databaseConfigFromEnv } from '../kernel/db/databaseConfig.ts'
import { runCli } from './runCli.ts'

const [command, ...rest] = process.argv.slice(2)
const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) }

if (command === 'serve') {
  if (rest.length > 0) {
    console.error(`foyer serve takes no arguments (got ${rest.join(' ')}): it is configured by environment variables`)
    process.exitCode = 2
  } else {
    // The server's entry point runs on import, as `node dist/main.js` does.
    await import('../main.ts')
  }
} else if (command === 'migrate') {
  process.exitCode = await migrate()
} else {
  process.exitCode = await runCli(process.argv.slice(2), process.env, io)
}

/** Opens the configured database, which applies every migration not yet applied, and closes it. */
async function migrate(): Promise<number> {
  try {
    const database = await openDatabase(databaseConfigFromEnv(process.env))
    await database.close()
    io.out(`Migrated: ${database.description} is up to date`)
    return 0
  } catch (error) {
    io.err(`Cannot migrate the database: ${(error as Error).message}`)
    return 1
  }
}
