/**
 * The client's types: a host's `createFoyerClient` (`@foyer/core`) answers the documented
 * `FoyerClient`, Foyer's own packages (`@foyer/core/internal`) the same object with its stores.
 * Checked by `tsc` (core's test typecheck), not run: a regression is a type error here.
 */
import { createFoyerClient, type FoyerClient, type RequestFunction } from '@foyer/core'
import { createFoyerClient as createInternalClient, type FoyerContext, type InternalFoyerClient } from '@foyer/core/internal'
import type { Hash, Hex } from 'viem'
import { expectTypeOf } from 'vitest'
// eip155's request types, as a host importing @foyer/adapter-evm has them.
import type {} from '@foyer/adapter-evm'

expectTypeOf(createFoyerClient).returns.toEqualTypeOf<FoyerClient>()
// Fails if the stores or the modal's own actions reached the host's client type again.
expectTypeOf<FoyerClient>().not.toHaveProperty('ctx')
expectTypeOf<FoyerClient>().not.toHaveProperty('startConnection')
expectTypeOf<FoyerClient>().not.toHaveProperty('trackTransaction')
// Every client is the internal one underneath: what react's provider and the wagmi connector hold.
expectTypeOf(createInternalClient).returns.toEqualTypeOf<InternalFoyerClient>()
expectTypeOf<InternalFoyerClient>().toExtend<FoyerClient>()
expectTypeOf<InternalFoyerClient['ctx']>().toEqualTypeOf<FoyerContext>()

// The named requests are the declared ones: fails if they answered Promise<never> or a plain string.
expectTypeOf<FoyerClient['signTypedData']>().toEqualTypeOf<RequestFunction<'signTypedData'>>()
expectTypeOf<FoyerClient['sendTransaction']>().returns.toEqualTypeOf<Promise<Hash>>()
declare const client: FoyerClient
expectTypeOf(client.request('signTypedData', { types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail', message: { contents: 'x' } })).toEqualTypeOf<Promise<Hex>>()
expectTypeOf(client.request('sendCalls', { calls: [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }] })).toEqualTypeOf<Promise<string>>()
