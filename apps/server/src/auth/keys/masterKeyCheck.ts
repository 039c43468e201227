import { createHmac, timingSafeEqual } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { Db } from '../../kernel/db/database.ts'
import { authUsers } from '../authUsersTable.ts'
import { StoredKeyIntegrityError } from './sealedBox.ts'
import { openUserKeys } from './userKeys.ts'

/**
 * The master key a database's embedded wallets are sealed under, by its check value (an HMAC of a
 * fixed text under the key: it tells keys apart and reveals nothing of them). One row.
 */
export const authMasterKeyCheck = pgTable('auth_master_key_check', {
  id: integer('id').primaryKey().default(1),
  checkValue: text('check_value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Starting on a database whose wallets were sealed under another master key: an operator's error, said plainly. */
export class MasterKeyMismatchError extends Error {
  override name = 'MasterKeyMismatchError'
}

/**
 * Refuses to serve a database whose embedded wallets were sealed under another master key than
 * this one (after a restart with a lost or changed FOYER_MASTER_KEY, every wallet would answer 409
 * and its funds would be stranded). The first start records the key's check value; a database
 * from before the check is judged by opening one of its sealed keys.
 */
export async function checkMasterKey(db: Db, masterKey: Buffer): Promise<void> {
  const checkValue = masterKeyCheckValue(masterKey)
  let [recorded] = await db.select({ checkValue: authMasterKeyCheck.checkValue }).from(authMasterKeyCheck)
  if (!recorded) {
    const [sealed] = await db.select().from(authUsers).orderBy(sql`${authUsers.createdAt} asc`).limit(1)
    if (sealed) {
      try {
        openUserKeys(masterKey, sealed)
      } catch (error) {
        if (!(error instanceof StoredKeyIntegrityError)) throw error
        throw mismatch(undefined, checkValue)
      }
    }
    await db.insert(authMasterKeyCheck).values({ checkValue }).onConflictDoNothing()
    ;[recorded] = await db.select({ checkValue: authMasterKeyCheck.checkValue }).from(authMasterKeyCheck)
  }
  if (!recorded || !sameText(recorded.checkValue, checkValue)) throw mismatch(recorded?.checkValue, checkValue)
}

export function masterKeyCheckValue(masterKey: Buffer): string {
  return createHmac('sha256', masterKey).update('foyer-auth/master-key-check').digest('hex')
}

function mismatch(recorded: string | undefined, given: string): MasterKeyMismatchError {
  const which = recorded ? `another master key (check value ${recorded.slice(0, 12)}…)` : 'another master key'
  return new MasterKeyMismatchError(
    `This database's embedded wallets are sealed under ${which}, not the one given (check value ${given.slice(0, 12)}…). ` +
      'Start the server with the FOYER_MASTER_KEY that sealed them (or, without one, the master.key file of the data folder they were made with): ' +
      'with any other key their keys cannot be opened and their funds are stranded.',
  )
}

function sameText(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
}
