import type { PolkadotClient, Transaction } from 'polkadot-api'
import { z } from 'zod'

/** `System.Account`: an account's reference counts and balances, in planck. */
const accountInfoSchema = z.object({
  nonce: z.number().int(),
  providers: z.number().int(),
  // This runtime's (spec 900) AccountData has no `frozen` yet: only the fields every version has.
  data: z.object({ free: z.bigint(), reserved: z.bigint() }),
})

export type AccountInfo = z.infer<typeof accountInfoSchema>

/**
 * The few storage entries, constants and calls of the asset-hub-rococo runtime the devnet and its
 * tests use, typed. polkadot-api's unsafe API (no codegen) types none of them, so each answer is
 * parsed here: a runtime that moved one fails with its name.
 */
export interface AssetHubApi {
  /** `System.Account` at the best block. */
  account(address: string): Promise<AccountInfo>
  /** `Balances.ExistentialDeposit`, in planck. */
  existentialDeposit(): Promise<bigint>
  /** `System.SS58Prefix`. */
  ss58Prefix(): Promise<number>
  /** `System.Version`'s spec name (`statemine` for asset-hub-rococo). */
  specName(): Promise<string>
  /** `Balances.transfer_keep_alive` to an SS58 address, unsigned. */
  transferKeepAlive(to: string, planck: bigint): Transaction
}

/** The asset-hub-rococo calls of `client`'s chain; a pallet item the runtime lacks throws with its name when used. */
export function assetHubApi(client: PolkadotClient): AssetHubApi {
  const api = client.getUnsafeApi()
  const pallet = <T>(entries: Record<string, T | undefined> | undefined, name: string): T => {
    const entry = entries?.[name.split('.')[1]!]
    if (!entry) throw new Error(`The runtime has no ${name}`)
    return entry
  }
  return {
    account: async (address) => accountInfoSchema.parse(await pallet(api.query.System, 'System.Account').getValue(address, { at: 'best' })),
    existentialDeposit: async () => z.bigint().parse(await pallet(api.constants.Balances, 'Balances.ExistentialDeposit')()),
    ss58Prefix: async () =>
      z
        .number()
        .int()
        .parse(await pallet(api.constants.System, 'System.SS58Prefix')()),
    specName: async () => z.object({ spec_name: z.string() }).parse(await pallet(api.constants.System, 'System.Version')()).spec_name,
    transferKeepAlive: (to, planck) => pallet(api.tx.Balances, 'Balances.transfer_keep_alive')({ dest: { type: 'Id', value: to }, value: planck }),
  }
}
