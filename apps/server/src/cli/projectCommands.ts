import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import { describeIssues } from '../kernel/http/describeIssues.ts'
import { originSchema, projectIdSchema, projectNameSchema } from '../projects/projectFields.ts'
import type { Project, ProjectRepository } from '../projects/projectRepository.ts'
import { UsageError } from './usage.ts'

/** What the command line gave a command: its positional arguments and its options. */
export interface CommandInput {
  positionals: string[]
  origins: string[]
  name: string | undefined
}

/**
 * A CLI command: `parse` checks the command line before any database is opened (a UsageError
 * says what is wrong); `run` does the work and answers the lines to print on stdout.
 */
export interface Command<Args> {
  usage: string
  parse(input: CommandInput): Args
  run(projects: ProjectRepository, args: Args): Promise<string[]>
}

/** A command that could not do what it was asked (exit code 1): the message says why. */
export class ProjectCommandError extends Error {}

export class ProjectNotFoundError extends ProjectCommandError {
  override name = 'ProjectNotFoundError'
  constructor(readonly projectId: string) {
    super(`There is no project "${projectId}"; see npm run foyer -- project list`)
  }
}

export class ProjectOriginMissingError extends ProjectCommandError {
  override name = 'ProjectOriginMissingError'
  constructor(projectId: string, origin: string, allowed: readonly string[]) {
    super(`Project "${projectId}" does not allow ${origin}; it allows ${allowed.length ? allowed.join(', ') : 'no origin'}`)
  }
}

/** `project create --origin … [--name …]`: prints the new id alone, so scripts can capture it. */
export const createProject: Command<{ origins: string[]; name?: string | undefined }> = {
  usage: 'project create --origin <origin> [--origin <origin> …] [--name <name>]',
  parse(input) {
    expectPositionals(this.usage, input, [])
    return parse(
      z.object({
        origins: z.array(originSchema).min(1, 'is missing: give the web origins allowed to use the project, like --origin https://app.example.com'),
        name: projectNameSchema.optional(),
      }),
      { origins: input.origins, name: input.name },
    )
  },
  async run(projects, { origins, name }) {
    const project = await projects.create({
      id: randomBytes(16).toString('hex'),
      name: name ?? new URL(origins[0]!).host,
      allowedOrigins: [...new Set(origins)],
    })
    return [project.id]
  },
}

/** `project list`: one block per project, oldest first. */
export const listProjects: Command<void> = {
  usage: 'project list',
  parse(input) {
    expectPositionals(this.usage, input, [])
    expectNoOptions(this.usage, input)
  },
  async run(projects) {
    const all = await projects.list()
    if (all.length === 0) return ['No projects yet. Create one with: npm run foyer -- project create --origin <origin>']
    return all.flatMap((project, index) => [...(index > 0 ? [''] : []), ...describeProject(project)])
  },
}

/** `project add-origin <id> <origin>`: prints the project's allow-list after. */
export const addProjectOrigin: Command<{ id: string; origin: string }> = {
  usage: 'project add-origin <id> <origin>',
  parse(input) {
    return parseIdAndOrigin(this.usage, input)
  },
  async run(projects, { id, origin }) {
    const project = await projects.addOrigin(id, origin)
    if (!project) throw new ProjectNotFoundError(id)
    return [`${project.id} allows ${project.allowedOrigins.join(', ')}`]
  },
}

/** `project remove-origin <id> <origin>`: prints the project's allow-list after. */
export const removeProjectOrigin: Command<{ id: string; origin: string }> = {
  usage: 'project remove-origin <id> <origin>',
  parse(input) {
    return parseIdAndOrigin(this.usage, input)
  },
  async run(projects, { id, origin }) {
    const before = await projects.find(id)
    if (!before) throw new ProjectNotFoundError(id)
    if (!before.allowedOrigins.includes(origin)) throw new ProjectOriginMissingError(id, origin, before.allowedOrigins)
    const project = await projects.removeOrigin(id, origin)
    if (!project) throw new ProjectNotFoundError(id)
    return [`${project.id} allows ${project.allowedOrigins.length ? project.allowedOrigins.join(', ') : 'no origin (server-to-server calls only)'}`]
  },
}

/** `project delete <id>`: the project, its allow-list and analytics events. */
export const deleteProject: Command<{ id: string }> = {
  usage: 'project delete <id>',
  parse(input) {
    const [id] = expectPositionals(this.usage, input, ['id'])
    expectNoOptions(this.usage, input)
    return parse(z.object({ id: projectIdSchema }), { id })
  },
  async run(projects, { id }) {
    if (!(await projects.delete(id))) throw new ProjectNotFoundError(id)
    return [`Deleted project ${id}: its requests are refused from now on`]
  },
}

