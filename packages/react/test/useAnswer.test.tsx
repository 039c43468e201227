// @vitest-environment happy-dom
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAnswer, type AnswerQuestion, type AnswerState } from '../src/hooks/useAnswer.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** One ask as the test sees it: for which key, its signal, and how the test answers it. */
interface Asked {
  key: string | undefined
  signal: AbortSignal
  answer: (value: string) => Promise<void>
  fail: (error: unknown) => Promise<void>
}

const roots: Root[] = []
afterEach(async () => {
  for (const root of roots.splice(0)) await act(async () => root.unmount())
  vi.useRealTimers()
})

/** Renders useAnswer with `options` and the given key; every ask waits until the test answers it. */
async function watch(key: string | undefined, options: Omit<AnswerQuestion<string>, 'key' | 'ask'> = {}) {
  const asked: Asked[] = []
  let shown: AnswerState<string> | undefined
  function Probe({ questionKey }: { questionKey: string | undefined }) {
    shown = useAnswer({
      key: questionKey,
      ask: (signal) =>
        new Promise<string>((resolve, reject) => {
          const settle = (done: () => void) => act(async () => done())
          asked.push({ key: questionKey, signal, answer: (value) => settle(() => resolve(value)), fail: (error) => settle(() => reject(error)) })
        }),
      ...options,
    })
    return null
  }
  const root = createRoot(document.createElement('div'))
  roots.push(root)
  await act(async () => root.render(createElement(Probe, { questionKey: key })))
  return {
    asked,
    shown: () => shown!,
    setKey: (next: string | undefined) => act(async () => root.render(createElement(Probe, { questionKey: next }))),
    unmount: () => act(async () => root.unmount()),
  }
}

const passTime = (ms: number) => act(async () => vi.advanceTimersByTime(ms))

describe('useAnswer', () => {
  it('asks nothing without a key, and shows the answer of the key it was asked for', async () => {
    const probe = await watch(undefined)
    expect(probe.shown().status).toBe('idle')
    expect(probe.asked).toHaveLength(0)
    await probe.setKey('a')
    expect(probe.shown()).toMatchObject({ status: 'loading' })
    await probe.asked[0]!.answer('answer a')
    expect(probe.shown()).toMatchObject({ status: 'answered', data: 'answer a', asking: false })
  })

  it("never shows an older key's answer for a newer key, and aborts the older key's ask", async () => {
    const probe = await watch('a')
    await probe.setKey('b')
    expect(probe.asked.map((ask) => ask.key)).toEqual(['a', 'b'])
    expect(probe.asked[0]!.signal.aborted, "a's ask is no longer wanted").toBe(true)
    expect(probe.asked[1]!.signal.aborted).toBe(false)
    await probe.asked[0]!.answer('answer a')
    expect(probe.shown()).toEqual({ status: 'loading', refresh: expect.any(Function) })
    await probe.asked[1]!.answer('answer b')
    expect(probe.shown()).toMatchObject({ status: 'answered', data: 'answer b' })
  })

  it('drops an answered key at once when the key changes, before the new one is asked', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const probe = await watch('a', { debounceMs: 300 })
    await passTime(300)
    await probe.asked[0]!.answer('answer a')
    expect(probe.shown()).toMatchObject({ status: 'answered', data: 'answer a' })
    await probe.setKey('b')
    expect(probe.shown().status).toBe('loading')
  })

  it('aborts the ask when the component leaves', async () => {
    const probe = await watch('a')
    await probe.unmount()
    expect(probe.asked[0]!.signal.aborted).toBe(true)
  })

  it('shows a failure as failed, with its error', async () => {
    const probe = await watch('a')
    const error = new Error('away')
    await probe.asked[0]!.fail(error)
    expect(probe.shown()).toMatchObject({ status: 'failed', error, asking: false })
  })

  it('asks once the key stopped changing for debounceMs, not for every key typed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const probe = await watch('a', { debounceMs: 300 })
    await passTime(200)
    await probe.setKey('ab')
    await passTime(200)
    expect(probe.asked, 'the key changed within the pause').toHaveLength(0)
    expect(probe.shown().status).toBe('loading')
    await passTime(100)
    expect(probe.asked.map((ask) => ask.key)).toEqual(['ab'])
  })

  it('refresh forgets the answer and asks again at once, without the debounce', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const probe = await watch('a', { debounceMs: 300 })
    await passTime(300)
    await probe.asked[0]!.answer('first')
    await act(async () => probe.shown().refresh())
    expect(probe.asked).toHaveLength(2)
    expect(probe.shown().status, 'the refreshed answer is not shown').toBe('loading')
    await probe.asked[1]!.answer('second')
    expect(probe.shown()).toMatchObject({ status: 'answered', data: 'second' })
    // A later key waits for the pause again.
    await probe.setKey('b')
    expect(probe.asked).toHaveLength(2)
    await passTime(300)
    expect(probe.asked).toHaveLength(3)
  })

  it('asks again every refetchEveryMs, keeping the answer shown (asking) until the new one comes, and aborts the ask it replaces', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const probe = await watch('a', { refetchEveryMs: 1_000 })
    await probe.asked[0]!.answer('first')
    await passTime(1_000)
    expect(probe.asked).toHaveLength(2)
    expect(probe.shown()).toMatchObject({ status: 'answered', data: 'first', asking: true })
    await passTime(1_000)
    expect(probe.asked[1]!.signal.aborted, 'the unanswered ask gives way to the next').toBe(true)
    await probe.asked[2]!.answer('third')
    expect(probe.shown()).toMatchObject({ status: 'answered', data: 'third', asking: false })
  })

  it("with keepPrevious, offers the older key's answer as previous while the new key is asked; without, none", async () => {
    for (const keepPrevious of [true, false]) {
      const probe = await watch('a', { keepPrevious })
      await probe.asked[0]!.answer('answer a')
      await probe.setKey('b')
      expect(probe.shown()).toEqual({ status: 'loading', ...(keepPrevious ? { previous: 'answer a' } : {}), refresh: expect.any(Function) })
      await probe.asked[1]!.answer('answer b')
      expect(probe.shown()).toMatchObject({ status: 'answered', data: 'answer b' })
    }
  })
})
