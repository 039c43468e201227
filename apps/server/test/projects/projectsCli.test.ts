import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../../src/cli/runCli.ts'
import { openDatabase } from '../../src/kernel/db/database.ts'
import { describeOnEachDatabase, type FreshDatabase } from '../db/testDatabases.ts'

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))

/** The env that points the CLI at `fresh`, as an operator would: DATABASE_URL or FOYER_DATA_DIR. */
function envFor(fresh: FreshDatabase): NodeJS.ProcessEnv {
  if (fresh.config.kind === 'postgres') return { DATABASE_URL: fresh.config.url }
  return { FOYER_DATA_DIR: join(mkdtempSync(join(tmpdir(), 'foyer-cli-')), 'data') }
}

describeOnEachDatabase('npm run foyer -- project …', (kind) => {
  let env: NodeJS.ProcessEnv
  let fresh: FreshDatabase
  beforeAll(async () => {
    fresh = await kind.fresh()
    env = envFor(fresh)
  })
  afterAll(() => fresh?.drop())

  async function cli(...argv: string[]) {
    const out: string[] = []
    const err: string[] = []
    const code = await runCli(argv, env, { out: (line) => out.push(line), err: (line) => err.push(line) })
    return { code, out: out.join('\n'), err: err.join('\n') }
  }

  it('project create prints the new id alone; list, add-origin and analytics then show and change it', async () => {
    const created = await cli('project', 'create', '--origin', 'http://localhost:5173', '--origin', 'HTTPS://Shop.Example/', '--name', 'Shop')
    expect(created).toMatchObject({ code: 0, err: '' })
    const id = created.out
    expect(id).toMatch(/^[0-9a-f]{32}$/)

    expect(await cli('project', 'add-origin', id, 'https://admin.shop.example')).toEqual({
      code: 0,
      out: `${id} allows http://localhost:5173, https://shop.example, https://admin.shop.example`,
      err: '',
    })
    expect(await cli('project', 'analytics', id, 'off')).toMatchObject({ code: 0, out: `${id}: analytics off` })

    const list = await cli('project', 'list')
    expect(list.code).toBe(0)
    expect(list.out).toContain(`${id}  Shop\n  origins:   http://localhost:5173, https://shop.example, https://admin.shop.example\n  analytics: off\n  gas sponsorship: off\n  created:   `)
  })

  it('project sponsor sets the gas a project’s paymaster pays per account per day, and off stops it', async () => {
    const { out: id } = await cli('project', 'create', '--origin', 'https://sponsor.example')
    expect(await cli('project', 'sponsor', id, '10000000000000000')).toMatchObject({
      code: 0,
      out: `${id}: gas sponsorship up to 10000000000000000 wei per account per day, on every chain with a paymaster service`,
    })
    expect((await cli('project', 'list')).out).toContain('  gas sponsorship: up to 10000000000000000 wei per account per day')
    expect(await cli('project', 'sponsor', id, 'off')).toMatchObject({ code: 0, out: `${id}: gas sponsorship off` })
    expect(await cli('project', 'sponsor', 'no-such-project', '1')).toMatchObject({ code: 1 })
  })

  it('a project without --name is named after its first origin', async () => {
    const { out: id } = await cli('project', 'create', '--origin', 'https://named.example:8443')
    expect((await cli('project', 'list')).out).toContain(`${id}  named.example:8443`)
  })

  it.each([
    [['project', 'create'], '--origin is missing: give the web origins allowed to use the project, like --origin https://app.example.com'],
    [['project', 'create', '--origin', 'example.com'], '--origin[0] must be an origin (http(s)://host[:port], no path), like https://app.example.com; got "example.com"'],
    [['project', 'create', '--origin', 'https://a.example', 'extra'], 'project create takes no arguments; got "extra"'],
    [['project', 'add-origin', 'foyer-dev'], 'project add-origin takes <id> <origin>; got "foyer-dev"'],
    [['project', 'add-origin', 'Bad Id', 'https://a.example'], '<id> must be 3 to 64 lowercase letters, digits and dashes, like foyer-dev'],
    [['project', 'analytics', 'foyer-dev', 'maybe'], '<on|off> must be on or off'],
    [['project', 'sponsor', 'foyer-dev', '0.01'], 'must be a whole number of wei above 0, like 10000000000000000 (0.01 ETH), or off'],
    [['project', 'sponsor', 'foyer-dev', '0'], 'must be a whole number of wei above 0'],
    [['project', 'list', '--name', 'x'], 'project list takes no --origin or --name'],
    [['project', 'create', '--colour', 'red'], "Unknown option '--colour'"],
    [['project', 'rename', 'x'], 'Unknown command "project rename"'],
    [['project', 'delete'], 'project delete takes <id>; got none'],
    [['project', 'remove-origin', 'foyer-dev', 'not an origin'], '<origin> must be an origin'],
  ])('%j is refused (exit 2) with a message saying what is wrong', async (argv, message) => {
    const { code, out, err } = await cli(...argv)
    expect({ code, out }).toEqual({ code: 2, out: '' })
    expect(err).toContain(message)
    expect(err).toMatch(/Usage: npm run foyer -- /)
  })

  it('project remove-origin stops allowing one origin; an origin the project does not allow is exit 1 naming what it allows', async () => {
    const { out: id } = await cli('project', 'create', '--origin', 'https://a.example', '--origin', 'https://b.example')
    expect(await cli('project', 'remove-origin', id, 'https://a.example')).toEqual({ code: 0, out: `${id} allows https://b.example`, err: '' })
    expect(await cli('project', 'remove-origin', id, 'https://a.example')).toEqual({
      code: 1,
      out: '',
      err: `Project "${id}" does not allow https://a.example; it allows https://b.example`,
    })
    expect(await cli('project', 'remove-origin', id, 'https://b.example')).toEqual({
      code: 0,
      out: `${id} allows no origin (server-to-server calls only)`,
      err: '',
    })
  })

  it('project delete removes the project from the list; deleting it again is exit 1', async () => {
    const { out: id } = await cli('project', 'create', '--origin', 'https://gone.example')
    expect(await cli('project', 'delete', id)).toEqual({ code: 0, out: `Deleted project ${id}: its requests are refused from now on`, err: '' })
    expect((await cli('project', 'list')).out).not.toContain(id)
    expect(await cli('project', 'delete', id)).toMatchObject({ code: 1, err: `There is no project "${id}"; see npm run foyer -- project list` })
  })

  it('a project that does not exist is exit 1 naming it', async () => {
    expect(await cli('project', 'add-origin', 'no-such-project', 'https://a.example')).toEqual({
      code: 1,
      out: '',
      err: 'There is no project "no-such-project"; see npm run foyer -- project list',
    })
  })
})

describe('the foyer script', () => {
  it('npm run foyer -- --help prints the usage and exits 0', async () => {
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'foyer', '--', '--help'], { cwd: repoRoot })
    expect(stdout).toMatch(/^Usage: npm run foyer -- <command>/)
    expect(stdout).toContain('project create --origin <origin>')
  })

  it('a data folder already open elsewhere is refused: exit 1 with the lock’s reason', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'foyer-cli-')), 'data')
    const held = await openDatabase({ kind: 'pglite', dataDir })
    try {
      const err: string[] = []
      const code = await runCli(['project', 'list'], { FOYER_DATA_DIR: dataDir }, { out: () => {}, err: (line) => err.push(line) })
      expect(code).toBe(1)
      expect(err.join('\n')).toBe(`Cannot open the database: The data folder ${dataDir} is already open in this process; open it once and share the handle.`)
    } finally {
      await held.close()
    }
  })
})
