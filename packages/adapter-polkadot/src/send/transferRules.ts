import type { SendRefusal } from '@foyer/core/internal'
import type { AccountInfo } from './polkadotRuntime.ts'

/**
 * The existential deposit's rules for a native send with `Balances.transfer_keep_alive`, pure: the
 * runtime refuses a transfer that would open the receiver's account with less than the existential
 * deposit (an account holding nothing is created by it), and, keep-alive, one that would leave the
 * sender's account below what it must keep after the fee: the existential deposit, or its frozen
 * balance where that is more (frozen − reserved: freezes cover the total, holds count towards them),
 * as pallet_balances' `reducible_balance(Preserve, Polite)` says.
 */
export function transferRefusal(args: { amount: bigint; fee: bigint; sender: AccountInfo; receiver: AccountInfo; existentialDeposit: bigint }): SendRefusal | undefined {
  const { amount, fee, sender, receiver, existentialDeposit } = args
  if (receiver.free + amount < existentialDeposit) return { problem: 'belowMinimum', minimum: existentialDeposit }
  const most = mostKeepAlive(sender, fee, existentialDeposit)
  if (amount > most) return { problem: 'leavesBelowMinimum', minimum: mustKeep(sender, existentialDeposit), most }
  return undefined
}

/** What the sender's account must keep: the existential deposit, or the part of its freezes its holds do not cover where more. */
export function mustKeep(sender: AccountInfo, existentialDeposit: bigint): bigint {
  const frozen = sender.frozen > sender.reserved ? sender.frozen - sender.reserved : 0n
  return frozen > existentialDeposit ? frozen : existentialDeposit
}

/** The most the sender can send keep-alive, paying `fee`: its free balance less what it must keep and the fee; 0 where that is nothing. */
export function mostKeepAlive(sender: AccountInfo, fee: bigint, existentialDeposit: bigint): bigint {
  const spendable = sender.free - mustKeep(sender, existentialDeposit) - fee
  return spendable > 0n ? spendable : 0n
}

/**
 * What the account's balance shows as transferable (the Foyer server's rule: pallet_balances'
 * `reducible_balance(Expendable, Polite)`): free less the freezes its holds do not cover, and less
 * the existential deposit where the account's provider reference cannot go.
 */
export function transferableShown(account: AccountInfo, existentialDeposit: bigint): bigint {
  let untouchable = account.frozen > account.reserved ? account.frozen - account.reserved : 0n
  const keepsProvider = account.free > 0n && account.consumers > 0 && account.providers <= 1
  if (keepsProvider && existentialDeposit > untouchable) untouchable = existentialDeposit
  return account.free > untouchable ? account.free - untouchable : 0n
}
