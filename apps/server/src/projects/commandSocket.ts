import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import { runCommand, type CommandOutcome } from '../cli/commandList.ts'
import type { ProjectRepository } from './projectRepository.ts'

/** The socket in a PGlite data folder through which the CLI reaches the server holding it. */
export const COMMAND_SOCKET_NAME = 'foyer.sock'
/** A command line is a few hundred bytes; anything past this is not one. */
export const MAX_COMMAND_BYTES = 16 * 1024
const COMMAND_TIMEOUT_MS = 10_000
/** Unix socket paths longer than this cannot be bound on Linux. */
const MAX_SOCKET_PATH = 107

export const commandRequestSchema = z.object({
  name: z.string().max(64),
  input: z.object({
    positionals: z.array(z.string().max(2_048)).max(8),
    origins: z.array(z.string().max(2_048)).max(64),
    name: z.string().max(256).optional(),
  }),
})
export type CommandRequest = z.infer<typeof commandRequestSchema>

/**
 * With PGlite only one process may open the data folder, so while the server runs, the CLI's
 * project commands come to it through `<dataDir>/foyer.sock` and run on its database: one JSON
 * line in (a command's name and input, parsed as the CLI parses it), one JSON line out. The folder
 * is the server user's alone (0700), which is the socket's access control.
 */
export async function serveProjectCommands(dataDir: string, projects: ProjectRepository, log: FastifyBaseLogger): Promise<{ close(): Promise<void> }> {
  const path = join(dataDir, COMMAND_SOCKET_NAME)
  if (path.length > MAX_SOCKET_PATH) {
    log.warn(`the project commands' socket cannot be bound at ${path} (longer than ${MAX_SOCKET_PATH} characters): stop the server to run npm run foyer -- project …`)
    return { close: async () => {} }
  }
  // A socket left by a process that died: this process holds the folder's lock, so it is not in use.
  rmSync(path, { force: true })
  const server = createServer((socket) => {
    let received = ''
    let answered = false
    socket.setEncoding('utf8')
    socket.setTimeout(COMMAND_TIMEOUT_MS, () => socket.destroy())
    socket.on('error', () => {})
    socket.on('data', (chunk: string) => {
      if (answered) return
      received += chunk
      if (received.length > MAX_COMMAND_BYTES) {
        answered = true
        received = ''
        reply({ ok: false, exitCode: 2, message: `The command is longer than ${MAX_COMMAND_BYTES} bytes` })
        return
      }
      const end = received.indexOf('\n')
      if (end === -1) return
      answered = true
      answer(received.slice(0, end)).then(reply, (error: unknown) => {
        log.error({ err: error }, 'a project command failed')
        reply({ ok: false, exitCode: 1, message: `The command failed on the server: ${(error as Error).message}` })
      })
    })
    const reply = (outcome: CommandOutcome) => {
      if (!socket.writable) return
      socket.end(`${JSON.stringify(outcome)}\n`)
    }
  })

  const answer = async (line: string): Promise<CommandOutcome> => {
    let request: CommandRequest
    try {
      request = commandRequestSchema.parse(JSON.parse(line))
    } catch {
      return { ok: false, exitCode: 2, message: 'The command line could not be read: expected {"name", "input"} as JSON' }
    }
    const outcome = await runCommand(request.name, { ...request.input, name: request.input.name }, projects)
    log.info({ command: request.name, ok: outcome.ok }, 'project command run through the data folder socket')
    return outcome
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, () => {
      server.off('error', reject)
      resolve()
    })
  })
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        rmSync(path, { force: true })
      }),
  }
}

/** Sends one command to the server holding a PGlite data folder; undefined when no server listens there. */
export async function sendProjectCommand(dataDir: string, request: CommandRequest): Promise<CommandOutcome | undefined> {
  const { createConnection } = await import('node:net')
  return new Promise((resolve, reject) => {
    const socket = createConnection(join(dataDir, COMMAND_SOCKET_NAME))
    let received = ''
    socket.setEncoding('utf8')
    socket.setTimeout(COMMAND_TIMEOUT_MS, () => socket.destroy(new Error(`The server did not answer within ${COMMAND_TIMEOUT_MS / 1000} s`)))
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`))
    socket.on('data', (chunk: string) => (received += chunk))
    socket.on('end', () => {
      try {
        resolve(JSON.parse(received) as CommandOutcome)
      } catch {
        reject(new Error('The server answered something that is not a command outcome'))
      }
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined)
      else reject(error)
    })
  })
}
