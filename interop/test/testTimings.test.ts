/** What `npm test` prints about its time (scripts/testTimings.ts): the total, each stage, and the ten slowest files. */
import { describe, expect, it } from 'vitest'
import { formatDuration, slowestFiles, timingLines } from '../../scripts/testTimings.ts'

const root = '/repo'
const file = (name: string, startTime?: number, endTime?: number) => ({ name: `${root}/${name}`, startTime, endTime })

describe('the slowest files of a run', () => {
  it('are ordered by their own time, slowest first, and named relative to the repository', () => {
    const files = [file('a.test.ts', 0, 1_000), file('b.test.ts', 500, 9_500), file('c.test.ts', 100, 4_100)]
    expect(slowestFiles(files, root, 10)).toEqual([
      { file: 'b.test.ts', ms: 9_000 },
      { file: 'c.test.ts', ms: 4_000 },
      { file: 'a.test.ts', ms: 1_000 },
    ])
  })

  it('are at most as many as asked', () => {
    const files = Array.from({ length: 14 }, (_, index) => file(`f${index}.test.ts`, 0, index * 1_000))
    const slowest = slowestFiles(files, root, 10)
    expect(slowest).toHaveLength(10)
    expect(slowest[0]).toEqual({ file: 'f13.test.ts', ms: 13_000 })
    expect(slowest.at(-1)).toEqual({ file: 'f4.test.ts', ms: 4_000 })
  })

  it('leave out a file that has no times (it failed to load)', () => {
    expect(slowestFiles([file('broken.test.ts'), file('ok.test.ts', 0, 10)], root, 10)).toEqual([{ file: 'ok.test.ts', ms: 10 }])
  })
})

describe('the time lines', () => {
  it('say seconds under a minute and minutes with seconds above', () => {
    expect(formatDuration(42_400)).toBe('42 s')
    expect(formatDuration(1_075_000)).toBe('17 min 55 s')
  })

  it('give the total of the stages, each stage, then the slowest files', () => {
    const lines = timingLines(
      [
        { stage: 'typecheck', ms: 60_000 },
        { stage: 'tests', ms: 900_000 },
      ],
      [file('slow.test.ts', 0, 120_000)],
      root,
    )
    expect(lines).toEqual(['Time: 16 min 00 s in all (typecheck 1 min 00 s, tests 15 min 00 s)', 'Slowest files:', '  2 min 00 s  slow.test.ts'])
  })
})
