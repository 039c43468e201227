import { SIWX_NAMESPACE_RULES, type SiwxNamespace } from '@foyer/siwx-verify'
import { z } from 'zod'
import { evmAddressSchema, solanaAddressSchema } from '../caip.ts'

/** An account named in a path (GET /v1/sessions/:address): its namespace and the address as sessions are kept under it. */
export interface SiwxAccount {
  address: string
  namespace: SiwxNamespace
  /** The address as looked up (siwxNamespaces' addressKey). */
  key: string
}

const EVM_OR_SOLANA = /^(?:0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/

/** An EVM address (0x…) or a Solana one (base58), each checked as its namespace's schema checks it. */
export const siwxAccountSchema = z
  .string()
  .regex(EVM_OR_SOLANA, 'must be an EVM address (0x and 40 hex characters) or a Solana address (32 to 44 base58 characters)')
  .transform((address, context): SiwxAccount => {
    const isEvm = address.startsWith('0x')
    const checked = (isEvm ? evmAddressSchema : solanaAddressSchema).safeParse(address)
    if (!checked.success) {
      context.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'is not an address' })
      return z.NEVER
    }
    const namespace = isEvm ? 'eip155' : 'solana'
    return { address, namespace, key: SIWX_NAMESPACE_RULES[namespace].addressKey(address) }
  })
