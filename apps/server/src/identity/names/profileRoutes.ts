import { NAMES_ROUTES, type nameProfileSchema } from '@foyer/core/protocol'
import { getAddress } from 'viem'
import { z } from 'zod'
import { evmAddressSchema } from '../../caip.ts'
import { clientOf } from '../../kernel/http/clientAddress.ts'
import { defineRoute } from '../../kernel/http/defineRoute.ts'
import { badRequest, HttpError } from '../../kernel/http/httpError.ts'
import { createWindowCounter } from '../../operations/windowCounter.ts'
import type { SiwxChains } from '../../siwx/siwxChains.ts'
import type { AccountNameRow } from './accountNamesTable.ts'
import type { AccountNameStore } from './accountNameStore.ts'
import { highSProblem } from '../../signatures/lowS.ts'
import { isRegistrableLabel, labelProblem } from './nameLabelRule.ts'
import { checkRegistration, isEvmCoinType } from './registrationMessage.ts'

/** Registrations one client (IP, IPv6 /64) may make per hour: enough for a family, not for squatting a dictionary. */
export const REGISTRATIONS_PER_CLIENT_PER_HOUR = 10

type Profile = z.output<typeof nameProfileSchema>

function profileOf(row: AccountNameRow, zone: string): Profile {
  return {
    name: `${row.label}.${zone}`,
    registered: Math.floor(row.registeredAt.getTime() / 1000),
    updated: Math.floor(row.updatedAt.getTime() / 1000),
    addresses: { [String(row.coinType)]: { address: getAddress(row.address) } },
    attributes: row.attributes,
  }
}

/** `alice` or `alice.<zone>` (any case) → `alice`, or why it is not a name of the zone (nameLabelRule.ts). */
function labelIn(name: string, zone: string): { label: string } | { problem: string } {
  const lower = name.toLowerCase()
  const label = lower.endsWith(`.${zone}`) ? lower.slice(0, -zone.length - 1) : lower
  const problem = labelProblem(label)
  return problem ? { problem } : { label }
}

const nameParams = z.object({ name: z.string().min(1).max(255) })

/**
 * spec §7's profile calls over the zone's names: look up, reverse, suggestions and registration, and
 * the zone itself (the suffix the modal shows after the label). `chains`: the served chains'
 * nodes, which a smart account's registration is checked on.
 */
export function profileRoutes(store: AccountNameStore, zone: string, chains?: Pick<SiwxChains, 'client'>, now = Date.now) {
  const registrations = createWindowCounter(REGISTRATIONS_PER_CLIENT_PER_HOUR, 60 * 60_000, now)
  return [
    defineRoute({
      method: 'GET',
      url: NAMES_ROUTES.zone.path,
      access: 'project',
      summary: `The zone this server registers names in (${zone}): a name is <label>.<zone>`,
      tags: ['names'],
      response: NAMES_ROUTES.zone.response,
      handler: async () => ({ zone }),
    }),
    defineRoute({
      method: 'GET',
      url: NAMES_ROUTES.profile.path,
      access: 'project',
      summary: `A name of the ${zone} zone: the address it points to, its attributes, when registered`,
      tags: ['names'],
      params: nameParams,
      response: NAMES_ROUTES.profile.response,
      errors: [404],
      handler: async ({ params: { name } }) => {
        const checked = labelIn(name, zone)
        const row = 'label' in checked && (await store.byLabel(checked.label))
        if (!row) throw new HttpError(404, `${name} is not registered`)
        return profileOf(row, zone)
      },
    }),
    defineRoute({
      method: 'GET',
      url: NAMES_ROUTES.reverse.path,
      access: 'project',
      summary: `The ${zone} names an address has (its primary name; an empty list when none)`,
      tags: ['names'],
      params: z.object({ address: evmAddressSchema }),
      response: NAMES_ROUTES.reverse.response,
      handler: async ({ params: { address } }) => {
        const row = await store.byAddress(address)
        return row ? [profileOf(row, zone)] : []
      },
    }),
    defineRoute({
      method: 'GET',
      url: NAMES_ROUTES.suggestions.path,
      access: 'project',
      summary: `Free names of the ${zone} zone like the one asked: the name itself when free, then variants`,
      tags: ['names'],
      params: nameParams,
      response: NAMES_ROUTES.suggestions.response,
      handler: async ({ params: { name } }) => {
        const checked = labelIn(name, zone)
        if ('problem' in checked) throw badRequest(`params.name: ${checked.problem}`)
        const { label } = checked
        const candidates = [label, ...['1', '2', '3', 'x', 'id'].map((tail) => `${label}${tail}`)].filter(isRegistrableLabel)
        const taken = await Promise.all(candidates.map(async (candidate) => Boolean(await store.byLabel(candidate))))
        const free = candidates.filter((_, index) => !taken[index])
        return { suggestions: [...(taken[0] ? [{ name: `${label}.${zone}`, registered: true }] : []), ...free.slice(0, 4).map((candidate) => ({ name: `${candidate}.${zone}`, registered: false }))] }
      },
    }),
    defineRoute({
      method: 'POST',
      url: NAMES_ROUTES.register.path,
      access: 'project',
      summary: `Registers a name of the ${zone} zone for an address: first come, one name per address, signed by the address (a smart account's signature checked on its coin type's chain)`,
      tags: ['names'],
      body: z.object({
        coin_type: z.number().int().min(0).max(0xffffffff),
        address: evmAddressSchema,
        message: z.string().min(1).max(4096),
        signature: z
          .string()
          .regex(/^0x[0-9a-fA-F]{130,}$/, 'must be a 0x-prefixed hex signature')
          .max(2 + 2 * 4096),
      }),
      response: NAMES_ROUTES.register.response,
      errors: [409, 429, 503],
      handler: async ({ body }, request) => {
        // spec §5: a registry chain id must be below 2^31 ('Invalid chainId').
        if (!isEvmCoinType(body.coin_type)) throw badRequest('Invalid chainId: coin_type must be 60 or 0x80000000 | chainId with a chain id below 2147483648')
        // A signature is the address's identity here: its malleable twin is refused (EIP-2).
        const highS = highSProblem(body.signature)
        if (highS) throw badRequest(`body.signature ${highS}`)
        if (registrations(clientOf(request)).isExceeded) throw new HttpError(429, `At most ${REGISTRATIONS_PER_CLIENT_PER_HOUR} name registrations an hour from one address; try again later.`)
        const signed = { address: body.address as `0x${string}`, message: body.message, signature: body.signature as `0x${string}`, coinType: body.coin_type }
        const checked = await checkRegistration(signed, zone, Math.floor(now() / 1000), chains)
        if ('problem' in checked) throw badRequest(`body.message: ${checked.problem}`)
        const result = await store.register({ label: checked.label, address: body.address, coinType: body.coin_type, attributes: checked.attributes })
        if (result === 'labelTaken') throw new HttpError(409, `${checked.label}.${zone} is already registered`)
        if (result === 'addressNamed') throw new HttpError(409, `${body.address} already has a name; one name per address`)
        return profileOf(result, zone)
      },
    }),
  ]
}
