import type { walletTexts } from '../messages/en/wallets.ts'
import { serviceProblemOf } from '../serviceError.ts'
import type { Log } from '../log.ts'

/**
 * What a visitor reads when a connection fails for a cause Foyer knows: the English of the wallet
 * section's keys of the same names (checked by the type), kept here so the first load does not carry
 * the section; the views show their translation.
 */
export const CONNECTION_FAILURE_TEXTS = {
  couldNotConnect: 'The wallet could not connect.',
  serverUnreachable: 'We couldn’t reach the server. Check your connection and try again.',
  somethingWentWrong: 'Something went wrong',
  notAvailableHere: 'Connecting this way is not available on this site.',
} as const satisfies Partial<(typeof walletTexts)['en']>

/**
 * The text for a failed connection: the catalogue's for a service's failure (the relay or the
 * server cannot be reached, refuses this site, or never answered), with the detail in the console;
 * a wallet's own words otherwise, as the wallet said them.
 */
export function connectionFailureText(error: unknown, walletName: string, log: Log): string {
  const problem = serviceProblemOf(error)
  const text = problem ? SERVICE_TEXTS[problem] : (error as Error | null)?.message || CONNECTION_FAILURE_TEXTS.couldNotConnect
  // The detail the visitor's text leaves out (a connector that put its own words in `cause` did so for the console).
  if (problem || (error as Error | null)?.cause !== undefined) log.warn(`Foyer: connecting ${walletName} failed: ${describe(error)}`)
  return text
}

const SERVICE_TEXTS = {
  unreachable: CONNECTION_FAILURE_TEXTS.serverUnreachable,
  notAllowed: CONNECTION_FAILURE_TEXTS.notAvailableHere,
  timeout: CONNECTION_FAILURE_TEXTS.somethingWentWrong,
} as const

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return error.cause === undefined ? error.message : `${error.message}; ${describe(error.cause)}`
}
