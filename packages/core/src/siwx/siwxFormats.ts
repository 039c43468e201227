/**
 * Each namespace's sign-in format, from its parts (`NamespaceParts.siwx`): how it writes the
 * address, its message text and its CACAO signature type. A namespace without one cannot sign in.
 */
import { FoyerError } from '@foyer/auth-frame/protocol'
import { parseCaipNetworkId } from '../caip.ts'
import type { FoyerContext } from '../context.ts'
import { THROWN } from '../errors.ts'
import type { CaipNetworkId } from '../types.ts'
import type { SiwxFormat, SiwxMessage, SiwxMessageData } from '../siwxTypes.ts'

/** The format of a network's namespace; 'Unsupported chain' for a namespace without one. */
export async function siwxFormatOf(ctx: Pick<FoyerContext, 'namespaces'>, chainId: CaipNetworkId): Promise<SiwxFormat> {
  const format = (await ctx.namespaces.parts(parseCaipNetworkId(chainId).namespace))?.siwx
  if (!format) throw new FoyerError(THROWN.UNSUPPORTED_CHAIN)
  return format()
}

/**
 * A message of these fields, its text in the namespace's format. Written now, so a bad field throws
 * here and not at signing; the address is written as the format writes it.
 */
export function createSiwxMessage(format: SiwxFormat, fields: SiwxMessageData): SiwxMessage {
  const data = { ...fields, accountAddress: format.address(fields.accountAddress) }
  const text = format.text(data)
  return { data, toString: () => text }
}
