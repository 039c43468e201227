/**
 * Names under the server's zone (spec §1 ".id names", §7 profile calls): the zone, suggestions and
 * availability while a label is typed, and registering one for the active eip155 account (spec §4:
 * a failure returns to RegisterAccountName). Loaded with the names views or `client.names`.
 */
import { FoyerError } from '@foyer/auth-frame/protocol'
import { rememberAccountName } from '../actions/identity.ts'
import { signMessage } from '../actions/signing.ts'
import { createNamesApi, type NamesApi } from '../api/namesApi.ts'
import { HttpError } from '../api/http.ts'
import { parseCaipNetworkId } from '../caip.ts'
import type { FoyerContext } from '../context.ts'
import { isUserRejection, THROWN } from '../errors.ts'
import { labelOfName, nameInZone, nameLabelProblem } from './nameLabel.ts'
import { nameRegistrationOf, NameRegistrationError, type NameRegistrationFailure } from './nameRegistration.ts'
import { nameCoinType, registrationMessage } from './registrationMessage.ts'
import { requireServer } from '../serverRequired.ts'

/** A free name like the one typed: its label (what the input takes) and its full name. */
export interface NameSuggestion {
  label: string
  name: string
}

/** Whether a name can be registered: `available` false when someone has it. */
export interface NameAvailability {
  name: string
  available: boolean
}

const zones = new WeakMap<FoyerContext, Promise<string>>()

/** The server's zone (`foyer.id`), asked once per page; a failed answer is asked again next time. */
export function nameZone(ctx: FoyerContext): Promise<string> {
  const known = zones.get(ctx)
  if (known) return known
  const asked = createNamesApi(requireServer(ctx, 'Names').http).zone()
  zones.set(ctx, asked)
  asked.catch(() => zones.delete(ctx))
  return asked
}

/** Free names like `label`'s, the label itself first when it is free; rejects 'Error fetching name suggestions'. */
export async function nameSuggestions(ctx: FoyerContext, label: string): Promise<NameSuggestion[]> {
  if (nameLabelProblem(label)) return []
  try {
    const suggestions = await createNamesApi(requireServer(ctx, 'Names').http).suggestions(label)
    return suggestions.filter((suggestion) => !suggestion.registered).map((suggestion) => ({ label: labelOfName(suggestion.name), name: suggestion.name }))
  } catch (error) {
    throw new FoyerError(THROWN.ERROR_FETCHING_NAME_SUGGESTIONS, { cause: error })
  }
}

/** Whether `label`'s name in the zone is free; rejects 'Error resolving name' when the server cannot say. */
export async function nameAvailability(ctx: FoyerContext, label: string): Promise<NameAvailability> {
  try {
    const name = nameInZone(label, await nameZone(ctx))
    return { name, available: (await createNamesApi(requireServer(ctx, 'Names').http).profile(name)) === null }
  } catch (error) {
    throw new FoyerError(THROWN.ERROR_RESOLVING_NAME, { cause: error })
  }
}

/**
 * Registers `label` for the active eip155 account: the connected wallet signs the registration
 * (a refusal shows 'Signature declined'), the server takes it, the account shows its new name at
 * once, and the modal shows RegisterAccountNameSuccess. On failure the modal is on
 * RegisterAccountName with the failure in `nameRegistrationOf(ctx)`, and this rejects (a
 * NameRegistrationError, 'Error registering name', or the wallet's refusal). Answers the name.
 */
export async function registerAccountName(ctx: FoyerContext, label: string): Promise<string> {
  const state = nameRegistrationOf(ctx)
  const account = ctx.chains.active()
  const address = account?.accountState.address
  const network = account?.networkState.caipNetwork
  if (!account || !address || !network) throw new FoyerError(THROWN.NO_ACTIVE_CAIP_ADDRESS)
  if (!ctx.namespaces.serves(account.namespace, 'names')) throw new FoyerError(THROWN.UNSUPPORTED_CHAIN)
  const coinType = nameCoinType(Number(parseCaipNetworkId(network.caipNetworkId).chainId))
  state.set({ label, registering: true })
  try {
    if (nameLabelProblem(label)) throw new NameRegistrationError({ reason: 'failed' })
    const api = createNamesApi(requireServer(ctx, 'Names').http)
    const zone = await nameZone(ctx)
    const name = nameInZone(label, zone)
    const message = registrationMessage({ name, timestamp: Math.floor(Date.now() / 1000), coinType, zone })
    const signature = await signMessage(ctx, message)
    const profile = await api.register({ coin_type: coinType, address, message, signature }).catch(async (error: unknown) => {
      throw new NameRegistrationError(await refusal(error, name, address, api), { cause: error })
    })
    rememberAccountName(ctx, account.namespace, address, profile.name)
    state.set({ label: '', registering: false })
    if (ctx.router.current().view === 'RegisterAccountName') ctx.router.replace('RegisterAccountNameSuccess', { name: profile.name })
    else ctx.router.push('RegisterAccountNameSuccess', { name: profile.name })
    return profile.name
  } catch (error) {
    // A refusal in the wallet was said by signMessage ('Signature declined'): nothing more to show.
    const declined = isUserRejection(error)
    const failed = error instanceof NameRegistrationError ? error : new NameRegistrationError({ reason: 'failed' }, { cause: error })
    state.set({ label, registering: false, ...(!declined && { failure: failed.failure }) })
    // The account had a name the page did not know of: it shows now.
    if (failed.failure.reason === 'accountNamed') rememberAccountName(ctx, account.namespace, address, failed.failure.name)
    ctx.router.push('RegisterAccountName')
    throw declined ? error : failed
  }
}

/**
 * What a refused registration means for the visitor: a 409 is the name taken, unless the account
 * turns out to have a name already (one name per address); a 429 is too many registrations from
 * this network; anything else 'Error registering name'.
 */
async function refusal(error: unknown, name: string, address: string, api: NamesApi): Promise<NameRegistrationFailure> {
  if (!(error instanceof HttpError)) return { reason: 'failed' }
  if (error.status === 429) return { reason: 'tooMany' }
  if (error.status !== 409) return { reason: 'failed' }
  const [own] = await api.reverse(address).catch(() => [])
  return own ? { reason: 'accountNamed', name: own.name } : { reason: 'taken', name }
}
