import { parseArgs } from 'node:util'
import { openDatabase, type Database } from '../kernel/db/database.ts'
import { databaseConfigFromEnv } from '../kernel/db/databaseConfig.ts'
import { DataDirLockedError } from '../kernel/db/dataDirLock.ts'
import { sendProjectCommand } from '../projects/commandSocket.ts'
import { announcingChanges } from '../projects/projectChanges.ts'
import { createProjectRepository } from '../projects/projectRepository.ts'
import { parseCommand, runCommand, usageMessage, type CommandOutcome } from './commandList.ts'
import type { CommandInput } from './projectCommands.ts'
import { USAGE, UsageError } from './usage.ts'

export interface CliIo {
  out(line: string): void
  err(line: string): void
}

/**
 * Runs one CLI command against the database the environment names, as the server would open it,
 * and answers the exit code: 0 done, 1 failed (the message says why), 2 called wrongly.
 */
export async function runCli(argv: readonly string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  let call: { name: string; input: CommandInput } | 'help'
  try {
    call = parseCommandLine(argv)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    io.err(usageMessage(error, USAGE))
    return 2
  }
  if (call === 'help') {
    io.out(USAGE)
    return 0
  }
  const outcome = await runOnDatabase(call, env)
  if (!outcome.ok) {
    io.err(outcome.message)
    return outcome.exitCode
  }
  for (const line of outcome.lines) io.out(line)
  return 0
}

/**
 * Runs the command on the database the environment names, as the server would open it; a PGlite
 * folder a running server holds is reached through that server (`commandSocket.ts`). Changes are
 * announced, so running servers apply them at once.
 */
async function runOnDatabase(call: { name: string; input: CommandInput }, env: NodeJS.ProcessEnv): Promise<CommandOutcome> {
  const config = databaseConfigFromEnv(env)
  let database: Database
  try {
    database = await openDatabase(config)
  } catch (error) {
    if (error instanceof DataDirLockedError && config.kind === 'pglite' && config.dataDir) {
      const answered = await sendProjectCommand(config.dataDir, call).catch((sendError: unknown) => ({
        ok: false as const,
        exitCode: 1 as const,
        message: `Cannot reach the server holding ${config.dataDir}: ${(sendError as Error).message}`,
      }))
      if (answered) return answered
    }
    return { ok: false, exitCode: 1, message: `Cannot open the database: ${(error as Error).message}` }
  }
  try {
    return await runCommand(call.name, call.input, announcingChanges(createProjectRepository(database.db), database.db))
  } finally {
    await database.close()
  }
}

/** The command's name and input; a UsageError for a command line that names none or cannot be read. */
function parseCommandLine(argv: readonly string[]): { name: string; input: CommandInput } | 'help' {
  let parsed
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        origin: { type: 'string', multiple: true },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  const { positionals, values } = parsed
  if (values.help || positionals.length === 0) return 'help'
  const name = positionals.slice(0, 2).join(' ')
  const input = { positionals: positionals.slice(2), origins: values.origin ?? [], name: values.name }
  // Checked here, before any database is opened (the server checks again).
  parseCommand(name, input)
  return { name, input }
}
