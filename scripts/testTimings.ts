/**
 * What `npm test` prints about where its time went: the whole run, and the files that took longest
 * (each file's own time, from Vitest's JSON report: its first test's start to its end, hooks included).
 */
import { relative } from 'node:path'

export interface TimedFileResult {
  name: string
  startTime?: number
  endTime?: number
}

export interface FileTime {
  file: string
  ms: number
}

/** The files of a run, slowest first. Files without both times (a file that failed to load) are left out. */
export function slowestFiles(files: readonly TimedFileResult[], root: string, count: number): FileTime[] {
  return files
    .filter((file) => typeof file.startTime === 'number' && typeof file.endTime === 'number')
    .map((file) => ({ file: relative(root, file.name), ms: (file.endTime as number) - (file.startTime as number) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
}

export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000)
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`
}

/** The lines printed after the run: its total wall time, the time of each stage, and the ten slowest files. */
export function timingLines(stages: readonly { stage: string; ms: number }[], files: readonly TimedFileResult[], root: string): string[] {
  const total = stages.reduce((sum, stage) => sum + stage.ms, 0)
  const lines = [`Time: ${formatDuration(total)} in all (${stages.map((stage) => `${stage.stage} ${formatDuration(stage.ms)}`).join(', ')})`]
  const slowest = slowestFiles(files, root, 10)
  if (slowest.length) {
    lines.push('Slowest files:')
    for (const { file, ms } of slowest) lines.push(`  ${formatDuration(ms).padStart(10)}  ${file}`)
  }
  return lines
}
