import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../kernel/db/database.ts'
import type { AuthChains } from './authChains.ts'
import type { AuthSettings } from './authSettings.ts'
import type { AuthKeys } from './keys/derivedKeys.ts'
import type { UserAddresses } from './keys/userKeys.ts'
import type { WalletAccounts } from './walletAccounts.ts'
import type { Mailer } from './mail/mailer.ts'
import type { LongPollSlots } from './throttle/longPollSlots.ts'

/** What every part of auth works with: built once by installAuth and passed down. */
export interface AuthDeps {
  db: Db
  keys: AuthKeys
  settings: AuthSettings
  chains: AuthChains
  /** The user's accounts on a chain: the key's own, and the smart account where the chain offers one. */
  accounts: WalletAccounts
  /** Sends login mails; undefined when none is configured (email routes answer 503). */
  mailer: Mailer | undefined
  /** Milliseconds since the epoch (settings.now in tests). */
  now(): number
  log: FastifyBaseLogger
  /** Called once for each user created (dev funding); its failures are logged, never the login's. */
  onUserCreated?(user: { id: string } & UserAddresses): Promise<void>
  /** Long polls each client may hold open at once (settings.longPollsPerClient). */
  longPolls: LongPollSlots
  /** Aborted when the server closes, so long polls end. */
  closing: AbortSignal
}
