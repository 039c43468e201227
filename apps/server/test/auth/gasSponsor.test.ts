/**
 * A project's gas sponsorship budget per account per day (auth/sponsorship/gasSponsor.ts) on each
 * database: however many operations race for it, what they take never passes the budget; what an
 * operation did not use comes back; each account, chain and UTC day has its own.
 */
import { expect, it } from 'vitest'
import { gasSponsor } from '../../src/auth/sponsorship/gasSponsor.ts'
import { createProjectRepository } from '../../src/projects/projectRepository.ts'
import { describeOnEachDatabase, useFreshDatabase } from '../db/testDatabases.ts'

const ACCOUNT = '0x5AFE00000000000000000000000000000000AAAA'
const CHAIN = 'eip155:31337'

describeOnEachDatabase('the gas sponsorship budget', (kind) => {
  const fresh = useFreshDatabase(kind)
  let clock = Date.parse('2026-11-30T12:00:00Z')
  const deps = () => ({ db: fresh.database.db, now: () => clock })
  let projectCounter = 0
  /** A new project sponsoring `budget` wei per account per day, and its sponsor for an account on a chain. */
  async function sponsoring(budget: bigint) {
    const id = `sponsor-${++projectCounter}`
    const projects = createProjectRepository(fresh.database.db)
    await projects.create({ id, name: id, allowedOrigins: [] })
    const project = await projects.setSponsorship(id, budget)
    expect(project?.sponsoredWeiPerAccountPerDay).toBe(budget)
    return (account = ACCOUNT, chain = CHAIN) => gasSponsor(deps(), id, project!.sponsoredWeiPerAccountPerDay!, account, chain)
  }

  it('holds against 40 operations racing for it: exactly as many as fit are sponsored, and the rest take nothing', async () => {
    const sponsor = (await sponsoring(1_000n))()
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => sponsor.reserve(100n)))
    expect(outcomes.filter((reserved) => reserved !== undefined)).toHaveLength(10)
    expect(await sponsor.left()).toBe(0n)
    expect(await sponsor.reserve(1n)).toBeUndefined()
  })

  it('refuses an operation that could cost more than what is left, and then says the day is spent (the next approval names the account as the payer); gas given back opens it again', async () => {
    const whole = (await sponsoring(1_000n))()
    expect(await whole.reserve(1_001n)).toBeUndefined()
    expect(await whole.left()).toBe(0n)

    const sponsor = (await sponsoring(1_000n))()
    const first = await sponsor.reserve(700n)
    expect(first).toBeDefined()
    expect(await sponsor.left()).toBe(300n)
    expect(await sponsor.reserve(301n)).toBeUndefined()
    expect(await sponsor.left()).toBe(0n)
    await first!.settle(200n)
    expect(await sponsor.left()).toBe(500n)
    expect(await sponsor.reserve(300n)).toBeDefined()
  })

  it('gives back what an operation did not use once it is settled, and all of it when it was not sent', async () => {
    const sponsor = (await sponsoring(1_000n))()
    const first = await sponsor.reserve(600n)
    await first!.settle(150n)
    const second = await sponsor.reserve(850n)
    expect(second).toBeDefined()
    await second!.release()
    expect(await sponsor.reserve(850n)).toBeDefined()
    expect(await sponsor.reserve(1n)).toBeUndefined()
  })

  it('each account, chain and UTC day has a budget of its own', async () => {
    const sponsor = await sponsoring(100n)
    expect(await sponsor().reserve(100n)).toBeDefined()
    expect(await sponsor(ACCOUNT.toLowerCase()).reserve(1n)).toBeUndefined()
    expect(await sponsor('0x5afe00000000000000000000000000000000bbbb').reserve(100n)).toBeDefined()
    expect(await sponsor(ACCOUNT, 'eip155:31338').reserve(100n)).toBeDefined()
    clock += 24 * 3600_000
    expect(await sponsor().reserve(100n)).toBeDefined()
  })
})
