import { mkdtempSync } from 'node:fs'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../src/kernel/db/database.ts'
import { COMMAND_SOCKET_NAME, MAX_COMMAND_BYTES, sendProjectCommand, serveProjectCommands } from '../../src/projects/commandSocket.ts'
import { createProjectRepository } from '../../src/projects/projectRepository.ts'

const quietLog = { info: () => {}, warn: () => {}, error: () => {} } as never

/** Writes raw bytes to the socket and answers whatever comes back before it closes. */
function sendRaw(path: string, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path, () => socket.write(text))
    let received = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (received += chunk))
    socket.on('close', () => resolve(received))
    socket.on('error', reject)
  })
}

describe("the data folder's command socket", () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'foyer-sock-'))
  let database: Database
  let commands: { close(): Promise<void> }
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' })
    commands = await serveProjectCommands(dataDir, createProjectRepository(database.db), quietLog)
  })
  afterAll(async () => {
    await commands.close()
    await database.close()
  })

  it('runs a command sent as one JSON line and answers its outcome', async () => {
    const created = await sendProjectCommand(dataDir, { name: 'project create', input: { positionals: [], origins: ['https://sock.example'] } })
    expect(created).toMatchObject({ ok: true })
    const id = (created as { lines: string[] }).lines[0]!
    expect(await sendProjectCommand(dataDir, { name: 'project list', input: { positionals: [], origins: [] } })).toMatchObject({
      ok: true,
      lines: expect.arrayContaining([expect.stringContaining(id)]),
    })
  })

  it('parses the command as the CLI does: a bad origin is exit 2 with the usage', async () => {
    expect(await sendProjectCommand(dataDir, { name: 'project add-origin', input: { positionals: ['foyer-dev', 'nope'], origins: [] } })).toMatchObject({
      ok: false,
      exitCode: 2,
      message: expect.stringContaining('Usage: npm run foyer -- project add-origin'),
    })
  })

  it('refuses a line that is not a command, and one longer than 16 KB, without running anything', async () => {
    const path = join(dataDir, COMMAND_SOCKET_NAME)
    expect(JSON.parse(await sendRaw(path, 'not json\n'))).toMatchObject({ ok: false, exitCode: 2 })
    expect(JSON.parse(await sendRaw(path, `${JSON.stringify({ name: 'project list', input: { positionals: [], origins: [], extra: 1 }, x: 'y'.repeat(MAX_COMMAND_BYTES) })}\n`))).toEqual({
      ok: false,
      exitCode: 2,
      message: `The command is longer than ${MAX_COMMAND_BYTES} bytes`,
    })
  })

  it('a folder where no server listens answers undefined, so the CLI reports the lock instead', async () => {
    expect(await sendProjectCommand(mkdtempSync(join(tmpdir(), 'foyer-nosock-')), { name: 'project list', input: { positionals: [], origins: [] } })).toBeUndefined()
  })
})
