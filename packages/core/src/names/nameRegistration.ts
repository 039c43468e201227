/**
 * The name registration under way in the modal: the label typed, whether the wallet is signing, and
 * why the last attempt failed. Kept in core, not in the view, because the view may leave and come
 * back while the wallet signs (the embedded wallet's ApproveTransaction); it starts over when the
 * account changes.
 */
import { FoyerError } from '@foyer/auth-frame/protocol'
import type { FoyerContext } from '../context.ts'
import { THROWN } from '../errors.ts'
import type { Store } from '../store.ts'
import { activeAccount, featureDraft } from '../stores/featureDraft.ts'

/**
 * Why a registration failed, in what the visitor can act on: the name is someone's, the account
 * already has one, too many registrations from this network, or anything else ('Error registering name').
 * A refusal in the wallet is none of these: 'Signature declined' shows instead.
 */
export type NameRegistrationFailure = { reason: 'taken'; name: string } | { reason: 'accountNamed'; name: string } | { reason: 'tooMany' } | { reason: 'failed' }

export interface NameRegistrationState {
  label: string
  registering: boolean
  failure?: NameRegistrationFailure
}

/** Thrown by registerAccountName: 'Error registering name', with what went wrong. */
export class NameRegistrationError extends FoyerError {
  override name = 'NameRegistrationError'
  constructor(
    readonly failure: NameRegistrationFailure,
    options?: ErrorOptions,
  ) {
    super(THROWN.ERROR_REGISTERING_NAME, options)
  }
}

export const NO_NAME_REGISTRATION: NameRegistrationState = { label: '', registering: false }

export function nameRegistrationOf(ctx: FoyerContext): Store<NameRegistrationState> {
  return featureDraft(ctx, 'names', NO_NAME_REGISTRATION, activeAccount)
}
