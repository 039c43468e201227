/** The labels of an HTTP series, in the order the exposition writes them (after `le` for a bucket). */
export interface RequestLabels {
  method: string
  route: string
  /** `2xx`, `4xx`, … */
  statusClass: string
}

interface Series {
  labels: string
  count: number
  sumSeconds: number
  /** Per bucket, the answers at most that long (not yet cumulative). */
  buckets: Float64Array
}

/**
 * Request counts and a latency histogram per method, route pattern and status class, kept as plain
 * numbers and written in the Prometheus text format when scraped. prom-client's counter and
 * histogram validate and hash their labels on every observation, a fifth of the server's own work
 * per request; here one is a map lookup and three additions. The label sets are bounded: routes
 * are patterns, never URLs.
 */
export function createRequestSeries(options: { requestsName: string; requestsHelp: string; durationName: string; durationHelp: string; bucketsSeconds: readonly number[] }) {
  const { bucketsSeconds } = options
  const series = new Map<string, Series>()

  return {
    observe(labels: RequestLabels, seconds: number): void {
      const key = `${labels.method} ${labels.statusClass} ${labels.route}`
      let found = series.get(key)
      if (!found) {
        found = { labels: labelText(labels), count: 0, sumSeconds: 0, buckets: new Float64Array(bucketsSeconds.length) }
        series.set(key, found)
      }
      found.count += 1
      found.sumSeconds += seconds
      const bucket = bucketsSeconds.findIndex((bound) => seconds <= bound)
      if (bucket !== -1) found.buckets[bucket]! += 1
    },

    /** The two metrics in the text format, each with its HELP and TYPE lines. */
    text(): string {
      const lines = [`# HELP ${options.requestsName} ${options.requestsHelp}`, `# TYPE ${options.requestsName} counter`]
      for (const { labels, count } of series.values()) lines.push(`${options.requestsName}{${labels}} ${count}`)
      lines.push(`# HELP ${options.durationName} ${options.durationHelp}`, `# TYPE ${options.durationName} histogram`)
      for (const { labels, count, sumSeconds, buckets } of series.values()) {
        let cumulative = 0
        bucketsSeconds.forEach((bound, index) => {
          cumulative += buckets[index]!
          lines.push(`${options.durationName}_bucket{le="${bound}",${labels}} ${cumulative}`)
        })
        lines.push(`${options.durationName}_bucket{le="+Inf",${labels}} ${count}`)
        lines.push(`${options.durationName}_sum{${labels}} ${sumSeconds}`)
        lines.push(`${options.durationName}_count{${labels}} ${count}`)
      }
      return `${lines.join('\n')}\n`
    },
  }
}

function labelText({ method, route, statusClass }: RequestLabels): string {
  return `method="${escapeLabelValue(method)}",route="${escapeLabelValue(route)}",status_class="${escapeLabelValue(statusClass)}"`
}

/** The text format's escapes in a label value: backslash, double quote, line feed. */
export function escapeLabelValue(value: string): string {
  return value.replace(/[\\"\n]/g, (character) => (character === '\n' ? '\\n' : `\\${character}`))
}
