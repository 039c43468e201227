import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../harness.ts'
import { UNREAD_CHAIN } from '../unreadChain.ts'

const README = join(import.meta.dirname, '../../../../README.md')
const TABLE_START = '<!-- metrics-table: every metric /metrics answers; test/operations/metricsDocumented.test.ts checks it -->'
const TABLE_END = '<!-- /metrics-table -->'

/** The metrics a running server registers, read from its /metrics: each `# TYPE` line's name and its `# HELP` text. */
async function scrapedMetrics(baseUrl: string): Promise<{ name: string; type: string; help: string | undefined }[]> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text()
  const help = new Map([...text.matchAll(/^# HELP (\S+) (.*)$/gm)].map(([, name, description]) => [name!, description!.trim()]))
  return [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, type]) => ({ name: name!, type: type!, help: help.get(name!) }))
}

/** The names in the README's metrics table: its first column, each name in backticks. */
function documentedMetrics(): string[] {
  const text = readFileSync(README, 'utf8')
  const start = text.indexOf(TABLE_START)
  const end = text.indexOf(TABLE_END, start)
  expect(start, `README.md has lost its metrics table markers (${TABLE_START})`).toBeGreaterThanOrEqual(0)
  return [...text.slice(start, end).matchAll(/^\| `([a-z_:][a-z0-9_:]*)` \|/gm)].map(([, name]) => name!)
}

describe('/metrics and the README', () => {
  let server: RunningServer
  let metrics: Awaited<ReturnType<typeof scrapedMetrics>>

  beforeAll(async () => {
    server = await startServer({ chains: [UNREAD_CHAIN] })
    metrics = await scrapedMetrics(server.baseUrl)
  })

  afterAll(() => server?.close())

  it('gives every metric a HELP text', () => {
    expect(metrics.length).toBeGreaterThan(10)
    expect(metrics.filter((metric) => !metric.help).map((metric) => metric.name)).toEqual([])
  })

  it("lists every registered metric in the README's table, and nothing else", () => {
    const documented = documentedMetrics()
    const registered = metrics.map((metric) => metric.name)
    expect({ undocumented: registered.filter((name) => !documented.includes(name)), notRegistered: documented.filter((name) => !registered.includes(name)) }).toEqual({
      undocumented: [],
      notRegistered: [],
    })
  })
})
