import { describe, expect, it } from 'vitest'
import { frameUrl } from '../../src/auth/frameModule.ts'

const config = { baseUrl: 'https://foyer.example/', projectId: 'p', chainId: '1', enableLogger: false }

describe("the embedded wallet's frame address", () => {
  it("carries the modal's locale beside English, so the approval screen speaks it, and none for English", () => {
    expect(new URL(frameUrl({ ...config, locale: 'de' })).searchParams.get('locale')).toBe('de')
    expect(new URL(frameUrl({ ...config, locale: 'zh-TW' })).searchParams.get('locale')).toBe('zh-TW')
    expect(new URL(frameUrl({ ...config, locale: 'en' })).searchParams.has('locale')).toBe(false)
    expect(frameUrl({ ...config, locale: 'en' })).toBe('https://foyer.example/auth-frame/?projectId=p&chainId=1&version=1.0.0&enableLogger=false')
  })
})
