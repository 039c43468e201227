import { eq } from 'drizzle-orm'
import type { Db } from '../../kernel/db/database.ts'
import { accountNames, type AccountNameRow } from './accountNamesTable.ts'

export type Registration = Pick<AccountNameRow, 'label' | 'address' | 'coinType' | 'attributes'>

/** Why a registration did not take: its label is someone's, or its address already has a name. */
export type RegistrationRefusal = 'labelTaken' | 'addressNamed'

/** The zone's names in the database: looked up by label or by address, registered first come. */
export function accountNameStore(db: Db) {
  return {
    async byLabel(label: string): Promise<AccountNameRow | undefined> {
      return (await db.select().from(accountNames).where(eq(accountNames.label, label.toLowerCase())).limit(1))[0]
    },
    async byAddress(address: string): Promise<AccountNameRow | undefined> {
      return (await db.select().from(accountNames).where(eq(accountNames.address, address.toLowerCase())).limit(1))[0]
    },
    /** Registers, or says why not; two registrations of one label at once: the database lets one in. */
    async register(registration: Registration): Promise<AccountNameRow | RegistrationRefusal> {
      const row = { ...registration, label: registration.label.toLowerCase(), address: registration.address.toLowerCase() }
      const [inserted] = await db.insert(accountNames).values(row).onConflictDoNothing().returning()
      if (inserted) return inserted
      return (await this.byLabel(row.label)) ? 'labelTaken' : 'addressNamed'
    },
  }
}
export type AccountNameStore = ReturnType<typeof accountNameStore>
