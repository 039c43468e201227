import { readdirSync, readFileSync } from 'node:fs'

/** Process ids of the running children of `parentPid` whose executable name is `name` (Linux /proc). */
export function childProcessIds(parentPid: number, name: string): number[] {
  return readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return []
    try {
      // /proc/<pid>/stat is "pid (comm) state ppid …"; comm may hold spaces, so split after ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      return comm === name && Number(ppid) === parentPid && state !== 'Z' ? [Number(entry)] : []
    } catch {
      return [] // the process ended while we looked
    }
  })
}

/** Whether a process with this id still exists (a reaped process does not). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
