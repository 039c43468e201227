import { parseArgs } from 'node:util'
import { openDatabase, type Database } from '../db/database.ts'
import { databaseConfigFromEnv } from '../db/databaseConfig.ts'
import { createProjectRepository, ProjectExistsError } from '../projects/projectRepository.ts'
import { addProjectOrigin, createProject, listProjects, ProjectNotFoundError, setProjectAnalytics, type Command } from './projectCommands.ts'
import { USAGE, UsageError } from './usage.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each command's Args meet only inside it
const COMMANDS: Record<string, Command<any>> = {
  'project create': createProject,
  'project list': listProjects,
  'project add-origin': addProjectOrigin,
  'project analytics': setProjectAnalytics,
}

export interface CliIo {
  out(line: string): void
  err(line: string): void
}

/**
 * Runs one CLI command against the database the environment names, as the server would open it,
 * and answers the exit code: 0 done, 1 failed (the message says why), 2 called wrongly.
 */
export async function runCli(argv: readonly string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  let call: { command: Command<unknown>; args: unknown } | 'help'
  try {
    call = parseCommandLine(argv)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    io.err(error.commandUsage ? `${error.message}\nUsage: npm run foyer -- ${error.commandUsage}` : `${error.message}\n\n${USAGE}`)
    return 2
  }
  if (call === 'help') {
    io.out(USAGE)
    return 0
  }

  let database: Database
  try {
    database = await openDatabase(databaseConfigFromEnv(env))
  } catch (error) {
    io.err(`Cannot open the database: ${(error as Error).message}`)
    return 1
  }
  try {
    for (const line of await call.command.run(createProjectRepository(database.db), call.args)) io.out(line)
    return 0
  } catch (error) {
    if (!(error instanceof ProjectNotFoundError || error instanceof ProjectExistsError)) throw error
    io.err(error.message)
    return 1
  } finally {
    await database.close()
  }
}

function parseCommandLine(argv: readonly string[]): { command: Command<unknown>; args: unknown } | 'help' {
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
  const command = COMMANDS[name]
  if (!command) throw new UsageError(`Unknown command "${name}"`)
  const input = { positionals: positionals.slice(2), origins: values.origin ?? [], name: values.name }
  try {
    return { command, args: command.parse(input) }
  } catch (error) {
    if (error instanceof UsageError) throw new UsageError(error.message, command.usage)
    throw error
  }
}
