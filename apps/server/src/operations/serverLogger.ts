import type { FastifyServerOptions } from 'fastify'
import type { CoreSettings } from '../kernel/settings/coreSettings.ts'

/** A batch is written once it holds this much, or FLUSH_AFTER_MS after its first line. */
const BATCH_BYTES = 16 * 1024
const FLUSH_AFTER_MS = 100

/**
 * The server's logger: pino at the configured level, into `stream` when given (tests read it),
 * else stdout in batches. Every request logs a line; written one by one they cost a system call
 * each, as much as answering the request. A batch is written when it fills or within 100 ms, and
 * whatever is left when the process exits (a crash included).
 */
export function serverLogger(level: CoreSettings['logLevel'], stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return { level, stream: stream ?? batchedStdout() }
}

let stdoutBatches: { write(line: string): void } | undefined

/** One batcher for the process: stdout is one, however many servers share it. */
function batchedStdout(): { write(line: string): void } {
  if (stdoutBatches) return stdoutBatches
  let lines: string[] = []
  let bytes = 0
  let timer: NodeJS.Timeout | undefined
  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
    if (lines.length === 0) return
    const text = lines.join('')
    lines = []
    bytes = 0
    // Synchronous for files and pipes on Linux: the batch is out when this returns.
    process.stdout.write(text)
  }
  process.once('exit', flush)
  stdoutBatches = {
    write(line) {
      lines.push(line)
      bytes += line.length
      if (bytes >= BATCH_BYTES) flush()
      else timer ??= setTimeout(flush, FLUSH_AFTER_MS).unref()
    },
  }
  return stdoutBatches
}
