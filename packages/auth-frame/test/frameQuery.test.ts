import { describe, expect, it } from 'vitest'
import { readFrameQuery } from '../src/frame/frameQuery.ts'

describe('the query the frame is loaded with', () => {
  it('reads projectId, chainId, version and enableLogger, ignoring other parameters', () => {
    expect(readFrameQuery('?projectId=foyer-dev&chainId=31337&version=1.7.3&enableLogger=true&utm=x')).toEqual({
      projectId: 'foyer-dev',
      chainId: '31337',
      version: '1.7.3',
      enableLogger: 'true',
    })
  })

  it('is unusable without a projectId, a chainId or a version, or with a bad enableLogger', () => {
    expect(readFrameQuery('?chainId=1&version=1')).toBeNull()
    expect(readFrameQuery('?projectId=p&version=1')).toBeNull()
    expect(readFrameQuery('?projectId=p&chainId=1')).toBeNull()
    expect(readFrameQuery('?projectId=p&chainId=1&version=1&enableLogger=yes')).toBeNull()
  })

  it('reads the modal’s locale, and is unusable with one that is not a language tag', () => {
    expect(readFrameQuery('?projectId=p&chainId=1&version=1&locale=zh-TW')?.locale).toBe('zh-TW')
    expect(readFrameQuery('?projectId=p&chainId=1&version=1&locale=%3Cscript%3E')).toBeNull()
  })
})