/** `project analytics <id> on|off`. */
export const setProjectAnalytics: Command<{ id: string; enabled: 'on' | 'off' }> = {
  usage: 'project analytics <id> on|off',
  parse(input) {
    const [id, enabled] = expectPositionals(this.usage, input, ['id', 'on|off'])
    expectNoOptions(this.usage, input)
    return parse(z.object({ id: projectIdSchema, enabled: z.enum(['on', 'off'], { error: 'must be on or off' }) }), { id, enabled })
  },
  async run(projects, { id, enabled }) {
    const project = await projects.setAnalyticsEnabled(id, enabled === 'on')
    if (!project) throw new ProjectNotFoundError(id)
    return [`${project.id}: analytics ${project.analyticsEnabled ? 'on' : 'off'}`]
  },
}

export const setProjectSponsorship: Command<{ id: string; budget: bigint | null }> = {
  usage: 'project sponsor <id> <wei per account per day>|off',
  parse(input) {
    const [id, budget] = expectPositionals(this.usage, input, ['id', 'wei per account per day|off'])
    expectNoOptions(this.usage, input)
    return parse(
      z.object({
        id: projectIdSchema,
        budget: z.string().transform((value, context) => {
          if (value === 'off') return null
          if (/^[1-9]\d{0,77}$/.test(value)) return BigInt(value)
          context.addIssue({ code: 'custom', message: 'must be a whole number of wei above 0, like 10000000000000000 (0.01 ETH), or off' })
          return z.NEVER
        }),
      }),
      { id, budget },
    )
  },
  async run(projects, { id, budget }) {
    const project = await projects.setSponsorship(id, budget)
    if (!project) throw new ProjectNotFoundError(id)
    return [`${project.id}: gas sponsorship ${describeSponsorship(project)}`]
  },
}

function describeSponsorship(project: Project): string {
  const budget = project.sponsoredWeiPerAccountPerDay
  return budget === null ? 'off' : `up to ${budget} wei per account per day, on every chain with a paymaster service`
}

/** A project as `project list` prints it. */
export function describeProject(project: Project): string[] {
  return [
    `${project.id}  ${project.name}`,
    `  origins:   ${project.allowedOrigins.length ? project.allowedOrigins.join(', ') : '(none: server-to-server calls only)'}`,
    `  analytics: ${project.analyticsEnabled ? 'on' : 'off'}`,
    `  gas sponsorship: ${describeSponsorship(project)}`,
    `  created:   ${project.createdAt.toISOString()}`,
  ]
}

/** `<id> <origin>`, and no options: the origin commands' arguments. */
function parseIdAndOrigin(usage: string, input: CommandInput): { id: string; origin: string } {
  const [id, origin] = expectPositionals(usage, input, ['id', 'origin'])
  expectNoOptions(usage, input)
  return parse(z.object({ id: projectIdSchema, origin: originSchema }), { id, origin })
}

function expectPositionals(usage: string, input: CommandInput, names: string[]): string[] {
  if (input.positionals.length === names.length) return input.positionals
  const command = usage.split(' ').slice(0, 2).join(' ')
  const wanted = names.length ? `takes ${names.map((name) => `<${name}>`).join(' ')}` : 'takes no arguments'
  const got = input.positionals.length ? `got ${input.positionals.map((value) => `"${value}"`).join(' ')}` : 'got none'
  throw new UsageError(`${command} ${wanted}; ${got}`)
}

function expectNoOptions(usage: string, input: CommandInput): void {
  if (input.origins.length || input.name !== undefined) {
    throw new UsageError(`${usage.split(' ').slice(0, 2).join(' ')} takes no --origin or --name`)
  }
}

function parse<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value, { reportInput: true })
  if (!result.success) throw new UsageError(describeIssues(result.error.issues.map(namedAsTyped)))
  return result.data
}

/** Issues name what was typed: `--origin[1]`, `<id>`, not `origins[1]`, `id`. */
function namedAsTyped(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  const [field, ...rest] = issue.path
  return { ...issue, path: [TYPED_NAMES[String(field)] ?? `<${String(field)}>`, ...rest] }
}

const TYPED_NAMES: Record<string, string> = { origins: '--origin', name: '--name', enabled: '<on|off>' }
