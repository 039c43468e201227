import { ProjectExistsError, type ProjectRepository } from '../projects/projectRepository.ts'
import {
  addProjectOrigin,
  createProject,
  deleteProject,
  listProjects,
  ProjectCommandError,
  removeProjectOrigin,
  setProjectAnalytics,
  setProjectSponsorship,
  type Command,
  type CommandInput,
} from './projectCommands.ts'
import { UsageError } from './usage.ts'

/** Every CLI command by its name (the first two words of the command line). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each command's Args meet only inside it
export const COMMANDS: Record<string, Command<any>> = {
  'project create': createProject,
  'project list': listProjects,
  'project add-origin': addProjectOrigin,
  'project remove-origin': removeProjectOrigin,
  'project delete': deleteProject,
  'project analytics': setProjectAnalytics,
  'project sponsor': setProjectSponsorship,
}

/** The command a name calls, with its parsed arguments; a UsageError (with its usage line) when either is wrong. */
export function parseCommand(name: string, input: CommandInput): { command: Command<unknown>; args: unknown } {
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined
  if (!command) throw new UsageError(`Unknown command "${name}"`)
  try {
    return { command, args: command.parse(input) }
  } catch (error) {
    if (error instanceof UsageError) throw new UsageError(error.message, command.usage)
    throw error
  }
}

/** The outcome of one command: the lines to print, or what went wrong and the exit code it means. */
export type CommandOutcome = { ok: true; lines: string[] } | { ok: false; exitCode: 1 | 2; message: string }

/** Parses and runs a command against `projects`; every expected failure is an outcome, not a throw. */
export async function runCommand(name: string, input: CommandInput, projects: ProjectRepository): Promise<CommandOutcome> {
  let call
  try {
    call = parseCommand(name, input)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    return { ok: false, exitCode: 2, message: usageMessage(error) }
  }
  try {
    return { ok: true, lines: await call.command.run(projects, call.args) }
  } catch (error) {
    if (!(error instanceof ProjectCommandError || error instanceof ProjectExistsError)) throw error
    return { ok: false, exitCode: 1, message: error.message }
  }
}

export function usageMessage(error: UsageError, fullUsage?: string): string {
  if (error.commandUsage) return `${error.message}\nUsage: npm run foyer -- ${error.commandUsage}`
  return fullUsage ? `${error.message}\n\n${fullUsage}` : error.message
}
