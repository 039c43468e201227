import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { writeRequestLine, type RequestLogFields } from '../../src/operations/requestLogLine.ts'

function capture(level: pino.Level) {
  const lines: string[] = []
  const logger = pino({ level }, { write: (line: string) => lines.push(line) }).child({ requestId: 'req-"1"' })
  return { logger, lines }
}

const withoutTime = (line: string) => line.replace(/"time":\d+/, '"time":0')

describe('the request log line', () => {
  const fields: RequestLogFields = {
    method: 'GET',
    route: '/v1/account/:address/balance',
    url: '/v1/account/0xabc/balance?name="quoted"\\path\u2028',
    status: 200,
    durationMs: 1.25,
    msg: 'request',
  }

  it('is written byte for byte as pino writes the same fields, bindings and message', () => {
    const ours = capture('info')
    writeRequestLine(ours.logger, fields)
    const pinos = capture('info')
    const { msg, ...rest } = fields
    pinos.logger.info(rest, msg)
    expect(ours.lines).toHaveLength(1)
    expect(withoutTime(ours.lines[0]!)).toBe(withoutTime(pinos.lines[0]!))
  })

  it('leaves out the status of an abandoned request, as pino leaves out an undefined field', () => {
    const ours = capture('info')
    const abandoned = { ...fields, status: undefined, msg: 'request abandoned: the connection closed before the answer was sent' } as const
    writeRequestLine(ours.logger, abandoned)
    const pinos = capture('info')
    const { msg, ...rest } = abandoned
    pinos.logger.info(rest, msg)
    expect(withoutTime(ours.lines[0]!)).toBe(withoutTime(pinos.lines[0]!))
    expect(JSON.parse(ours.lines[0]!)).not.toHaveProperty('status')
  })

  it('writes nothing when the level is above info', () => {
    const quiet = capture('warn')
    writeRequestLine(quiet.logger, fields)
    expect(quiet.lines).toEqual([])
  })
})
