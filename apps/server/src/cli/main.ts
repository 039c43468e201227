// `npm run foyer -- <command>` (root package.json): manage the server's projects. See ./usage.ts.
import { runCli } from './runCli.ts'

const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) }
process.exitCode = await runCli(process.argv.slice(2), process.env, io)
