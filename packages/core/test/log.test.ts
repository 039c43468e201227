import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLog, logLevelOf } from '../src/log.ts'
import { FoyerOptionsError, resolveOptions } from '../src/options.ts'
import { mainnet } from './fixtures/networks.ts'

afterEach(() => vi.restoreAllMocks())

function consoleSpies() {
  return {
    error: vi.spyOn(console, 'error').mockImplementation(() => undefined),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => undefined),
    info: vi.spyOn(console, 'info').mockImplementation(() => undefined),
    debug: vi.spyOn(console, 'debug').mockImplementation(() => undefined),
  }
}

function writeEach(options: Parameters<typeof createLog>[0]) {
  const spies = consoleSpies()
  const log = createLog(options)
  log.error('e')
  log.warn('w')
  log.info('i')
  log.debug('d')
  return Object.entries(spies)
    .filter(([, spy]) => spy.mock.calls.length > 0)
    .map(([level]) => level)
}

describe("Foyer's console, by level (spec §9: default 'error')", () => {
  it("a deployed site (not localhost, no devMode) writes errors only: 'error' is the default level", () => {
    expect(logLevelOf({ devMode: false })).toBe('error')
    expect(writeEach({ devMode: false })).toEqual(['error'])
  })

  it('a host being developed (devMode; by default a page on localhost) also reads warnings: why a feature is missing', () => {
    expect(logLevelOf({ devMode: true })).toBe('warn')
    expect(writeEach({ devMode: true })).toEqual(['error', 'warn'])
  })

  it("the host's logLevel rules, up or down: 'silent' writes nothing, 'debug' everything", () => {
    expect(writeEach({ logLevel: 'silent', devMode: true })).toEqual([])
    expect(writeEach({ logLevel: 'info', devMode: false })).toEqual(['error', 'warn', 'info'])
    expect(writeEach({ logLevel: 'debug' })).toEqual(['error', 'warn', 'info', 'debug'])
  })

  it('an unknown logLevel is refused with the levels it may be', () => {
    expect(() => resolveOptions({ networks: [mainnet], logLevel: 'verbose' as never })).toThrow(FoyerOptionsError)
    expect(() => resolveOptions({ networks: [mainnet], logLevel: 'verbose' as never })).toThrow(/logLevel/)
  })
})
