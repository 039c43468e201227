import { readFileSync } from 'node:fs'
import { ConfigError } from '../kernel/settings/configError.ts'

/** A configuration file far past this is not a list of chains; it is refused before it is parsed. */
const MAX_FILE_BYTES = 1024 * 1024

/** Reads a JSON configuration file; a missing, oversized or unparsable one is a ConfigError with the caller's words. */
export function readJsonFile(file: string, messages: { unreadable: (reason: string) => string; notJson: string }): unknown {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new ConfigError(messages.unreadable(code === 'ENOENT' ? 'it does not exist' : `it cannot be read (${code ?? String(error)})`))
  }
  if (Buffer.byteLength(text) > MAX_FILE_BYTES) throw new ConfigError(messages.unreadable(`it is larger than ${MAX_FILE_BYTES} bytes`))
  try {
    return JSON.parse(text)
  } catch {
    throw new ConfigError(messages.notJson)
  }
}
