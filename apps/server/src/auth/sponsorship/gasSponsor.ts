import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../kernel/db/database.ts'
import type { GasSponsor } from '../../namespaces/embeddedWallet.ts'
import { sponsoredGas } from './sponsoredGasTable.ts'

/** A project's gas sponsorship for one account on one chain today, from its budget per account per day (GasSponsor). */
export function gasSponsor(deps: { db: Db; now(): number }, projectId: string, budget: bigint, account: string, chainId: string): GasSponsor {
  const key = { projectId, account: account.toLowerCase(), chainId }
  const today = () => new Date(deps.now()).toISOString().slice(0, 10)
  const row = (day: string) => and(eq(sponsoredGas.projectId, key.projectId), eq(sponsoredGas.account, key.account), eq(sponsoredGas.chainId, key.chainId), eq(sponsoredGas.day, day))

  async function spent(day: string): Promise<bigint> {
    const [found] = await deps.db.select({ spentWei: sponsoredGas.spentWei }).from(sponsoredGas).where(row(day))
    return found?.spentWei ?? 0n
  }

  /** Gives back `amount` of the day's spending (never below nothing). */
  async function giveBack(day: string, amount: bigint): Promise<void> {
    if (amount <= 0n) return
    await deps.db
      .update(sponsoredGas)
      .set({ spentWei: sql`greatest(${sponsoredGas.spentWei} - ${amount.toString()}::numeric, 0)` })
      .where(row(day))
  }

  /**
   * What is left today does not cover an operation: the day's budget counts as spent, so the next
   * approval says the account pays instead of promising what the next send would refuse again. Gas
   * given back by operations in flight opens it again.
   */
  async function exhausted(day: string): Promise<undefined> {
    await deps.db
      .insert(sponsoredGas)
      .values({ ...key, day, spentWei: budget })
      .onConflictDoUpdate({
        target: [sponsoredGas.projectId, sponsoredGas.account, sponsoredGas.chainId, sponsoredGas.day],
        set: { spentWei: sql`greatest(${sponsoredGas.spentWei}, ${budget.toString()}::numeric)` },
      })
    return undefined
  }

  return {
    async left() {
      const used = await spent(today())
      return used < budget ? budget - used : 0n
    },
    async reserve(maxCost) {
      if (maxCost <= 0n) return undefined
      const day = today()
      if (maxCost > budget) return exhausted(day)
      const taken = await deps.db
        .insert(sponsoredGas)
        .values({ ...key, day, spentWei: maxCost })
        .onConflictDoUpdate({
          target: [sponsoredGas.projectId, sponsoredGas.account, sponsoredGas.chainId, sponsoredGas.day],
          set: { spentWei: sql`${sponsoredGas.spentWei} + ${maxCost.toString()}::numeric` },
          setWhere: sql`${sponsoredGas.spentWei} + ${maxCost.toString()}::numeric <= ${budget.toString()}::numeric`,
        })
        .returning({ spentWei: sponsoredGas.spentWei })
      if (taken.length === 0) return exhausted(day)
      return {
        settle: (actualCost) => giveBack(day, maxCost - actualCost),
        release: () => giveBack(day, maxCost),
      }
    },
  }
}
