// Registered in a child process (module.register): writes every module URL it resolves to the file
// named in its data, one a line, so the test can tell which packages the server loaded.
import { appendFileSync } from 'node:fs'

let file

export function initialize(data) {
  file = data.file
}

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context)
  appendFileSync(file, `${resolved.url}\n`)
  return resolved
}
