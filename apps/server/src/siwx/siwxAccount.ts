import type { SiwxNamespace } from '@foyer/siwx-verify'
import { z } from 'zod'
import { servedNamespaces } from '../namespaces/namespaces.ts'
import type { AnyServedNamespace } from '../namespaces/servedNamespace.ts'

/** An account named in a path (GET /v1/sessions/:address): its namespace and the address as sessions are kept under it. */
export interface SiwxAccount {
  address: string
  namespace: SiwxNamespace
  /** The address as looked up (siwxNamespaces' addressKey). */
  key: string
}

/** The namespaces that offer sign-in, each told by its addresses' shape (an EVM 0x… address is never base58). */
const signable = (servedNamespaces as readonly AnyServedNamespace[]).filter((namespace) => namespace.siwx)

/** An address of a namespace that offers sign-in (an EVM 0x… one, a base58 Solana one), checked as its namespace's schema checks it. */
export const siwxAccountSchema = z
  .string()
  .refine((address) => signable.some((namespace) => namespace.address.pattern.test(address)), `must be ${signable.map((namespace) => namespace.address.description).join(' or ')}`)
  .transform((address, context): SiwxAccount => {
    const namespace = signable.find((each) => each.address.pattern.test(address))!
    const checked = namespace.address.schema.safeParse(address)
    if (!checked.success) {
      context.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'is not an address' })
      return z.NEVER
    }
    const rules = namespace.siwx!.rules
    return { address, namespace: rules.namespace, key: rules.addressKey(address) }
  })
