import { describe, expect, it } from 'vitest'
import { createRequestSeries, escapeLabelValue } from '../../src/operations/requestSeries.ts'

const names = { requestsName: 'reqs_total', requestsHelp: 'Requests', durationName: 'dur_seconds', durationHelp: 'Durations' }

describe('request series in the Prometheus text format', () => {
  it('counts each label set apart and writes cumulative buckets ending in +Inf, the sum and the count', () => {
    const series = createRequestSeries({ ...names, bucketsSeconds: [0.01, 0.1, 1] })
    const balance = { method: 'GET', route: '/v1/balance', statusClass: '2xx' }
    series.observe(balance, 0.005)
    series.observe(balance, 0.05)
    series.observe(balance, 5)
    series.observe({ ...balance, statusClass: '4xx' }, 0.002)
    const lines = series.text().split('\n')
    const labels = 'method="GET",route="/v1/balance",status_class="2xx"'
    expect(lines).toContain('# TYPE reqs_total counter')
    expect(lines).toContain(`reqs_total{${labels}} 3`)
    expect(lines).toContain('reqs_total{method="GET",route="/v1/balance",status_class="4xx"} 1')
    expect(lines).toContain('# TYPE dur_seconds histogram')
    expect(lines).toContain(`dur_seconds_bucket{le="0.01",${labels}} 1`)
    expect(lines).toContain(`dur_seconds_bucket{le="0.1",${labels}} 2`)
    expect(lines).toContain(`dur_seconds_bucket{le="1",${labels}} 2`)
    expect(lines).toContain(`dur_seconds_bucket{le="+Inf",${labels}} 3`)
    expect(lines).toContain(`dur_seconds_sum{${labels}} 5.055`)
    expect(lines).toContain(`dur_seconds_count{${labels}} 3`)
  })

  it('writes only the HELP and TYPE lines before anything was observed', () => {
    const text = createRequestSeries({ ...names, bucketsSeconds: [1] }).text()
    expect(text).toBe('# HELP reqs_total Requests\n# TYPE reqs_total counter\n# HELP dur_seconds Durations\n# TYPE dur_seconds histogram\n')
  })

  it('escapes backslashes, double quotes and line feeds in label values, so a value cannot end its label', () => {
    expect(escapeLabelValue('a\\b"c\nd')).toBe('a\\\\b\\"c\\nd')
    const series = createRequestSeries({ ...names, bucketsSeconds: [1] })
    series.observe({ method: 'GET', route: '/x"} 1\nfake_total{', statusClass: '2xx' }, 0.1)
    expect(series.text()).not.toMatch(/^fake_total/m)
  })
})
