/** Runs tasks one after another: the frame shows one approval at a time, the next waits its turn. */
export interface SerialQueue {
  run<T>(task: () => Promise<T>): Promise<T>
}

export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve()
  return {
    run(task) {
      const result = tail.then(task)
      // A failed task must not block the ones behind it.
      tail = result.catch(() => undefined)
      return result
    },
  }
}
