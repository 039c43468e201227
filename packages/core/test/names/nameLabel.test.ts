import { describe, expect, it } from 'vitest'
import { labelOfName, nameInZone, nameLabelProblem } from '../../src/names/nameLabel.ts'

describe('the name label rule (spec §5: letters, digits and hyphens only, at least 4 characters)', () => {
  it.each(['abcd', 'alice', 'My-Name-2024', '1234', 'a-b-c', 'a--b', 'a'.repeat(63)])('takes %s', (label) => {
    expect(nameLabelProblem(label)).toBeUndefined()
  })

  it('says nothing typed is empty, not a broken rule', () => {
    expect(nameLabelProblem('')).toBe('empty')
  })

  it.each(['name.id', 'my name', 'name_1', 'námé', 'name!', 'ab.c'])('refuses a character outside letters, digits and hyphens (%s), before its length', (label) => {
    expect(nameLabelProblem(label)).toBe('characters')
  })

  it.each(['a', 'ab', 'abc', 'a-1'])('refuses fewer than 4 characters (%s)', (label) => {
    expect(nameLabelProblem(label)).toBe('tooShort')
  })

  it.each(['xn--abcd', 'ab--cdef', '----', '-abcd', 'abcd-'])('refuses a hyphen at either end or third and fourth (%s): ENS clients refuse such labels (ENSIP-15), and so does the server', (label) => {
    expect(nameLabelProblem(label)).toBe('hyphens')
  })

  it('refuses more than 63 characters, a DNS label’s most (the server’s limit)', () => {
    expect(nameLabelProblem('a'.repeat(64))).toBe('tooLong')
  })
})

describe('names in the zone', () => {
  it('a label’s name is the label lowercased, a dot, then the zone; its label is what comes before the first dot', () => {
    expect(nameInZone('Alice-7', 'foyer.id')).toBe('alice-7.foyer.id')
    expect(labelOfName('alice-7.names.example.org')).toBe('alice-7')
  })
})
