/** Lets Node exit while a timer is pending: a client's sweeps and timeouts must not keep a process alive. */
export function unrefTimer(timer: ReturnType<typeof setTimeout> | ReturnType<typeof setInterval>): void {
  const maybe = timer as { unref?: () => void }
  maybe.unref?.()
}
