import { getCompiledTransactionMessageDecoder, type LegacyCompiledTransactionMessage, type ReadonlyUint8Array, type V0CompiledTransactionMessage } from '@solana/kit'

/** A legacy or v0 message, the versions litesvm runs, with its recent blockhash. */
export type RunnableMessage = (LegacyCompiledTransactionMessage | V0CompiledTransactionMessage) & { lifetimeToken: string }

const decoder = getCompiledTransactionMessageDecoder()

/** Decodes a message's bytes; throws for bytes that are no message and for versions this chain does not run. */
export function decodeRunnableMessage(bytes: ReadonlyUint8Array): RunnableMessage {
  const message = decoder.decode(bytes)
  if (message.version !== 'legacy' && message.version !== 0) throw new Error(`transaction version ${message.version} is not supported`)
  return message
}
